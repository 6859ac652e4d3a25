// FROZEN: the battle rules as of rules version 4 (commit c404ea4), never edited. Used only to replay records
// made under rules <= 4 (legacy/replay-battle-v4.ts); the rules fingerprint does not include it.
/**
 * The 12x12 battlefield: tiles, cover and distances, all in integers (spec §3 map, §9 battle).
 */
import type { BattleState, BattleUnit, Cover } from './types';

export const BATTLE_GRID_SIZE = 12;
export const TILE_COUNT = BATTLE_GRID_SIZE * BATTLE_GRID_SIZE;
/** Spec §9: 25 random cover tiles, each half or full with equal chance. */
export const COVER_TILE_COUNT = 25;

export function inGrid(x: number, y: number): boolean {
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < BATTLE_GRID_SIZE && y < BATTLE_GRID_SIZE;
}

export function tileIndex(x: number, y: number): number {
  return y * BATTLE_GRID_SIZE + x;
}

export function coverAt(battle: Pick<BattleState, 'tiles'>, x: number, y: number): Cover {
  return battle.tiles[tileIndex(x, y)] ?? 'none';
}

export function manhattan(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
}

/**
 * The unit standing on a tile: any living unit, or a downed soldier (who stays where they fell,
 * so Revival Protocol can reach them). Killed enemies leave the field.
 */
export function unitAt(battle: Pick<BattleState, 'units'>, x: number, y: number): BattleUnit | undefined {
  let downed: BattleUnit | undefined;
  for (const unit of battle.units) {
    if (unit.x !== x || unit.y !== y) continue;
    if (unit.hp > 0) return unit;
    if (unit.type === 'soldier') downed = unit;
  }
  return downed;
}

export function isOccupied(battle: Pick<BattleState, 'units'>, x: number, y: number): boolean {
  return unitAt(battle, x, y) !== undefined;
}
