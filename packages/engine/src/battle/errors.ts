/**
 * Battle refusals: facts, a stable code with its parameters (spec §5, §8), never a sentence. The
 * theme words them (words/refusal-wording.ts, `wordBattleRefusal`); vanilla's templates
 * are the spec's exact combat-log messages. A refused action never changes the battle.
 */
export interface BattleRefusalParams {
  battle_over: Record<string, never>;
  not_your_turn: Record<string, never>;
  no_unit_selected: Record<string, never>;
  cannot_select: { unitId: string | null };
  out_of_grid: { x: number; y: number };
  tile_occupied: { x: number; y: number };
  out_of_reach: { x: number; y: number; ap: number };
  no_target: { x: number; y: number };
  friendly_target: { targetId: string };
  not_enough_ap: { ap: number; needed: number };
  ability_not_enough_ap: { abilityId: string; ap: number; needed: number };
  ability_on_cooldown: { abilityId: string; turns: number };
  no_uses: { abilityId: string };
  needs_target: { abilityId: string };
  not_downed: { abilityId: string; targetId: string };
  allies_only: { abilityId: string };
  deadeye_target: { abilityId: string };
  invalid_target: { abilityId: string };
  /** [decided] An ability's target beyond its reach (Medkit, Revival Protocol: 1 tile; Rocket Launcher, Flashbang: 6). */
  target_out_of_reach: { abilityId: string; reach: number };
  unknown_ability: { abilityId: string };
  no_line_of_sight: { targetId: string | null };
  /** [decided] the spec names the case ("Medkit target already at full health") without its words. */
  full_health: { abilityId: string; targetId: string };
  /** Issue 35: a heal aimed at a downed soldier (only a revive brings them back). */
  heal_downed: { abilityId: string; targetId: string };
  invalid_action: { action: string };
}

export type BattleErrorCode = keyof BattleRefusalParams;

/** Every battle refusal code, for the wording tests. */
export const BATTLE_ERROR_CODES: readonly BattleErrorCode[] = [
  'battle_over',
  'not_your_turn',
  'no_unit_selected',
  'cannot_select',
  'out_of_grid',
  'tile_occupied',
  'out_of_reach',
  'no_target',
  'friendly_target',
  'not_enough_ap',
  'ability_not_enough_ap',
  'ability_on_cooldown',
  'no_uses',
  'needs_target',
  'not_downed',
  'allies_only',
  'deadeye_target',
  'invalid_target',
  'target_out_of_reach',
  'unknown_ability',
  'no_line_of_sight',
  'full_health',
  'heal_downed',
  'invalid_action',
];

/** One battle refusal: its code and that code's facts (a union discriminated by `code`). */
export type BattleError = {
  [C in BattleErrorCode]: { code: C; params: BattleRefusalParams[C] };
}[BattleErrorCode];

export function battleRefusal<C extends BattleErrorCode>(code: C, params: BattleRefusalParams[C]): BattleError {
  return { code, params } as BattleError;
}

export function battleError<C extends BattleErrorCode>(
  code: C,
  params: BattleRefusalParams[C],
): { ok: false; error: BattleError } {
  return { ok: false, error: battleRefusal(code, params) };
}
