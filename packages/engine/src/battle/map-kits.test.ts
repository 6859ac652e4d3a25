/**
 * Map kits (create.ts placeCover, content/map-kits.ts, issue 24): every mission's field holds the
 * description's 25 cover tiles, in its kit's pieces, placed by the seed, never under a unit.
 */
import { describe, expect, it } from 'vitest';
import { MAP_KIT_IDS, MAP_KITS } from '../content/map-kits';
import { MISSION_BATTLES } from '../content/missions';
import { sampleInput, sampleSquad } from '../tools/simulate-battle';
import { createBattle } from './create';
import { COVER_TILE_COUNT } from './map';

const TEMPLATE_OF_KIT = new Map(
  MAP_KIT_IDS.map((kit) => [kit, Object.entries(MISSION_BATTLES).find(([, b]) => b.mapKit === kit)?.[0] ?? null]),
);

describe('map kits', () => {
  it.each(MAP_KIT_IDS)('%s: 25 cover tiles by the seed, none under a unit, only its pieces’ covers', (kit) => {
    const templateId = TEMPLATE_OF_KIT.get(kit) ?? null;
    const covers = new Set(MAP_KITS[kit].pieces.flat().map((cell) => cell[2]));
    for (let seed = 1; seed <= 20; seed++) {
      const battle = createBattle(sampleInput('medium', sampleSquad(6, 0), templateId), seed);
      const placed = battle.tiles.filter((t) => t !== 'none');
      expect(placed).toHaveLength(COVER_TILE_COUNT);
      for (const cover of placed) expect(covers.has(cover)).toBe(true);
      for (const u of battle.units) expect(battle.tiles[u.y * 12 + u.x]).toBe('none');
    }
    const a = createBattle(sampleInput('medium', sampleSquad(4, 0), templateId), 1);
    const b = createBattle(sampleInput('medium', sampleSquad(4, 0), templateId), 2);
    expect(a.tiles).not.toEqual(b.tiles);
  });

  it('every mission template names a kit that exists, and each kit is used', () => {
    for (const setup of Object.values(MISSION_BATTLES)) expect(MAP_KITS[setup.mapKit]).toBeDefined();
    for (const kit of MAP_KIT_IDS) expect(TEMPLATE_OF_KIT.get(kit)).not.toBeNull();
  });

  it('trenches lie east–west: most of their cover has a cover neighbour to the east or west', () => {
    const battle = createBattle(sampleInput('medium', sampleSquad(4, 0), 'operation_breakwater'), 4);
    const covered = (x: number, y: number) => x >= 0 && x < 12 && battle.tiles[y * 12 + x] !== 'none';
    let beside = 0;
    for (let i = 0; i < 144; i++) {
      const x = i % 12;
      const y = Math.floor(i / 12);
      if (covered(x, y) && (covered(x - 1, y) || covered(x + 1, y))) beside += 1;
    }
    expect(beside).toBeGreaterThan(COVER_TILE_COUNT / 2);
  });
});

describe('spawns', () => {
  it('a mission’s squad row starts where the seed says; the practice battle’s at the description’s x 1', () => {
    const starts = (templateId: string | null) =>
      new Set(
        Array.from(
          { length: 20 },
          (_, i) => createBattle(sampleInput('easy', sampleSquad(4, 0), templateId), i + 1).units[0]?.x,
        ),
      );
    expect(starts('patrol').size).toBeGreaterThan(3);
    expect([...starts(null)]).toEqual([1]);
  });
});
