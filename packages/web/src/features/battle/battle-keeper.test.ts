import { type BattleAction, createBattle, reachableTiles } from '@holdfast/engine';
import { THEMES } from '@holdfast/engine/themes';
import { describe, expect, it } from 'vitest';
import { readBattleNavigation, sampleBattleSetup } from '../../session/battle-navigation';
import { battleWords } from '../../ui/battle-words';
import { localKeeper } from './battle-keeper';

const words = battleWords('vanilla');
const setup = sampleBattleSetup(['Ana', 'Ben', 'Cy']);

function keeper(saved: (readonly BattleAction[])[] = []) {
  return localKeeper(setup, null, words, THEMES.vanilla, (actions) => saved.push(actions));
}

function answer<T>(value: T | Promise<T>): T {
  if (value instanceof Promise) throw new Error('the browser keeper answers at once');
  return value;
}

describe('the browser keeper (a guest’s and the practice battle)', () => {
  it('takes moves back one by one, then has nothing left to take back', () => {
    const saved: (readonly BattleAction[])[] = [];
    const local = keeper(saved);
    const start = local.opening.battle;
    const ana = start.units.find((u) => u.id === 'sample-1');
    if (!ana) throw new Error('no Ana');
    expect(answer(local.play({ type: 'select', unitId: 'sample-1' }))).toMatchObject({ ok: true, canUndo: false });
    const first = { type: 'move' as const, x: ana.x, y: ana.y - 1 };
    const second = { type: 'move' as const, x: ana.x, y: ana.y - 2 };
    expect(answer(local.play(first))).toMatchObject({ ok: true, canUndo: true });
    expect(answer(local.play(second))).toMatchObject({ ok: true, canUndo: true });

    const back = answer(local.play({ type: 'undo' }));
    expect(back).toMatchObject({ ok: true, undone: true, canUndo: true });
    const afterFirst = back.ok ? back.steps[0]?.battle.units.find((u) => u.id === 'sample-1') : undefined;
    expect([afterFirst?.x, afterFirst?.y]).toEqual([ana.x, ana.y - 1]);
    const again = answer(local.play({ type: 'undo' }));
    expect(again).toMatchObject({ ok: true, undone: true, canUndo: false });
    const home = again.ok ? again.steps[0]?.battle.units.find((u) => u.id === 'sample-1') : undefined;
    expect([home?.x, home?.y]).toEqual([ana.x, ana.y]);
    // Each change is saved: the history entry ends with the selection alone.
    expect(saved.at(-1)).toEqual([{ type: 'select', unitId: 'sample-1' }]);
    expect(saved).toHaveLength(5);
  });

  it('refuses in the universe’s words and keeps nothing of a refused action', () => {
    const saved: (readonly BattleAction[])[] = [];
    const local = keeper(saved);
    answer(local.play({ type: 'select', unitId: 'sample-1' }));
    const refused = answer(local.play({ type: 'move', x: 0, y: 0 }));
    expect(refused.ok).toBe(false);
    expect(refused.ok ? '' : refused.refusal).toMatch(/\w/);
    expect(saved).toHaveLength(1);
    expect(() => local.play({ type: 'undo' })).toThrow('No move to take back');
  });

  it('resumes from the actions in the history entry, the last move still taken back', () => {
    const start = createBattle(setup.input, setup.seed);
    const ana = start.units.find((u) => u.id === 'sample-1');
    if (!ana) throw new Error('no Ana');
    const actions: BattleAction[] = [
      { type: 'select', unitId: 'sample-1' },
      { type: 'move', x: ana.x, y: ana.y - 1 },
    ];
    // The history entry as the screen reads it (a guest's mission, no campaign kept on the server).
    const navigation = readBattleNavigation({
      mission: {},
      squad: [],
      campaignId: null,
      theme: 'vanilla',
      missionId: 'mission-1',
      battleSetup: setup,
      actions,
    });
    const resumed = localKeeper(setup, navigation, words, THEMES.vanilla, () => {});
    expect(resumed.opening.actions).toEqual(actions);
    expect(resumed.opening.canUndo).toBe(true);
    expect(resumed.opening.lines.map((l) => l.text)).toEqual(['Battle resumed: turn 1']);
    expect(reachableTiles(resumed.opening.battle, 'sample-1').length).toBeGreaterThan(0);
  });
});
