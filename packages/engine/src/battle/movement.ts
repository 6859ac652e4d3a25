/**
 * Movement (spec §5 move; DESIGN §3): a move goes straight to any free tile, costing its Manhattan
 * distance in AP. [decided] A unit covers mobility / 40 tiles per AP (rounded down), so a Ranger in
 * a standard vest (mobility 80) runs two tiles per AP, most soldiers one, and a unit whose
 * mobility Disabling Shot or Flashbang pushed under 40 is pinned where it stands, as is one under
 * Suppression's pin.
 */
import { BATTLE_RULES } from '../content/battle';
import { isRooted, mobilityPenalty } from './effects';
import { BATTLE_GRID_SIZE, manhattan, tileIndex } from './map';
import type { BattleState, BattleUnit, TileTarget } from './types';

export function tilesPerAp(unit: BattleUnit): number {
  if (isRooted(unit)) return 0;
  return Math.floor(Math.max(0, unit.mobility - mobilityPenalty(unit)) / BATTLE_RULES.mobilityPerTile);
}

/** AP a move to (x, y) costs, or null when the unit cannot move at all. */
export function moveCost(unit: BattleUnit, x: number, y: number): number | null {
  const perAp = tilesPerAp(unit);
  if (perAp === 0) return null;
  return Math.ceil(manhattan(unit, { x, y }) / perAp);
}

export interface ReachableTile extends TileTarget {
  apCost: number;
}

/** Every free tile the unit can reach with the AP it has, nearest first. */
export function reachableFrom(battle: BattleState, unit: BattleUnit): ReachableTile[] {
  const tiles: ReachableTile[] = [];
  if (unit.hp <= 0 || unit.ap <= 0) return tiles;
  // moveCost's arithmetic with the unit's pace read once (the commanders ask this for every tile).
  const perAp = tilesPerAp(unit);
  if (perAp === 0) return tiles;
  const reach = perAp * unit.ap;
  // The tiles any unit stands on, read once (isOccupied's rule: a living unit, or a downed soldier).
  const occupied = new Set<number>();
  for (const other of battle.units) {
    if (other.hp > 0 || other.type === 'soldier') occupied.add(tileIndex(other.x, other.y));
  }
  // Nearest first, each distance in the grid's order: one list per distance, no sort.
  const byDistance: ReachableTile[][] = Array.from({ length: reach + 1 }, () => []);
  for (let y = Math.max(0, unit.y - reach); y <= Math.min(BATTLE_GRID_SIZE - 1, unit.y + reach); y++) {
    for (let x = 0; x < BATTLE_GRID_SIZE; x++) {
      if (x === unit.x && y === unit.y) continue;
      const distance = Math.abs(x - unit.x) + Math.abs(y - unit.y);
      if (distance > reach || occupied.has(tileIndex(x, y))) continue;
      byDistance[distance]?.push({ x, y, apCost: Math.ceil(distance / perAp) });
    }
  }
  return byDistance.flat();
}
