/** Base daily income before facilities and research (spec §9). */
export const BASE_DAILY_INCOME = { funds: 0, supplies: 5, intel: 2 } as const;

/** Recruit cost in funds (spec §9 default; a theme's override is wording only and not applied — decided). */
export const RECRUIT_COST = 1000;

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
