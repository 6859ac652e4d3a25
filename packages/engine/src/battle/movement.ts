/**
 * Movement (spec §5 move; DESIGN §3): a move goes straight to any free tile, costing its Manhattan
 * distance in AP. [decided] A unit covers mobility / 40 tiles per AP (rounded down), so a Ranger in
 * a standard vest (mobility 80) runs two tiles per AP, most soldiers one, and a unit whose
 * mobility Disabling Shot or Flashbang pushed under 40 is pinned where it stands, as is one under
 * Suppression's pin.
 */
import { BATTLE_RULES } from '../content/battle';
import { isRooted, mobilityPenalty } from './effects';
import { BATTLE_GRID_SIZE, manhattan, TILE_COUNT, tileIndex } from './map';
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
  const occupied = new Uint8Array(TILE_COUNT);
  for (const other of battle.units) {
    if (other.hp > 0 || other.type === 'soldier') occupied[tileIndex(other.x, other.y)] = 1;
  }
  // Nearest first, and at one distance in the grid's order (row by row, west to east): no sort.
  for (let distance = 1; distance <= reach; distance++) {
    const apCost = Math.ceil(distance / perAp);
    for (let y = Math.max(0, unit.y - distance); y <= Math.min(BATTLE_GRID_SIZE - 1, unit.y + distance); y++) {
      const side = distance - Math.abs(y - unit.y);
      for (const x of side === 0 ? [unit.x] : [unit.x - side, unit.x + side]) {
        if (x < 0 || x >= BATTLE_GRID_SIZE || occupied[tileIndex(x, y)] === 1) continue;
        tiles.push({ x, y, apCost });
      }
    }
  }
  return tiles;
}
