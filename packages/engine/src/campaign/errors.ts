/**
 * Rule refusals are values, never exceptions (chessops' Result, boardgame.io's error codes).
 * `message` is the exact player-facing text of the spec where it gives one; `code` is stable for callers.
 */
export interface GameError {
  code: GameErrorCode;
  message: string;
}

export type GameErrorCode =
  | 'campaign_over'
  | 'invalid_action'
  | 'not_found'
  | 'slot_occupied'
  | 'out_of_grid'
  | 'insufficient_resources'
  | 'insufficient_power'
  | 'insufficient_upgrade_resources'
  | 'insufficient_healing_resources'
  | 'full_health'
  | 'invalid_nickname'
  | 'cannot_specialize'
  | 'invalid_loadout'
  | 'soldier_unavailable'
  | 'research_in_progress'
  | 'research_locked'
  | 'research_completed'
  | 'no_research'
  | 'mission_locked'
  | 'not_enough_soldiers'
  | 'invalid_squad'
  | 'invalid_mode'
  | 'mission_not_active'
  | 'invalid_battle_log'
  | 'battle_not_finished';

export type Result<T> = { ok: true; value: T } | { ok: false; error: GameError };

export function gameError(code: GameErrorCode, message: string): { ok: false; error: GameError } {
  return { ok: false, error: { code, message } };
}

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}
