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
