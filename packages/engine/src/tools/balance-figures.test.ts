/**
 * A guard on the balance pass (docs/GAME_RULES.md §12): 100 seeded campaigns of the scripted
 * commander must stay near the targets, so a content change that makes the war trivial again (or
 * hopeless) fails here. The full 1,000-seed figures come from `npm run balance`.
 */
import { describe, expect, it } from 'vitest';
import { autoSuccessChance } from '../campaign/mission-resolution';
import { missionTemplate } from '../content/missions';
import { mean, measureBalance, median } from './balance-figures';

describe('balance on normal (100 seeds)', () => {
  const figures = measureBalance(100, 'normal');
  const funds = (day: number) => figures.endless.funds.get(day) ?? [];

  it('is won often but not always, and the losses have real causes', () => {
    const { victory, chapterOne, wipedOut, ongoing } = figures.outcomes;
    expect(victory).toBeGreaterThanOrEqual(55);
    expect(victory).toBeLessThanOrEqual(85);
    expect(chapterOne + wipedOut).toBeGreaterThanOrEqual(10);
    expect(ongoing).toBeLessThanOrEqual(5);
  });

  it('keeps money meaningful: little in hand through chapter 2, under 120000 on day 100', () => {
    expect(median(funds(60))).toBeLessThan(30000);
    expect(median(funds(100))).toBeLessThan(120000);
    expect(median(funds(160))).toBeLessThan(200000);
  });

  it('costs soldiers, and keeps veterans below the 95% cap on hard missions', () => {
    expect(median(figures.kia)).toBeGreaterThanOrEqual(3);
    const rating160 = median(figures.endless.ratings.get(160) ?? []);
    expect(rating160).toBeGreaterThan(80);
    // Operation Last Stand for a squad of the day-160 average: a gamble, not a certainty.
    const lastStand = missionTemplate('operation_last_stand');
    if (!lastStand) throw new Error('Operation Last Stand is missing');
    expect(autoSuccessChance(lastStand.risks.successRate, rating160, 'normal')).toBeLessThan(80);
  });

  it('finishes the research tree late', () => {
    expect(median(figures.endless.lastCompletion)).toBeGreaterThan(120);
    expect(mean(figures.won)).toBeGreaterThan(mean(figures.lost));
  });
});
