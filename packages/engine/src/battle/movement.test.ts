/** Moving (movement.ts): AP per tile by mobility, the spec's refusals, undo. Numbers come from content (content/battle.ts, abilities, equipment). */
import { describe, expect, it } from 'vitest';
import { BATTLE_RULES } from '../content/battle';
import { fightBattle } from '../tools/battle-commander';
import { sampleInput, sampleSquad } from '../tools/simulate-battle';
import { createBattle } from './create';
import { manhattan } from './map';
import { moveCost, tilesPerAp } from './movement';
import { must, refusal } from './play.fixture';
import { reachableTiles } from './queries';
import { undoLastMove } from './replay';
import { scenario, unit } from './scenario.fixture';
import type { BattleAction } from './types';

describe('moving', () => {
  it('costs the Manhattan distance in AP (mobility / 40 tiles per AP) and refuses with the spec messages', () => {
    const battle = scenario({
      soldiers: [
        { x: 2, y: 10, classId: 'heavy' },
        { x: 3, y: 10 },
      ],
      enemies: [{ x: 9, y: 2 }],
    });
    const heavy = { type: 'select', unitId: 'soldier-1' } as const;
    expect(refusal(battle, heavy, { type: 'move', x: 3, y: 10 })).toBe('Tile is occupied!');
    expect(refusal(battle, heavy, { type: 'move', x: 2, y: 7 })).toBe('Not enough AP to reach that position!');
    const moved = must(battle, heavy, { type: 'move', x: 2, y: 8 });
    expect(unit(moved, 'soldier-1')).toMatchObject({ x: 2, y: 8, ap: 0 });
    // A ranger in a standard vest (mobility 80) covers two tiles per AP.
    const ranger = must(battle, { type: 'select', unitId: 'soldier-2' }, { type: 'move', x: 3, y: 6 });
    expect(unit(ranger, 'soldier-2')).toMatchObject({ y: 6, ap: 0 });
    expect(reachableTiles(battle, 'soldier-2').every((t) => t.apCost <= 2 && manhattan(t, { x: 3, y: 10 }) <= 4)).toBe(
      true,
    );
  });

  it('can be undone when it drew nothing and ended nothing; a shot cannot', () => {
    const squad = sampleSquad(2, 0);
    const small = sampleInput('easy', squad);
    const start = unit(createBattle(small, 3), 'soldier-1');
    const actions: BattleAction[] = [
      { type: 'select', unitId: 'soldier-1' },
      { type: 'move', x: start.x, y: start.y - 1 },
    ];
    const undone = undoLastMove(small, 3, actions);
    expect(undone?.actions).toEqual(actions.slice(0, 1));
    expect(undone?.battle).toEqual(must(createBattle(small, 3), actions[0] as BattleAction));
    // A shot rolls dice: neither it nor a move before it can be taken back (hostiles start out of
    // sight, so the shots come from a battle the scripted commander fought).
    const fought = fightBattle(small, 3).actions;
    const shotAt = fought.findIndex((a, i) => a.type === 'shoot' && fought.slice(0, i).some((b) => b.type === 'move'));
    expect(shotAt).toBeGreaterThan(0);
    expect(undoLastMove(small, 3, fought.slice(0, shotAt + 1))).toBeNull();
  });
});

describe('tiles per AP (content/battle.ts mobilityPerTile)', () => {
  it.each([
    [80, 2],
    [79, 1],
    [40, 1],
    [39, 0],
  ])('mobility %i moves %i tiles per AP', (mobility, tiles) => {
    expect(BATTLE_RULES.mobilityPerTile).toBe(40);
    const soldier = {
      ...unit(scenario({ soldiers: [{ x: 2, y: 10 }], enemies: [{ x: 9, y: 1 }] }), 'soldier-1'),
      mobility,
    };
    expect(tilesPerAp(soldier)).toBe(tiles);
    expect(moveCost(soldier, 2, 7)).toBe(tiles === 0 ? null : Math.ceil(3 / tiles));
  });
});
