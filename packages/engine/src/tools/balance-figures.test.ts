/**
 * A guard on the balance pass (docs/GAME_RULES.md §12, issue 14): 100 seeded campaigns of the
 * scripted commander must stay near the targets, so a content change that makes the war trivial
 * again (or hopeless), starves the first weeks or piles money up with nothing to buy fails here.
 * The full 1,000-seed figures for every difficulty come from `npm run balance`.
 */
import { describe, expect, it } from 'vitest';
import { autoSuccessChance } from '../campaign/mission-resolution';
import { missionTemplate } from '../content/missions';
import { EARLY_DAYS, mean, measureBalance, median } from './balance-figures';

/** The naive commander these targets were set with (issue 14); the thoughtful one is measured by `npm run balance`. */
const NAIVE = { commander: 'naive', waitBreakwater: false } as const;

describe('balance on normal (100 seeds)', () => {
  const figures = measureBalance(100, 'normal', NAIVE);
  const endless = figures.endless;
  if (!endless) throw new Error('the endless run was not played');
  const funds = (day: number) => endless.resources.funds.get(day) ?? [];

  // Issue 23 made the naive commander's war harder after day 31 (34.5% won on 200 seeds; the
  // thoughtful commander 67%): the floor moved from 40% to 25%. Issue 34's war pressure (the threat
  // clock, missed key missions' last chance) took the naive commander, the panel's control, to 9% on
  // normal (100 seeds; the simple commander 60%): the floor moved to 3%.
  it('is won sometimes but not always (3-80%), and the losses have real causes', () => {
    const { victory, chapterOne, wipedOut, deadline, threat, ongoing } = figures.outcomes;
    expect(victory).toBeGreaterThanOrEqual(3);
    expect(victory).toBeLessThanOrEqual(80);
    expect(chapterOne + wipedOut + deadline + threat).toBeGreaterThanOrEqual(10);
    expect(ongoing).toBeLessThanOrEqual(5);
  });

  it('never leaves the median base without supplies in days 3-15, and builds a medbay or workshop in week one', () => {
    for (const day of EARLY_DAYS) expect(median(endless.earlySupplies.get(day) ?? [])).toBeGreaterThan(0);
    expect(median(endless.firstMedbayOrWorkshop)).toBeLessThanOrEqual(7);
  });

  it('keeps money meaningful: under 100000 on day 100 with purchases still open', () => {
    expect(median(funds(30))).toBeLessThan(30000);
    expect(median(funds(100))).toBeLessThan(100000);
    expect(Math.min(...endless.openPurchasesDay100)).toBeGreaterThan(0);
  });

  it('costs soldiers, and keeps veterans below the 95% cap on hard missions', () => {
    expect(median(figures.kia)).toBeGreaterThanOrEqual(3);
    const rating160 = median(endless.ratings.get(160) ?? []);
    expect(rating160).toBeGreaterThan(80);
    // Operation Last Stand for a squad of the day-160 average: a gamble, not a certainty.
    const lastStand = missionTemplate('operation_last_stand');
    if (!lastStand) throw new Error('Operation Last Stand is missing');
    expect(autoSuccessChance(lastStand.risks.successRate, rating160, 'normal')).toBeLessThan(80);
  });

  it('finishes the research tree late', () => {
    expect(median(endless.lastCompletion)).toBeGreaterThan(120);
    expect(mean(figures.won)).toBeGreaterThan(mean(figures.lost));
  });
});
