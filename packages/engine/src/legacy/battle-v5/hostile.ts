// FROZEN: the battle rules as of rules version 5 (commit 9844127), never edited. Used only to replay records
// made under rules version 5 (legacy/frozen-battle-rules.ts); the rules fingerprint does not include it.
/**
 * A hostile's type as the rules read it (issue 24): its catalogue entry (content/hostiles.ts) and the
 * tiles a grenadier's blast covers. A unit without a type (a soldier) reads as the trooper.
 */
import { HOSTILE_TYPES, type HostileType } from './content/hostiles';
import { inGrid, manhattan } from './map';
import type { BattleUnit, TileTarget } from './types';

export function hostileOf(unit: Pick<BattleUnit, 'hostileType'>): HostileType {
  return HOSTILE_TYPES[unit.hostileType ?? 'trooper'];
}

/** A hostile's shot range (Manhattan). */
export function hostileRange(unit: Pick<BattleUnit, 'hostileType'>): number {
  return hostileOf(unit).range;
}

/** The tiles within `radius` of `centre` on the grid, row by row. */
export function blastTiles(centre: TileTarget, radius: number): TileTarget[] {
  const tiles: TileTarget[] = [];
  for (let y = centre.y - radius; y <= centre.y + radius; y++) {
    for (let x = centre.x - radius; x <= centre.x + radius; x++) {
      if (inGrid(x, y) && manhattan(centre, { x, y }) <= radius) tiles.push({ x, y });
    }
  }
  return tiles;
}

/** The tiles a hostile's announced blast will hit when it lands; empty when none is announced. */
export function announcedBlastTiles(unit: BattleUnit): TileTarget[] {
  const { blast } = hostileOf(unit);
  if (!unit.announcedBlast || !blast || unit.hp <= 0) return [];
  return blastTiles(unit.announcedBlast, blast.radius);
}
