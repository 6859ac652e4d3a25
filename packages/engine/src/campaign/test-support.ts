/** Shared helpers for the campaign tests (not part of the public API). */

import { THEMES } from '../words/index';
import { wordRefusal } from '../words/refusal-wording';
import type { GameAction } from './actions';
import { applyAction } from './apply-action';
import type { GameError, GameErrorCode } from './errors';
import { newCampaign } from './new-campaign';
import type { Facility, GameState, Soldier } from './types';

export function campaign(overrides: Partial<GameState> = {}, seed = 42): GameState {
  return { ...newCampaign({ name: 'Test', difficulty: 'normal', theme: 'vanilla', seed }), ...overrides };
}

/** Applies an action that must be accepted and returns the next state. */
export function must(state: GameState, action: GameAction): GameState {
  const result = applyAction(state, action);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.state;
}

/** A refusal as LAST STAND words it: the spec's message. */
export function said(error: GameError): string {
  return wordRefusal(THEMES.vanilla, error);
}

/** Applies an action that must be refused and returns the refusal as the rules give it. */
export function refusalOf(state: GameState, action: GameAction): GameError {
  const result = applyAction(state, action);
  if (result.ok) throw new Error(`accepted: ${action.type}`);
  return result.error;
}

/** Applies an action that must be refused and returns its code and its LAST STAND message. */
export function refused(state: GameState, action: GameAction): { code: GameErrorCode; message: string } {
  const result = applyAction(state, action);
  if (result.ok) throw new Error(`accepted: ${action.type}`);
  return { code: result.error.code, message: said(result.error) };
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

/** For a refusal the test expects to be there: `said(upgradeRefusal(...) ?? fail())`. */
export function fail(): never {
  throw new Error('expected a refusal, got none');
}
