/**
 * What the battle screen draws, asked of the rules (the screen computes none of it): the odds of a
 * shot with its parts, where a unit can go, what an ability can be aimed at, and why not.
 */

import { ABILITY_BY_ID } from '../content/abilities';
import { abilityRefusal, abilityTargets } from './abilities';
import { shotApCost } from './apply';
import { withDamageBonus } from './combat';
import { findUnit, livingUnits } from './context';
import { type BattleError, battleRefusal } from './errors';
import { type HitChance, hitChanceBetween, isFlanked } from './hit-chance';
import { hostileRange } from './hostile';
import { hasLineOfSight } from './line-of-sight';
import { BATTLE_GRID_SIZE, coverAt, manhattan } from './map';
import { type ReachableTile, reachableFrom } from './movement';
import type { BattleState, BattleUnit, TileTarget } from './types';

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
    unit !== undefined &&
    battle.status === 'playing' &&
    battle.side === side &&
    unit.hp > 0 &&
    unit.ap >= shotApCost(unit)
  );
}

/** Enemies the unit can shoot now (in sight, with the AP for a shot). */
export function shootableTargets(battle: BattleState, unitId: string): TileTarget[] {
  const unit = findUnit(battle, unitId);
  if (!unit || unit.hp <= 0 || unit.ap < shotApCost(unit) || battle.status !== 'playing') return [];
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

export interface Threat {
  /** The hostile that shoots, and the soldier it shoots at. */
  shooterId: string;
  targetId: string;
  chance: number;
}

/** Whether a hostile could shoot the soldier from where it stands (in its range and in sight). */
function threatens(battle: BattleState, enemy: BattleUnit, soldier: BattleUnit): boolean {
  return manhattan(enemy, soldier) <= hostileRange(enemy) && hasLineOfSight(battle, enemy, soldier);
}

/** The hostile's chance to hit each living soldier it could shoot from where it stands now, likeliest first. */
export function enemyThreats(battle: BattleState, enemyId: string): Threat[] {
  const enemy = findUnit(battle, enemyId);
  if (enemy?.type !== 'enemy' || enemy.hp <= 0) return [];
  return livingUnits(battle, 'soldier')
    .filter((soldier) => threatens(battle, enemy, soldier))
    .map((soldier) => ({
      shooterId: enemy.id,
      targetId: soldier.id,
      chance: hitChanceBetween(battle, enemy, soldier).chance,
    }))
    .sort((a, b) => b.chance - a.chance);
}

/** The soldier's worst exposure: the likeliest shot any hostile has at them from where it stands; null when none can. */
export function worstExposure(battle: BattleState, soldierId: string): Threat | null {
  const soldier = findUnit(battle, soldierId);
  if (soldier?.type !== 'soldier' || soldier.hp <= 0) return null;
  let worst: Threat | null = null;
  for (const enemy of livingUnits(battle, 'enemy')) {
    if (!threatens(battle, enemy, soldier)) continue;
    const { chance } = hitChanceBetween(battle, enemy, soldier);
    if (!worst || chance > worst.chance) worst = { shooterId: enemy.id, targetId: soldier.id, chance };
  }
  return worst;
}

/**
 * The tiles a move passes on its way, for the screen to draw: a move goes straight to its tile
 * (movement.ts), drawn along the longer axis first, then the other; both ends included.
 */
export function movePath(from: TileTarget, to: TileTarget): TileTarget[] {
  const path: TileTarget[] = [{ x: from.x, y: from.y }];
  let { x, y } = from;
  const xFirst = Math.abs(to.x - from.x) >= Math.abs(to.y - from.y);
  const walk = (axis: 'x' | 'y') => {
    while ((axis === 'x' ? x : y) !== to[axis]) {
      if (axis === 'x') x += Math.sign(to.x - x);
      else y += Math.sign(to.y - y);
      path.push({ x, y });
    }
  };
  walk(xFirst ? 'x' : 'y');
  walk(xFirst ? 'y' : 'x');
  return path;
}

/**
 * Downed soldiers Revival Protocol can still bring back in this battle: a living ally holds it with
 * a use left (K.I.A. otherwise, when the battle ends).
 */
export function revivableSoldiers(battle: BattleState): string[] {
  const reviver = livingUnits(battle, 'soldier').some((s) =>
    s.abilities.some((a) => a.id === 'revival_protocol' && (a.usesRemaining === null || a.usesRemaining > 0)),
  );
  if (!reviver) return [];
  return battle.units.filter((u) => u.type === 'soldier' && u.hp <= 0).map((u) => u.id);
}

/** Issue 35: what standing on a tile would mean for a soldier: the likeliest shot at them there, and who flanks them. */
export interface Exposure {
  worst: Threat | null;
  /** Hostiles that could shoot them there from the side of their cover (cover counts for nothing). */
  flankedBy: string[];
}

/**
 * The soldier's exposure if they stood on `at` now (the destination a move would reach), asked of the
 * same rules as `worstExposure`: every living hostile in range and sight, with the hit chance it would
 * have, and those that would flank cover there. The screen previews it under the cursor.
 */
export function exposureAt(battle: BattleState, soldierId: string, at: TileTarget): Exposure {
  const soldier = findUnit(battle, soldierId);
  if (soldier?.type !== 'soldier' || soldier.hp <= 0) return { worst: null, flankedBy: [] };
  const moved: BattleUnit = { ...soldier, x: at.x, y: at.y };
  const there: BattleState = { ...battle, units: battle.units.map((u) => (u.id === soldierId ? moved : u)) };
  const covered = coverAt(battle, at.x, at.y) !== 'none';
  let worst: Threat | null = null;
  const flankedBy: string[] = [];
  for (const enemy of livingUnits(there, 'enemy')) {
    if (!threatens(there, enemy, moved)) continue;
    const { chance } = hitChanceBetween(there, enemy, moved);
    if (!worst || chance > worst.chance) worst = { shooterId: enemy.id, targetId: soldierId, chance };
    if (covered && isFlanked(enemy, moved)) flankedBy.push(enemy.id);
  }
  return { worst, flankedBy };
}

/**
 * Issue 35: the tiles an ability would reach if used now — its blast or cloud, centred on the caster
 * (an ability without a target, such as Smoke Bomb) or on the aimed tile — for the board to draw;
 * empty for an ability without an area. The same Manhattan radius the rules apply (abilities.ts).
 */
export function abilityArea(battle: BattleState, casterId: string, abilityId: string, at?: TileTarget): TileTarget[] {
  const caster = findUnit(battle, casterId);
  const numbers = ABILITY_BY_ID.get(abilityId)?.battle;
  if (!caster || numbers?.radius === undefined) return [];
  const { radius } = numbers;
  const centre = numbers.targeting === 'none' ? caster : at;
  if (!centre) return [];
  const tiles: TileTarget[] = [];
  for (let y = 0; y < BATTLE_GRID_SIZE; y++)
    for (let x = 0; x < BATTLE_GRID_SIZE; x++) if (manhattan(centre, { x, y }) <= radius) tiles.push({ x, y });
  return tiles;
}
