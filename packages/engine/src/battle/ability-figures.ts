/**
 * An ability's numbers in battle units, for the screen to show beside it (DESIGN §3: the ability
 * table's amounts convert at 20 campaign points per battle HP): damage and healing in HP, reach and
 * radius in tiles, AP, cooldown and uses left. The same conversions the rules apply (abilities.ts).
 */
import { ABILITY_BY_ID, type AbilityTargeting } from '../content/abilities';
import { battlePoints } from '../content/battle';
import { abilityDamage, PRIMITIVES, revivedHp } from './abilities';
import { withDamageBonus } from './combat';
import { findUnit } from './context';
import type { BattleState } from './types';

export interface AbilityFigures {
  abilityId: string;
  targeting: AbilityTargeting;
  apCost: number;
  /** Turns it cools down after use, and turns still to wait now (0 = ready). */
  cooldown: number;
  cooldownLeft: number;
  /** null = unlimited. */
  usesLeft: number | null;
  endsTurn: boolean;
  /** HP per hit (per shot for Double Tap), or to every hostile in the blast. */
  damage?: number;
  shots?: number;
  /** A shot that must land, rolled like any other (Deadeye, Disabling Shot, Double Tap) unless `sureHit`. */
  sureHit?: boolean;
  /** Suppression's pin: the target cannot move while it lasts. */
  rooted?: boolean;
  heal?: number;
  /** HP a revived soldier gets back. */
  revivedHp?: number;
  /** Furthest target in tiles; absent = anywhere in sight (or, for 'none', the caster). */
  reach?: number;
  /** Blast or area in tiles around the target (around the caster for 'none'). */
  radius?: number;
  /** Turns its effect lasts. */
  duration?: number;
  /** Points of hit chance: taken off shots at the allies it covers, off the target's aim, or added against the
   * target (Holo-Targeting's mark, Deadeye's own shot). */
  defenseBonus?: number;
  aimPenalty?: number;
  aimBonus?: number;
}

/** The figures for one of the unit's abilities now; null for an unknown unit or ability. */
export function abilityFigures(battle: BattleState, unitId: string, abilityId: string): AbilityFigures | null {
  const unit = findUnit(battle, unitId);
  const owned = unit?.abilities.find((a) => a.id === abilityId);
  const definition = ABILITY_BY_ID.get(abilityId);
  if (!unit || !owned || !definition) return null;
  const numbers = definition.battle;
  const figures: AbilityFigures = {
    abilityId,
    targeting: numbers.targeting,
    apCost: owned.apCost,
    cooldown: definition.cooldown,
    cooldownLeft: owned.currentCooldown,
    usesLeft: owned.usesRemaining,
    endsTurn: definition.endsTurn,
  };
  const damage = abilityDamage(unit, definition);
  if (damage !== null) figures.damage = withDamageBonus(unit, damage);
  if (numbers.shots !== undefined) figures.shots = numbers.shots;
  // A hostile-aimed ability with no rolled shot never misses (Suppression, Holo-Targeting).
  if (numbers.targeting === 'enemy' && !numbers.does.some((p) => PRIMITIVES[p].rolls)) figures.sureHit = true;
  if (numbers.does.includes('pin')) figures.rooted = true;
  if (numbers.heal !== undefined) figures.heal = battlePoints(numbers.heal);
  if (numbers.does.includes('revive')) figures.revivedHp = revivedHp(unit.maxHp, numbers);
  if ('reach' in numbers) figures.reach = numbers.reach;
  if ('radius' in numbers) figures.radius = numbers.radius;
  if ('duration' in numbers) figures.duration = numbers.duration;
  if ('defenseBonus' in numbers) figures.defenseBonus = numbers.defenseBonus;
  if ('aimPenalty' in numbers) figures.aimPenalty = numbers.aimPenalty;
  if ('aimBonus' in numbers) figures.aimBonus = numbers.aimBonus;
  return figures;
}
