/**
 * What the battle screen draws, asked of the rules (the screen computes none of it): the odds of a
 * shot with its parts, where a unit can go, what an ability can be aimed at, and why not.
 */
import { abilityRefusal, abilityTargets } from './abilities';
import { SHOT_AP_COST } from './apply';
import { withDamageBonus } from './combat';
import { findUnit } from './context';
import { type BattleError, battleRefusal } from './errors';
import { type HitChance, hitChanceBetween } from './hit-chance';
import { hasLineOfSight } from './line-of-sight';
import { type ReachableTile, reachableFrom } from './movement';
import type { BattleState, TileTarget } from './types';

/** The chance that `shooterId` hits `targetId` now, and its parts; null for unknown units. */
export function hitChance(battle: BattleState, shooterId: string, targetId: string): HitChance | null {
  const shooter = findUnit(battle, shooterId);
  const target = findUnit(battle, targetId);
  if (!shooter || !target) return null;
  return hitChanceBetween(battle, shooter, target);
}

export interface ShotPreview extends HitChance {
  targetId: string;
  lineOfSight: boolean;
  minDamage: number;
  maxDamage: number;
}

/** Everything the screen shows before a shot: the odds and the damage range. */
export function previewShot(battle: BattleState, shooterId: string, targetId: string): ShotPreview | null {
  const shooter = findUnit(battle, shooterId);
  const target = findUnit(battle, targetId);
  if (!shooter || !target) return null;
  return {
    ...hitChanceBetween(battle, shooter, target),
    targetId,
    lineOfSight: hasLineOfSight(battle, shooter, target),
    minDamage: withDamageBonus(shooter, shooter.minDamage),
    maxDamage: withDamageBonus(shooter, shooter.maxDamage),
  };
}

export function reachableTiles(battle: BattleState, unitId: string): ReachableTile[] {
  const unit = findUnit(battle, unitId);
  if (!unit || battle.status !== 'playing' || battle.side !== (unit.type === 'soldier' ? 'player' : 'enemy')) return [];
  return reachableFrom(battle, unit);
}

/** Whether the unit may shoot now at all (its turn, alive, the AP for a shot); who it can hit is `shootableTargets`. */
export function canShoot(battle: BattleState, unitId: string): boolean {
  const unit = findUnit(battle, unitId);
  const side = unit?.type === 'soldier' ? 'player' : 'enemy';
  return (
    unit !== undefined && battle.status === 'playing' && battle.side === side && unit.hp > 0 && unit.ap >= SHOT_AP_COST
  );
}

/** Enemies the unit can shoot now (in sight, with the AP for a shot). */
export function shootableTargets(battle: BattleState, unitId: string): TileTarget[] {
  const unit = findUnit(battle, unitId);
  if (!unit || unit.hp <= 0 || unit.ap < SHOT_AP_COST || battle.status !== 'playing') return [];
  return battle.units
    .filter((u) => u.type !== unit.type && u.hp > 0 && hasLineOfSight(battle, unit, u))
    .map((u) => ({ x: u.x, y: u.y }));
}

/** Tiles the ability accepts as its target now (the caster's own tile for untargeted ones). */
export function validTargets(battle: BattleState, unitId: string, abilityId: string): TileTarget[] {
  const unit = findUnit(battle, unitId);
  if (!unit || battle.status !== 'playing') return [];
  return abilityTargets(battle, unit, abilityId);
}

/** Why the unit cannot choose the ability now (AP, cooldown, uses), or null (spec §5). */
export function abilityUnavailable(battle: BattleState, unitId: string, abilityId: string): BattleError | null {
  const unit = findUnit(battle, unitId);
  if (!unit) return battleRefusal('cannot_select', { unitId });
  return abilityRefusal(unit, abilityId);
}
