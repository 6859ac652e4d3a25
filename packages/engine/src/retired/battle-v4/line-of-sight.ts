// FROZEN: the battle rules as of rules version 4 (commit c404ea4), never edited. Used only to replay records
// made under rules <= 4 (legacy/replay-battle-v4.ts); the rules fingerprint does not include it.
/**
 * Line of sight in integers: Bresenham's line between the two tile centres, drawn from the
 * lower-indexed end so that A sees B exactly when B sees A. A full-cover tile strictly between
 * them blocks the view; half cover and units do not (spec §4: full-cover tiles block attacks).
 */
import { coverAt, tileIndex } from './map';
import type { BattleState } from './types';

interface Point {
  x: number;
  y: number;
}

/** The tiles strictly between a and b on the line (endpoints excluded). */
export function tilesBetween(a: Point, b: Point): Point[] {
  const [from, to] = tileIndex(a.x, a.y) <= tileIndex(b.x, b.y) ? [a, b] : [b, a];
  const dx = Math.abs(to.x - from.x);
  const dy = -Math.abs(to.y - from.y);
  const sx = from.x < to.x ? 1 : -1;
  const sy = from.y < to.y ? 1 : -1;
  let error = dx + dy;
  let x = from.x;
  let y = from.y;
  const between: Point[] = [];
  while (x !== to.x || y !== to.y) {
    const doubled = 2 * error;
    if (doubled >= dy) {
      error += dy;
      x += sx;
    }
    if (doubled <= dx) {
      error += dx;
      y += sy;
    }
    if (x !== to.x || y !== to.y) between.push({ x, y });
  }
  return between;
}

export function hasLineOfSight(battle: Pick<BattleState, 'tiles'>, a: Point, b: Point): boolean {
  return tilesBetween(a, b).every((p) => coverAt(battle, p.x, p.y) !== 'full');
}
