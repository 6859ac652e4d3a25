/** The map (map.ts): 12 × 12 tiles, row-major indices, Manhattan distance, what stands on a tile. */
import { describe, expect, it } from 'vitest';
import { BATTLE_RULES } from '../content/battle';
import { BATTLE_GRID_SIZE, coverAt, inGrid, isOccupied, manhattan, TILE_COUNT, tileIndex, unitAt } from './map';
import { scenario } from './scenario.fixture';

describe('the battle map', () => {
  it('is 12 × 12 with the squad row and the enemy spawn inside it', () => {
    expect([BATTLE_GRID_SIZE, TILE_COUNT]).toEqual([12, 144]);
    const { enemySpawn, soldierRowY, soldierFirstX } = BATTLE_RULES;
    for (const [x, y] of [
      [enemySpawn.minX, enemySpawn.minY],
      [enemySpawn.maxX, enemySpawn.maxY],
      [soldierFirstX, soldierRowY],
    ] as const)
      expect(inGrid(x, y)).toBe(true);
  });

  it.each([
    [0, 0, true],
    [11, 11, true],
    [12, 0, false],
    [0, 12, false],
    [-1, 5, false],
    [5, -1, false],
  ])('(%i, %i) is in the grid: %s', (x, y, inside) => {
    expect(inGrid(x, y)).toBe(inside);
  });

  it.each([
    [0, 0, 0],
    [11, 0, 11],
    [0, 1, 12],
    [11, 11, 143],
  ])('tile (%i, %i) is index %i (row-major)', (x, y, index) => {
    expect(tileIndex(x, y)).toBe(index);
  });

  it.each([
    [{ x: 0, y: 0 }, { x: 0, y: 0 }, 0],
    [{ x: 1, y: 10 }, { x: 4, y: 6 }, 7],
    [{ x: 11, y: 0 }, { x: 0, y: 11 }, 22],
  ])('Manhattan distance from %o to %o is %i', (a, b, distance) => {
    expect(manhattan(a, b)).toBe(distance);
    expect(manhattan(b, a)).toBe(distance);
  });

  it('reads the cover of a tile and the living unit standing on it', () => {
    const battle = scenario({
      soldiers: [{ x: 2, y: 10 }],
      enemies: [{ x: 9, y: 1, hp: 0 }],
      cover: [{ x: 3, y: 3, cover: 'full' }],
    });
    expect([coverAt(battle, 3, 3), coverAt(battle, 4, 3)]).toEqual(['full', 'none']);
    expect(unitAt(battle, 2, 10)?.id).toBe('soldier-1');
    expect(isOccupied(battle, 2, 10)).toBe(true);
    // A fallen hostile no longer holds its tile.
    expect([unitAt(battle, 9, 1), isOccupied(battle, 9, 1)]).toEqual([undefined, false]);
  });
});
