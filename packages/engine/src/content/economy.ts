import type { ThemeId } from './ids';

/** Base daily income before facilities and research (spec §9). */
export const BASE_DAILY_INCOME = { funds: 0, supplies: 5, intel: 2 } as const;

/** Recruit cost in funds (spec §9 default). */
export const RECRUIT_COST = 1000;

/**
 * A universe's own recruit cost (spec base-and-accounts §9 'default cost 1000 funds (a theme may
 * override)'): content, read by the rules by the campaign's universe id; none overrides today.
 * Moved here from the universe's theme config (issue 25 item 4: rules read content, never a universe).
 */
export const RECRUIT_COST_BY_UNIVERSE: Readonly<Partial<Record<ThemeId, number>>> = {};

/** Manual heal (spec §9): 10 supplies and 500 funds for 25 health. */
export const HEAL_COST = { funds: 500, supplies: 10 } as const;
export const HEAL_AMOUNT = 25;

/**
 * Cancelling research refunds the unfinished share of its cost, rounded down (decided):
 * cancelled on the day it started → everything back; at 60% → 40% back.
 */
export function researchRefundShare(progress: number): number {
  return Math.max(0, Math.min(1, (100 - progress) / 100));
}

/**
 * Research works in quarter days (decided, issue 14): a project of d days needs 4 × d quarters,
 * the base does 4 a day, and each active, complete Research Lab level adds its
 * `researchQuartersPerLevel` — but never more than this many in all (research at most twice as fast).
 */
export const RESEARCH_QUARTERS_PER_DAY = 4;
export const RESEARCH_MAX_BONUS_QUARTERS = 4;

/**
 * [decided, issue 34] The war costs more as it goes on (XCOM 2's tightening months): soldiers' pay
 * and facilities' maintenance are multiplied by the chapter's percent (chapter 1 the table's pay).
 */
export const WAR_COST_PERCENT: Readonly<Record<1 | 2 | 3 | 4, number>> = { 1: 100, 2: 120, 3: 140, 4: 160 };

/**
 * [decided, issue 34] A counter-operation: funds and supplies spent to push the regional threat
 * down by 1 (never below the day's floor) — XCOM 2's strike on an Avatar facility, bought at any
 * stage of the war. Its price grows with the chapter.
 */
export const COUNTER_OPERATION_COST: Readonly<Record<1 | 2 | 3 | 4, { funds: number; supplies: number }>> = {
  1: { funds: 4000, supplies: 40 },
  2: { funds: 6000, supplies: 60 },
  3: { funds: 8000, supplies: 80 },
  4: { funds: 10000, supplies: 100 },
};

/**
 * [decided, rules 9] A supply drop: supplies flown to a squad in the field on an auto mission, at
 * most one a day and `maxPerMission` in all for each mission, each adding `successPoints` to the
 * chance its mission is rolled with when it ends (before the 10–95 clamp) and taking
 * `casualtyPoints` off its casualty chance (the template's, before the success or failure
 * multiplier; never below 0). Paid in supplies alone, at a price that grows with the
 * chapter — something worth doing on the days every soldier is away, and the supplies' sink.
 */
export const SUPPLY_DROP = {
  successPoints: 3,
  casualtyPoints: 3,
  maxPerMission: 3,
  supplies: { 1: 20, 2: 30, 3: 40, 4: 50 } as Readonly<Record<1 | 2 | 3 | 4, number>>,
} as const;
