/**
 * The balance report's sums (tools/balance-figures.ts) on made-up campaigns: the figures
 * `npm run balance` prints are only as true as these. The figures themselves are printed, not
 * asserted (issue 23).
 */
import { describe, expect, it } from 'vitest';
import { RESEARCH_PROJECTS } from '../content/research';
import {
  dayBand,
  KEY_MISSIONS,
  openBattleResearch,
  type SeedOutcome,
  summarizeSeeds,
  THOUGHTFUL,
  wilsonInterval,
} from './balance-figures';

const keyIds = KEY_MISSIONS.map((t) => t.id);

function campaign(overrides: Partial<SeedOutcome>): SeedOutcome {
  return {
    seed: 1,
    outcome: 'victory',
    day: 160,
    defeatCause: null,
    kia: 0,
    won: 0,
    lost: 0,
    daysAfterIdleStart: 0,
    idleDays: 0,
    keyBattles: keyIds.map((templateId) => ({ templateId, fought: 0, won: 0 })),
    ...overrides,
  };
}

describe('balance summary', () => {
  it('counts defeats by the chapter of the last day played (issue 34): day 31 in chapter 1, day 201 in chapter 4', () => {
    const figures = summarizeSeeds(
      'normal',
      THOUGHTFUL,
      [
        campaign({ outcome: 'defeat', day: 31, defeatCause: 'chapterOne' }),
        campaign({ outcome: 'defeat', day: 32, defeatCause: 'wipedOut' }),
        campaign({ outcome: 'defeat', day: 95, defeatCause: 'wipedOut' }),
        campaign({ outcome: 'defeat', day: 201, defeatCause: 'deadline' }),
        campaign({ outcome: 'defeat', day: 201, defeatCause: 'deadline' }),
        campaign({ outcome: 'victory', day: 160 }),
      ],
      null,
    );
    expect(figures.defeatChapters).toEqual({ 1: 1, 2: 1, 3: 1, 4: 2 });
  });

  it('gives a share its 95% (Wilson) interval', () => {
    const half = wilsonInterval(50, 100);
    expect(half.low).toBeCloseTo(0.4038, 4);
    expect(half.high).toBeCloseTo(0.5962, 4);
    const all = wilsonInterval(300, 300);
    expect(all.high).toBeCloseTo(1, 6);
    expect(all.low).toBeCloseTo(0.9874, 4);
  });

  it('puts a defeat in the band of its day: chapter 1, the rule on day 31, then chapters 2, 3 and 4', () => {
    expect(dayBand(12)).toBe('days 1-30');
    expect(dayBand(30)).toBe('days 1-30');
    expect(dayBand(31)).toBe('day 31');
    expect(dayBand(32)).toBe('days 32-70');
    expect(dayBand(110)).toBe('days 71-110');
    expect(dayBand(111)).toBe('day 111 on');
    expect(dayBand(365)).toBe('day 111 on');
  });

  it('counts outcomes by cause and band, and victory days', () => {
    const figures = summarizeSeeds(
      'normal',
      THOUGHTFUL,
      [
        campaign({ outcome: 'victory', day: 150 }),
        campaign({ outcome: 'victory', day: 170 }),
        campaign({ outcome: 'defeat', day: 31, defeatCause: 'chapterOne' }),
        campaign({ outcome: 'defeat', day: 80, defeatCause: 'wipedOut' }),
        campaign({ outcome: 'ongoing', day: 366 }),
      ],
      null,
    );
    expect(figures.seeds).toBe(5);
    expect(figures.outcomes).toEqual({ victory: 2, chapterOne: 1, wipedOut: 1, deadline: 0, threat: 0, ongoing: 1 });
    expect(figures.victoryDays).toEqual([150, 170]);
    expect(figures.defeatDays).toEqual([31, 80]);
    expect(figures.defeatBands).toEqual([
      { label: 'days 1-30', count: 0 },
      { label: 'day 31', count: 1 },
      { label: 'days 32-70', count: 0 },
      { label: 'days 71-110', count: 1 },
      { label: 'day 111 on', count: 0 },
    ]);
    expect(figures.endless).toBeNull();
  });

  it('reads the day-100 squad growth only from campaigns still at war then (issue 23 item 5)', () => {
    const figures = summarizeSeeds(
      'normal',
      THOUGHTFUL,
      [campaign({ squadBestXp: 620 }), campaign({ squadBestXp: 480 }), campaign({ squadBestXp: null }), campaign({})],
      null,
    );
    expect(figures.squadBestXp).toEqual([620, 480]);
    expect(figures.fieldsHighAbility).toBeCloseTo(0.5);
    expect(summarizeSeeds('easy', THOUGHTFUL, [campaign({})], null).fieldsHighAbility).toBeNaN();
  });

  it('counts the research that changes battles still open (issue 23: the late game)', () => {
    const battleProjects = RESEARCH_PROJECTS.filter((p) => p.modifiers.some((m) => m.kind.startsWith('battle_')));
    expect(openBattleResearch({ research: [] })).toBe(battleProjects.length);
    const done = (projectId: string) => ({
      projectId,
      progress: 1,
      completed: true,
      startedOnDay: 1,
      completedOnDay: 2,
    });
    expect(openBattleResearch({ research: battleProjects.map((p) => done(p.id)) })).toBe(0);
    expect(openBattleResearch({ research: [done('basic_armor'), done('surveillance_network')] })).toBe(
      battleProjects.length - 1,
    );
  });

  it('weighs the idle-day share by days played, not by campaign', () => {
    const figures = summarizeSeeds(
      'easy',
      THOUGHTFUL,
      [campaign({ daysAfterIdleStart: 100, idleDays: 60 }), campaign({ daysAfterIdleStart: 10, idleDays: 0 })],
      null,
    );
    expect(figures.idleShare).toBeCloseTo(60 / 110);
    expect(summarizeSeeds('easy', THOUGHTFUL, [campaign({})], null).idleShare).toBeNaN();
  });

  it('rates each key battle over the battles fought, and counts the campaigns that fought it', () => {
    const [first, second] = keyIds;
    const fought = (id: string | undefined, n: number, won: number) =>
      keyIds.map((templateId) =>
        templateId === id ? { templateId, fought: n, won } : { templateId, fought: 0, won: 0 },
      );
    const figures = summarizeSeeds(
      'hard',
      THOUGHTFUL,
      [
        campaign({ keyBattles: fought(first, 2, 1) }),
        campaign({ keyBattles: fought(first, 1, 1) }),
        campaign({ keyBattles: fought(second, 1, 0) }),
      ],
      null,
    );
    const rate = (id: string | undefined) => figures.keyBattles.find((k) => k.templateId === id);
    expect(rate(first)).toMatchObject({ campaigns: 2, fought: 3, won: 2 });
    expect(rate(first)?.winRate).toBeCloseTo(2 / 3);
    expect(rate(second)).toMatchObject({ campaigns: 1, fought: 1, won: 0, winRate: 0 });
    expect(rate(keyIds[3])?.winRate).toBeNaN();
  });
});
