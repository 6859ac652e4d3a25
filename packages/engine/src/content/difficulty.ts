import type { Difficulty } from './ids';

export interface DifficultyDefinition {
  id: Difficulty;
  /** The New Campaign dialog's wording (spec). */
  label: string;
  startingFunds: number;
  /** Percentage points added to every auto-resolve success chance (DESIGN §3). */
  autoResolveShift: number;
}

export const DIFFICULTY_SETTINGS: Readonly<Record<Difficulty, DifficultyDefinition>> = {
  easy: { id: 'easy', label: 'For relaxed play', startingFunds: 35000, autoResolveShift: 10 },
  normal: { id: 'normal', label: 'Standard challenge', startingFunds: 25000, autoResolveShift: 0 },
  hard: { id: 'hard', label: 'For veterans', startingFunds: 15000, autoResolveShift: -10 },
};
