// FROZEN: the battle rules as of rules version 5 (commit 9844127), never edited. Used only to replay records
// made under rules version 5 (legacy/frozen-battle-rules.ts); the rules fingerprint does not include it.
/**
 * Line of sight in integers: Bresenham's line between the two tile centres, drawn from the
 * lower-indexed end so that A sees B exactly when B sees A. A full-cover tile strictly between
 * them blocks the view; half cover and units do not (spec §4: full-cover tiles block attacks).
 * Issue 24 [decided]: sight reaches 7 tiles (Manhattan, `BATTLE_RULES.sightRange`), so hostile pods
 * can start unseen and the first shots come at closer, better odds.
 */
import { BATTLE_RULES } from './content/battle';
import { coverAt, manhattan, tileIndex } from './map';
import type { BattleState } from './types';

interface Point {
  x: number;
  y: number;
}

/**
 * Walks the tiles strictly between a and b on the line (endpoints excluded), from the lower-indexed
 * end, while `visit` answers true; true when every tile was visited. No array is built: the enemy AI
 * asks for sight thousands of times a turn.
 */
function everyTileBetween(a: Point, b: Point, visit: (x: number, y: number) => boolean): boolean {
  const [from, to] = tileIndex(a.x, a.y) <= tileIndex(b.x, b.y) ? [a, b] : [b, a];
  const dx = Math.abs(to.x - from.x);
  const dy = -Math.abs(to.y - from.y);
  const sx = from.x < to.x ? 1 : -1;
  const sy = from.y < to.y ? 1 : -1;
  let error = dx + dy;
  let x = from.x;
  let y = from.y;
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
    if ((x !== to.x || y !== to.y) && !visit(x, y)) return false;
  }
  return true;
}

/** The tiles strictly between a and b on the line (endpoints excluded). */
export function tilesBetween(a: Point, b: Point): Point[] {
  const between: Point[] = [];
  everyTileBetween(a, b, (x, y) => between.push({ x, y }) > 0);
  return between;
}

/** Whether a sees b: within sight range, and no full cover on the line between them. */
export function hasLineOfSight(battle: Pick<BattleState, 'tiles'>, a: Point, b: Point): boolean {
  if (manhattan(a, b) > BATTLE_RULES.sightRange) return false;
  return everyTileBetween(a, b, (x, y) => coverAt(battle, x, y) !== 'full');
}
