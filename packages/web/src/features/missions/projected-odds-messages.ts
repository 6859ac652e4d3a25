import type { GameState } from '@holdfast/engine';
import type { ProjectedOdds } from '@holdfast/engine/projected-odds';

/** The public facts a projection reads (the campaign's generator never goes to the worker). */
export type ProjectionFacts = Pick<GameState, 'day' | 'difficulty' | 'threatLevel' | 'missions' | 'squad' | 'research'>;

export interface ProjectionRequest {
  id: number;
  facts: ProjectionFacts;
  templateId: string;
  soldierIds: string[];
}

export interface ProjectionResponse {
  id: number;
  odds: ProjectedOdds | null;
}
