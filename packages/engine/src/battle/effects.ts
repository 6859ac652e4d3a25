/**
 * What the timed effects on a unit add up to (spec §3 temporary flags). Each effect names the
 * ability that left it; the numbers are that ability's (content/abilities.ts), read here only.
 * What a status adds is read from its ability's numbers (`effectModifiers`).
 */
import { ABILITY_BY_ID, type AbilityBattleEffect, type AbilityId } from '../content/abilities';
import type { BattleUnit } from './types';

/** What one timed effect adds to the unit carrying it. */
export interface EffectModifiers {
  /** Points of hit chance the unit's own shots lose. */
  aimPenalty: number;
  mobilityPenalty: number;
  /** Points of hit chance shots at the unit lose. */
  defenseBonus: number;
  /** Percent more damage the unit deals. */
  damageBonusPercent: number;
  /** Points of hit chance shots at the unit gain. */
  aimBonus: number;
  /** The unit cannot move at all (Suppression's pin). */
  rooted: boolean;
}

const NONE: EffectModifiers = {
  aimPenalty: 0,
  mobilityPenalty: 0,
  defenseBonus: 0,
  damageBonusPercent: 0,
  aimBonus: 0,
  rooted: false,
};

/**
 * Issue 31: what an ability's timed status adds — the modifiers among its numbers, for an ability
 * whose primitives leave a status (`status`, or `pin`, which also roots); nothing for any other
 * (Deadeye's `aimBonus` is its own shot's, not a status). An absent number adds nothing.
 */
export function effectModifiers(numbers: AbilityBattleEffect): EffectModifiers {
  const pins = numbers.does.includes('pin');
  if (!pins && !numbers.does.includes('status')) return NONE;
  return {
    aimPenalty: numbers.aimPenalty ?? 0,
    mobilityPenalty: numbers.mobilityPenalty ?? 0,
    defenseBonus: numbers.defenseBonus ?? 0,
    damageBonusPercent: numbers.damageBonusPercent ?? 0,
    aimBonus: numbers.aimBonus ?? 0,
    rooted: pins,
  };
}

function sum(unit: BattleUnit, pick: (modifiers: EffectModifiers) => number): number {
  let total = 0;
  for (const effect of unit.effects) {
    const definition = ABILITY_BY_ID.get(effect.abilityId);
    if (definition) total += pick(effectModifiers(definition.battle));
  }
  return total;
}

/** Aim lost to Suppression, Suppressing Fire, Disabling Shot and Flashbang (points of hit chance). */
export function aimPenalty(unit: BattleUnit): number {
  return sum(unit, (m) => m.aimPenalty);
}

/** Mobility lost to Disabling Shot and Flashbang. */
export function mobilityPenalty(unit: BattleUnit): number {
  return sum(unit, (m) => m.mobilityPenalty);
}

/** Suppression's pin: the unit cannot move while it lasts. */
export function isRooted(unit: BattleUnit): boolean {
  return unit.effects.some((effect) => {
    const definition = ABILITY_BY_ID.get(effect.abilityId);
    return definition !== undefined && effectModifiers(definition.battle).rooted;
  });
}

/** Defense from Smoke Bomb and Bunker Down (points of hit chance the attacker loses). */
export function defenseBonus(unit: BattleUnit): number {
  return sum(unit, (m) => m.defenseBonus);
}

/** Extra damage in percent (Bunker Down). */
export function damageBonusPercent(unit: BattleUnit): number {
  return sum(unit, (m) => m.damageBonusPercent);
}

/** Aim every attacker gains against this unit (Holo-Targeting's mark). */
export function markedAimBonus(unit: BattleUnit): number {
  return sum(unit, (m) => m.aimBonus);
}

export function hasEffect(unit: BattleUnit, abilityId: AbilityId): boolean {
  return unit.effects.some((e) => e.abilityId === abilityId);
}

/** Puts an effect on a unit; the same ability again refreshes it instead of stacking. */
export function applyEffect(unit: BattleUnit, abilityId: AbilityId, turns: number, sourceId: string): void {
  unit.effects = [...unit.effects.filter((e) => e.abilityId !== abilityId), { abilityId, turnsLeft: turns, sourceId }];
}
