/**
 * Battle refusals: values with the spec's exact combat-log message (spec §5, §8) and a stable
 * code. A refused action never changes the battle.
 */
export type BattleErrorCode =
  | 'battle_over'
  | 'not_your_turn'
  | 'no_unit_selected'
  | 'cannot_select'
  | 'out_of_grid'
  | 'tile_occupied'
  | 'out_of_reach'
  | 'no_target'
  | 'friendly_target'
  | 'not_enough_ap'
  | 'ability_not_enough_ap'
  | 'ability_on_cooldown'
  | 'no_uses'
  | 'needs_target'
  | 'not_downed'
  | 'allies_only'
  | 'deadeye_target'
  | 'invalid_target'
  | 'unknown_ability'
  | 'no_line_of_sight'
  | 'full_health'
  | 'invalid_action';

export interface BattleError {
  code: BattleErrorCode;
  message: string;
}

/** The spec's combat-log messages, word for word; the few it leaves unwritten are [decided]. */
export const BATTLE_MESSAGES = {
  tileOccupied: 'Tile is occupied!',
  outOfReach: 'Not enough AP to reach that position!',
  noTarget: 'No target at that position!',
  friendlyTarget: 'Cannot target friendly units!',
  notEnoughApToShoot: 'Not enough AP to shoot!',
  notEnoughApForAbility: 'Not enough AP to use that ability!',
  noUses: 'No uses remaining for this mission',
  needsTarget: 'Must select a valid target for this ability',
  notDowned: 'Target must be downed to revive',
  alliesOnly: 'Can only protect allies',
  deadeyeTarget: 'Invalid target for Deadeye',
  invalidTarget: 'Invalid target',
  unknownAbility: 'Unknown ability',
  noLineOfSight: 'No line of sight to target!',
  /** [decided] the spec names the case ("Medkit target already at full health") without its words. */
  fullHealth: 'Target is already at full health!',
  /** [decided] An ability's target beyond its reach (Medkit, Revival Protocol: 1 tile; Rocket Launcher, Flashbang: 6). */
  outOfReachTarget: 'Target is out of reach',
  /** [decided] */
  battleOver: 'The battle is over',
  notYourTurn: 'Wait for your turn',
  noUnitSelected: 'Select a unit first',
  cannotSelect: 'That unit cannot act',
  outOfGrid: 'That position is outside the battlefield',
} as const;

export function onCooldownMessage(turns: number): string {
  return `Ability on cooldown (${turns} turns remaining)`;
}

export function battleError(code: BattleErrorCode, message: string): { ok: false; error: BattleError } {
  return { ok: false, error: { code, message } };
}
