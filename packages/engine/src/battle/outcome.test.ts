/** Outcome (outcome.ts): abort, victory, experience and the after-action rating. Numbers come from content (content/battle.ts, abilities, equipment). */
import { describe, expect, it } from 'vitest';
import { applyBattleAction } from './apply';
import { createBattle } from './create';
import { battleOutcome, experienceBase, performanceRating } from './outcome';
import { input, must } from './play.fixture';
import { scenario } from './scenario.fixture';

describe('game over', () => {
  it('abort is a defeat with the log line, and nothing works afterwards', () => {
    const battle = createBattle(input, 2);
    const step = applyBattleAction(battle, { type: 'abort' });
    if (!step.ok) throw new Error('abort refused');
    expect(step.battle).toMatchObject({ status: 'defeat', aborted: true });
    expect(step.log).toEqual([{ kind: 'missionAborted' }, { kind: 'battleEnded', victory: false, aborted: true }]);
    expect(applyBattleAction(step.battle, { type: 'endTurn' })).toMatchObject({
      ok: false,
      error: { code: 'battle_over' },
    });
    expect(battleOutcome(step.battle)).toMatchObject({ victory: false, rewards: { funds: 0, intel: 0, xp: 0 } });
  });

  it('victory when the last hostile falls: survivors earn base + 10 per kill, the fallen nothing', () => {
    const battle = scenario({
      soldiers: [
        { x: 5, y: 6, classId: 'sniper', experience: 75 },
        { x: 1, y: 10, hp: 1 },
      ],
      enemies: [{ x: 5, y: 5, hp: 1 }],
    });
    const down = { ...battle, units: battle.units.map((u) => (u.id === 'soldier-2' ? { ...u, hp: 0 } : u)) };
    const won = must(
      down,
      { type: 'select', unitId: 'soldier-1' },
      { type: 'ability', abilityId: 'deadeye', x: 5, y: 5 },
    );
    expect(won.status).toBe('victory');
    const outcome = battleOutcome(won);
    expect(outcome?.soldiers).toEqual([
      {
        soldierId: 'soldier-1',
        survived: true,
        finalHp: 5,
        maxHp: 5,
        kills: 1,
        experienceGained: experienceBase(battle.mission) + 10,
      },
      { soldierId: 'soldier-2', survived: false, finalHp: 0, maxHp: 5, kills: 0, experienceGained: 0 },
    ]);
    expect(outcome?.rewards).toMatchObject({ funds: 5000, intel: 25 });
    expect(experienceBase({ type: 'campaign', difficulty: 'easy' })).toBe(100);
    expect(experienceBase({ type: 'combat', difficulty: 'medium' })).toBe(50);
    expect(experienceBase({ type: 'combat', difficulty: 'easy' })).toBe(25);
  });

  it('rates the after-action report by casualties: 0 S, 1 A, 2 B, 3 or more C', () => {
    expect([0, 1, 2, 3, 5].map(performanceRating)).toEqual(['S', 'A', 'B', 'C', 'C']);
  });
});

describe('experience base and rating (spec §9, §2)', () => {
  it.each([
    ['campaign', 'easy', 100],
    ['combat', 'hard', 100],
    ['complex', 'easy', 50],
    ['combat', 'medium', 50],
    ['combat', 'easy', 25],
    ['combat', 'other', 25],
  ] as const)('a %s mission on %s gives base %i', (type, difficulty, base) => {
    expect(experienceBase({ type, difficulty })).toBe(base);
  });

  it.each([
    [0, 'S'],
    [1, 'A'],
    [2, 'B'],
    [3, 'C'],
    [6, 'C'],
  ] as const)('%i casualties rate %s', (casualties, rating) => {
    expect(performanceRating(casualties)).toBe(rating);
  });
});
