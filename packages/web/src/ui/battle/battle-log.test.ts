import { createBattle } from '@holdfast/engine';
import { describe, expect, it } from 'vitest';
import { sampleBattleSetup } from '../../session/battle-navigation';
import { battleWords } from '../battle-words';
import { appendLines, COMBAT_LOG_LINES, describeBattleEvent } from './battle-log';

const setup = sampleBattleSetup(['Ana', 'Ben', 'Cy']);
const battle = createBattle(setup.input, setup.seed);
const words = battleWords('vanilla').log;
const say = (event: Parameters<typeof describeBattleEvent>[0]) => describeBattleEvent(event, battle, words);

describe('combat log wording', () => {
  it('says why a pod woke and when a hit was exposed, in every universe (issue 33)', () => {
    const woke = (cause: 'noise' | 'objective' | 'seen', theme: 'vanilla' | 'devastators' | 'majestic' | 'archbound') =>
      describeBattleEvent({ kind: 'hostilesAlerted', unitIds: ['enemy-1'], cause }, battle, battleWords(theme).log)[0];
    expect(woke('noise', 'vanilla')).toBe('Contact! Hostile-1 heard the gunfire');
    expect(woke('objective', 'vanilla')).toBe('Contact! Hostile-1 converge on the objective');
    expect(woke('seen', 'vanilla')).toBe('Contact! Hostile-1 spotted the squad');
    for (const theme of ['devastators', 'majestic', 'archbound'] as const) {
      expect(new Set([woke('noise', theme), woke('objective', theme), woke('seen', theme)]).size).toBe(3);
      expect(woke('seen', theme)).not.toContain('squad');
    }
    const soldier = battle.units.find((u) => u.type === 'soldier')?.id ?? '';
    const lines = say({
      kind: 'shot',
      shooterId: soldier,
      targetId: 'enemy-1',
      chance: 60,
      roll: 10,
      hit: true,
      exposed: true,
    });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('Hostile-1 was exposed: +1 damage');
  });

  it("keeps the spec's fixed lines exact in LAST STAND, and each other universe's own (issue 26 item 9)", () => {
    const lines = (theme: 'vanilla' | 'devastators' | 'majestic' | 'archbound') => {
      const log = battleWords(theme).log;
      return [
        ...describeBattleEvent({ kind: 'turnStarted', turn: 3, side: 'player' }, battle, log),
        ...describeBattleEvent({ kind: 'turnStarted', turn: 3, side: 'enemy' }, battle, log),
        ...describeBattleEvent({ kind: 'missionAborted' }, battle, log),
      ];
    };
    expect(lines('vanilla')).toEqual([
      '--- Turn 3 ---',
      'Your turn begins',
      'Enemy turn begins',
      'Mission aborted by commander',
    ]);
    expect(lines('archbound')).toEqual([
      '--- Turn 3 ---',
      'The wardens act',
      'The spawn stir',
      'Expedition abandoned by the Keeper',
    ]);
    for (const theme of ['devastators', 'majestic'] as const) {
      const own = lines(theme);
      expect(own[0]).toBe('--- Turn 3 ---');
      for (const [index, line] of own.slice(1).entries()) expect(line).not.toBe(lines('vanilla')[index + 1]);
    }
  });

  it('words the facts with unit and ability names from the battle and the content', () => {
    expect(say({ kind: 'moved', unitId: 'sample-1', fromX: 1, fromY: 10, x: 2, y: 8, apSpent: 1 })).toEqual([
      'Ana moves to (2, 8)',
    ]);
    expect(say({ kind: 'shot', shooterId: 'sample-2', targetId: 'enemy-1', chance: 65, roll: 12, hit: true })).toEqual([
      'Ben fires at Hostile-1: HIT (65%)',
    ]);
    expect(
      say({
        kind: 'shot',
        shooterId: 'enemy-1',
        targetId: 'sample-2',
        chance: 40,
        roll: 90,
        hit: false,
        reaction: true,
      }),
    ).toEqual(['Hostile-1 reacts on overwatch: MISS Ben (40%)']);
    expect(say({ kind: 'damaged', unitId: 'enemy-1', amount: 2, hpLeft: 2, sourceId: 'sample-2' })).toEqual([
      'Hostile-1 takes 2 damage (2 HP left)',
    ]);
    expect(say({ kind: 'abilityUsed', unitId: 'sample-3', abilityId: 'medkit', targetId: 'sample-1' })).toEqual([
      'Cy uses Medkit on Ana',
    ]);
    expect(say({ kind: 'killed', unitId: 'enemy-2', byId: 'sample-1' })).toEqual(['Hostile-2 eliminated by Ana']);
    expect(say({ kind: 'battleEnded', victory: true })).toEqual(['All hostiles eliminated']);
  });

  it('speaks in the universe where it differs, neutral elsewhere', () => {
    const log = battleWords('devastators').log;
    expect(describeBattleEvent({ kind: 'killed', unitId: 'enemy-2', byId: 'sample-1' }, battle, log)).toEqual([
      'Churn Walker-2 scrapped by Ana',
    ]);
    expect(describeBattleEvent({ kind: 'enemySkipped', unitId: 'enemy-2' }, battle, log)).toEqual([
      'Churn Walker-2 holds position',
    ]);
  });

  it('keeps the last seven lines, newest last', () => {
    let log = appendLines([], []);
    for (let i = 1; i <= 10; i++) log = appendLines(log, [{ text: `line ${i}`, tone: 'player' }]);
    expect(COMBAT_LOG_LINES).toBe(7);
    expect(log.map((l) => l.text)).toEqual(['line 4', 'line 5', 'line 6', 'line 7', 'line 8', 'line 9', 'line 10']);
    expect(new Set(log.map((l) => l.id)).size).toBe(7);
  });
});
