// FROZEN: the battle rules as of rules version 4 (commit c404ea4), never edited. Used only to replay records
// made under rules <= 4 (legacy/replay-battle-v4.ts); the rules fingerprint does not include it.
/**
 * What the timed effects on a unit add up to (spec §3 temporary flags). Each effect names the
 * ability that left it; the numbers are that ability's (content/abilities.ts), read here only.
 */
import { ABILITY_BY_ID, type AbilityBattleEffect, type AbilityId } from './content/abilities';
import type { BattleUnit } from './types';

function effectNumbers(abilityId: AbilityId): AbilityBattleEffect | undefined {
  return ABILITY_BY_ID.get(abilityId)?.battle;
}

function sum(unit: BattleUnit, pick: (effect: AbilityBattleEffect) => number | undefined): number {
  let total = 0;
  for (const effect of unit.effects) {
    const numbers = effectNumbers(effect.abilityId);
    if (numbers) total += pick(numbers) ?? 0;
  }
  return total;
}

/** Aim lost to Suppression, Suppressing Fire, Disabling Shot and Flashbang (points of hit chance). */
export function aimPenalty(unit: BattleUnit): number {
  return sum(unit, (n) => n.aimPenalty);
}

/** Mobility lost to Disabling Shot and Flashbang. */
export function mobilityPenalty(unit: BattleUnit): number {
  return sum(unit, (n) => n.mobilityPenalty);
}

/** Defense from Smoke Bomb and Bunker Down (points of hit chance the attacker loses). */
export function defenseBonus(unit: BattleUnit): number {
  return sum(unit, (n) => n.defenseBonus);
}

/** Extra damage in percent (Bunker Down). */
export function damageBonusPercent(unit: BattleUnit): number {
  return sum(unit, (n) => n.damageBonusPercent);
}

/** Aim every attacker gains against this unit (Holo-Targeting's mark). */
export function markedAimBonus(unit: BattleUnit): number {
  return sum(unit, (n) => n.aimBonus);
}

export function hasEffect(unit: BattleUnit, abilityId: AbilityId): boolean {
  return unit.effects.some((e) => e.abilityId === abilityId);
}

/** Puts an effect on a unit; the same ability again refreshes it instead of stacking. */
export function applyEffect(unit: BattleUnit, abilityId: AbilityId, turns: number, sourceId: string): void {
  unit.effects = [...unit.effects.filter((e) => e.abilityId !== abilityId), { abilityId, turnsLeft: turns, sourceId }];
}
