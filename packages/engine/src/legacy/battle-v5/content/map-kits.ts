// FROZEN: the battle rules as of rules version 5 (commit 9844127), never edited. Used only to replay records
// made under rules version 5 (legacy/frozen-battle-rules.ts); the rules fingerprint does not include it.
/**
 * Map kits (issue 24): the shapes a battlefield's cover comes in, per kind of mission, instead of the
 * description's uniform scatter. A kit is a list of pieces; the battle's seed picks a piece and a
 * place for it, again and again, until the field holds its 25 cover tiles (a piece that would pass
 * 25 is cut short). `battle/create.ts` places them; GAME_RULES §14 "The field".
 */
import type { Cover } from './ids';

/** One tile of a piece: its offset from the piece's anchor and its cover. */
export type CoverCell = readonly [dx: number, dy: number, cover: Cover];

export interface MapKit {
  id: MapKitId;
  /** Each piece is equally likely to be drawn. */
  pieces: readonly (readonly CoverCell[])[];
}

export const MAP_KIT_IDS = ['scatter', 'road', 'urban', 'wilds', 'trenches'] as const;
export type MapKitId = (typeof MAP_KIT_IDS)[number];

const HALF = 'half';
const FULL = 'full';

export const MAP_KITS: Readonly<Record<MapKitId, MapKit>> = {
  /** The description's field: single tiles, half or full with equal chance (the practice battle). */
  scatter: { id: 'scatter', pieces: [[[0, 0, HALF]], [[0, 0, FULL]]] },
  /** A convoy route: wrecked vehicles (two full tiles in a row) and loose debris. */
  road: {
    id: 'road',
    pieces: [
      [
        [0, 0, FULL],
        [1, 0, FULL],
      ],
      [
        [0, 0, FULL],
        [0, 1, FULL],
      ],
      [[0, 0, HALF]],
      [
        [0, 0, HALF],
        [1, 0, HALF],
      ],
    ],
  },
  /** Streets: wall corners and short walls of full cover, with a half-cover doorway. */
  urban: {
    id: 'urban',
    pieces: [
      [
        [0, 0, FULL],
        [1, 0, FULL],
        [0, 1, FULL],
      ],
      [
        [0, 0, FULL],
        [1, 0, HALF],
        [2, 0, FULL],
      ],
      [
        [0, 0, FULL],
        [0, 1, HALF],
        [0, 2, FULL],
      ],
    ],
  },
  /** Woods and scrub: clumps of half cover around a single full trunk or rock. */
  wilds: {
    id: 'wilds',
    pieces: [
      [
        [0, 0, HALF],
        [1, 0, HALF],
        [0, 1, HALF],
      ],
      [
        [0, 0, FULL],
        [1, 1, HALF],
      ],
      [
        [0, 0, HALF],
        [1, 1, HALF],
        [2, 0, HALF],
      ],
    ],
  },
  /** A defended line: long east–west trenches of half cover and full-cover bunkers. */
  trenches: {
    id: 'trenches',
    pieces: [
      [
        [0, 0, HALF],
        [1, 0, HALF],
        [2, 0, HALF],
        [3, 0, HALF],
      ],
      [
        [0, 0, FULL],
        [1, 0, FULL],
      ],
      [
        [0, 0, HALF],
        [1, 0, HALF],
        [2, 0, FULL],
      ],
    ],
  },
};
