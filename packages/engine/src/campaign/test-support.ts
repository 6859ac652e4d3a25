/** Shared helpers for the campaign tests (not part of the public API). */

import type { GameAction } from './actions';
import { type ActionResult, applyAction } from './apply-action';
import { newCampaign } from './new-campaign';
import type { Facility, GameState, Soldier } from './types';

export function campaign(overrides: Partial<GameState> = {}, seed = 42): GameState {
  return { ...newCampaign({ name: 'Test', difficulty: 'normal', theme: 'vanilla', seed }), ...overrides };
}

/** Applies an action that must be accepted and returns the next state. */
export function must(state: GameState, action: GameAction): GameState {
  const result = applyAction(state, action);
  if (!result.ok) throw new Error(`refused: ${result.error.message}`);
  return result.state;
}

/** Applies an action that must be refused and returns the error. */
export function refused(state: GameState, action: GameAction): Extract<ActionResult, { ok: false }>['error'] {
  const result = applyAction(state, action);
  if (result.ok) throw new Error(`accepted: ${action.type}`);
  return result.error;
}

export function facility(type: Facility['type'], row: number, col: number, extra: Partial<Facility> = {}): Facility {
  return {
    id: `facility-${type}-${row}-${col}`,
    type,
    name: type,
    level: 1,
    row,
    col,
    isActive: true,
    constructionDaysRemaining: 0,
    ...extra,
  };
}

export function soldier(state: GameState, index: number): Soldier {
  const found = state.squad[index];
  if (!found) throw new Error(`no soldier ${index}`);
  return found;
}

export function withSoldier(state: GameState, index: number, changes: Partial<Soldier>): GameState {
  return { ...state, squad: state.squad.map((s, i) => (i === index ? { ...s, ...changes } : s)) };
}
