/**
 * The shape every rule step shares, so the day cycle can chain steps written in different files
 * (squad, research, missions, events, story) without knowing their internals.
 */
import type { GameError } from './errors';
import type { ReportEntry } from './report';
import type { GameState } from './types';

/** A step that always succeeds: the next state plus what happened. */
export interface Step {
  state: GameState;
  entries: ReportEntry[];
}

/** A step that may be refused with the spec's message; a refusal never changes the state. */
export type StepResult = { ok: true; state: GameState; entries: ReportEntry[] } | { ok: false; error: GameError };
