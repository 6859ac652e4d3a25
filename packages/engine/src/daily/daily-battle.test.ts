import { describe, expect, it } from 'vitest';
import { createBattle } from '../battle/create';
import { playBattleSteps } from '../battle/kept-battle';
import type { BattleState } from '../battle/types';
import { dailyBattleSetup, dailyDateOf, dailyDayNumber, dailyScore, dailyWeekday } from './daily-battle';

const SEED = '0123456789abcdef0123456789abcdef';
const OTHER_SEED = 'fedcba9876543210fedcba9876543210';

describe('dailyBattleSetup', () => {
  it('gives the same battle for the same seed and date', () => {
    const a = dailyBattleSetup(SEED, '2026-11-28');
    const b = dailyBattleSetup(SEED, '2026-11-28');
    expect(b).toEqual(a);
    expect(createBattle(b.input, SEED)).toEqual(createBattle(a.input, SEED));
  });

  it('makes a squad of four, each with a class, a rank from Corporal to Master Sergeant, skills of its class and a full loadout', () => {
    for (const seed of [SEED, OTHER_SEED, 7, 12345]) {
      const setup = dailyBattleSetup(seed, '2026-11-30');
      expect(setup.squad).toHaveLength(4);
      expect(setup.input.squad).toHaveLength(4);
      for (const soldier of setup.squad) {
        expect(['sniper', 'ranger', 'support', 'heavy']).toContain(soldier.classId);
        expect([60, 125, 200, 300, 450]).toContain(soldier.experience);
        expect(soldier.skills.length).toBeLessThanOrEqual(2);
        expect(soldier.loadout.weapon).not.toBe('');
        expect(soldier.loadout.armor).not.toBe('');
        expect(soldier.loadout.utility).not.toBe('');
      }
      expect(setup.templateId).not.toMatch(/^operation_/);
    }
  });

  it('draws different days from different seeds', () => {
    const setups = [SEED, OTHER_SEED, 1, 2, 3, 4].map((seed) =>
      JSON.stringify(dailyBattleSetup(seed, '2026-11-30').squad),
    );
    expect(new Set(setups).size).toBeGreaterThan(1);
  });

  it('rotates the difficulty through the week: Monday and Tuesday easy, Wednesday to Friday medium, the weekend hard', () => {
    // 2026-11-30 is a Monday.
    const week = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];
    expect(week.map((date) => dailyBattleSetup(SEED, date).difficulty)).toEqual([
      'easy',
      'easy',
      'medium',
      'medium',
      'medium',
      'hard',
      'hard',
    ]);
    expect(week.map((date) => dailyWeekday(date))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(dailyBattleSetup(SEED, '2026-11-30').input.mission.difficulty).toBe('easy');
  });

  it('refuses a date that is not a real yyyy-mm-dd day', () => {
    expect(() => dailyBattleSetup(SEED, '2026-02-30')).toThrow(RangeError);
    expect(() => dailyBattleSetup(SEED, 'today')).toThrow(RangeError);
    expect(dailyDayNumber('1970-01-02')).toBe(1);
    expect(dailyDateOf(20_000)).toBe('2024-10-04');
    expect(dailyDayNumber('2024-02-29')).toBe(19_782);
  });
});

function finished(
  base: BattleState,
  status: 'victory' | 'defeat',
  hps: number[],
  turn: number,
  extra: Partial<BattleState> = {},
): BattleState {
  let i = 0;
  return {
    ...base,
    status,
    turn,
    units: base.units.map((u) => (u.type === 'soldier' ? { ...u, hp: hps[i++] ?? 0 } : { ...u, hp: 0 })),
    ...extra,
  };
}

describe('dailyScore', () => {
  const setup = dailyBattleSetup(SEED, '2026-11-30');
  const battle = createBattle(
    { ...setup.input, squad: setup.input.squad.map((s) => ({ ...s, bonus: undefined })) },
    SEED,
  );

  it('is null while the battle is fought', () => {
    expect(dailyScore(battle)).toBeNull();
  });

  it('adds victory, objective, survivors, HP kept and turns, each part outranking the next', () => {
    const kind = battle.objective?.kind ?? 'eliminate';
    const won = finished(battle, 'victory', [5, 3, 0, 2], 7, kind === 'eliminate' ? {} : { objectiveMet: kind });
    expect(dailyScore(won)).toEqual({
      total: 1_000_000 + 100_000 + 30_000 + 1_000 + 92,
      victory: true,
      aborted: false,
      objectiveMet: true,
      survivors: 3,
      hpKept: 10,
      turns: 7,
      points: { victory: 1_000_000, objective: 100_000, survivors: 30_000, hp: 1_000, turns: 92 },
    });
    // One more survivor outweighs any HP and turns; fewer turns break a tie in HP.
    const slowButWhole = dailyScore(
      finished(battle, 'victory', [1, 1, 1, 1], 60, kind === 'eliminate' ? {} : { objectiveMet: kind }),
    );
    expect(slowButWhole?.total).toBe(1_000_000 + 100_000 + 40_000 + 400 + 39);
    expect((slowButWhole?.total ?? 0) > (dailyScore(won)?.total ?? 0)).toBe(true);
  });

  it('gives a defeat nothing for victory, objective or turns', () => {
    const lost = dailyScore(finished(battle, 'defeat', [0, 0, 0, 0], 9));
    expect(lost?.total).toBe(0);
    expect(lost?.points).toEqual({ victory: 0, objective: 0, survivors: 0, hp: 0, turns: 0 });
  });

  it('scores an ABORT as a defeat with no survivors counted', () => {
    const played = playBattleSteps(battle, { type: 'abort' });
    expect(played.ok).toBe(true);
    if (!played.ok) return;
    const score = dailyScore(played.battle);
    expect(score).toMatchObject({ total: 0, victory: false, aborted: true, survivors: 0, hpKept: 0 });
  });
});
