// FROZEN: the battle rules as of rules version 5 (commit 9844127), never edited. Used only to replay records
// made under rules version 5 (legacy/frozen-battle-rules.ts); the rules fingerprint does not include it.
/**
 * What the timed effects on a unit add up to (spec §3 temporary flags). Each effect names the
 * ability that left it; the numbers are that ability's (content/abilities.ts), read here only.
 * Every effect kind says what it adds in `MODIFIERS_BY_KIND` (checked to cover every kind), so no
 * number is read with a default.
 */
import {
  ABILITY_BY_ID,
  type AbilityBattleEffect,
  type AbilityEffectOf,
  type AbilityId,
  type AbilityKind,
} from './content/abilities';
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
 * Every ability kind → what its timed effect adds. A new kind without an entry here fails to
 * compile (battle/ability-kinds.typetest.ts shows how).
 */
export const MODIFIERS_BY_KIND = {
  heal: () => NONE,
  revive: () => NONE,
  smoke: (n) => ({ ...NONE, defenseBonus: n.defenseBonus }),
  guard: () => NONE,
  overwatch: () => NONE,
  aimed_shot: () => NONE,
  crippling_shot: (n) => ({ ...NONE, aimPenalty: n.aimPenalty, mobilityPenalty: n.mobilityPenalty }),
  volley: () => NONE,
  suppressing_burst: (n) => ({ ...NONE, aimPenalty: n.aimPenalty }),
  pin: (n) => ({ ...NONE, aimPenalty: n.aimPenalty, rooted: true }),
  daze_area: (n) => ({ ...NONE, aimPenalty: n.aimPenalty, mobilityPenalty: n.mobilityPenalty }),
  sweep: () => NONE,
  blast: () => NONE,
  kill_streak: () => NONE,
  mark: (n) => ({ ...NONE, aimBonus: n.aimBonus }),
  dig_in: (n) => ({ ...NONE, defenseBonus: n.defenseBonus, damageBonusPercent: n.damageBonusPercent }),
} satisfies { [K in AbilityKind]: (numbers: AbilityEffectOf<K>) => EffectModifiers };

export function effectModifiers(numbers: AbilityBattleEffect): EffectModifiers {
  const modifiers = MODIFIERS_BY_KIND[numbers.kind] as (n: AbilityBattleEffect) => EffectModifiers;
  return modifiers(numbers);
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
