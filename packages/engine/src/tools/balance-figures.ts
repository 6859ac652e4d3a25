/**
 * The balance figures docs/GAME_RULES.md §12 quotes: seeds 1..N played by the scripted commander
 * twice,
 *  - to the end (the commander fights the final key mission): outcomes and their days, deaths,
 *    missions;
 *  - endless for ENDLESS_DAYS days (the final key mission is never tried): the economy and research
 *    over the whole war, so the day-200 figures exist for every seed.
 * `npm run balance` prints them (tools/balance.ts); the balance test keeps them inside the targets.
 */

import { upgradeCost } from '../campaign/base';
import { soldierCombatRating } from '../campaign/squad';
import type { Difficulty, GameState, Resources } from '../campaign/types';
import { CHAPTER_ONE_LAST_DAY } from '../content/campaign-end';
import { maxLevelFor } from '../content/facilities';
import { RESEARCH_PROJECTS } from '../content/research';
import { runCampaign } from './run-campaign';

/** Days the resources are sampled on (issue 14: 7, 30, 100, 200). */
export const RESOURCE_DAYS = [7, 30, 100, 200] as const;
export const RATING_DAYS = [60, 100, 160] as const;
/** How long the endless run plays: the last sampled day. */
export const ENDLESS_DAYS = 200;
export const RESOURCE_KEYS = ['funds', 'supplies', 'intel'] as const satisfies readonly (keyof Resources)[];

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((a, b) => a + b, 0) / values.length;
}

/** Average combat rating of the living soldiers (what a full squad would roughly bring). */
function livingRating(state: GameState): number {
  const alive = state.squad.filter((s) => s.status !== 'KIA');
  return mean(alive.map((s) => soldierCombatRating(state, s)));
}

function lastResearchDay(state: GameState): number | null {
  const days = state.research.filter((r) => r.completed).map((r) => r.completedOnDay ?? 0);
  return days.length === 0 ? null : Math.max(...days);
}

/**
 * Funds the purchases still open would cost: research not yet started and facility levels not yet
 * bought. "Purchases still open" on a day means this is above 0 — money has somewhere to go.
 */
export function openPurchaseFunds(state: GameState): number {
  let funds = 0;
  for (const project of RESEARCH_PROJECTS) {
    if (!state.research.some((r) => r.projectId === project.id)) funds += project.cost.funds;
  }
  for (const facility of state.facilities) {
    for (let level = facility.level; level < maxLevelFor(facility.type); level++) {
      funds += upgradeCost({ ...facility, level }).funds;
    }
  }
  return funds;
}

export interface EndlessFigures {
  /** resources[key][day] = that resource on that day, one value per seed. */
  resources: Record<(typeof RESOURCE_KEYS)[number], Map<number, number[]>>;
  ratings: Map<number, number[]>;
  /** Funds still to spend on research and upgrades on day 100, one value per seed. */
  openPurchasesDay100: number[];
  /** Supplies on each of days 3–15, one value per seed (issue 14: the median is never 0). */
  earlySupplies: Map<number, number[]>;
  /** The day the first Medical Bay or Workshop was started (ENDLESS_DAYS + 1 when never). */
  firstMedbayOrWorkshop: number[];
  /** The last research completion of each campaign that ran all ENDLESS_DAYS days. */
  lastCompletion: number[];
}

export const EARLY_DAYS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as const;

function playEndless(seeds: number, difficulty: Difficulty): EndlessFigures {
  const sampled = () => new Map<number, number[]>(RESOURCE_DAYS.map((d) => [d, []]));
  const figures: EndlessFigures = {
    resources: { funds: sampled(), supplies: sampled(), intel: sampled() },
    ratings: new Map(RATING_DAYS.map((d) => [d, []])),
    openPurchasesDay100: [],
    earlySupplies: new Map(EARLY_DAYS.map((d) => [d, []])),
    firstMedbayOrWorkshop: [],
    lastCompletion: [],
  };
  for (let seed = 1; seed <= seeds; seed++) {
    let first = ENDLESS_DAYS + 1;
    const { state } = runCampaign({
      seed,
      days: ENDLESS_DAYS - 1,
      difficulty,
      attemptFinalMission: false,
      onDay: (s) => {
        for (const key of RESOURCE_KEYS) figures.resources[key].get(s.day)?.push(s.resources[key]);
        // A day with nobody alive (all fallen, the recruit still to come) has no rating: NaN would spoil the sort.
        const rating = livingRating(s);
        if (!Number.isNaN(rating)) figures.ratings.get(s.day)?.push(rating);
        figures.earlySupplies.get(s.day)?.push(s.resources.supplies);
        if (s.day === 100) figures.openPurchasesDay100.push(openPurchaseFunds(s));
        if (first > ENDLESS_DAYS && s.facilities.some((f) => f.type === 'medbay' || f.type === 'workshop')) {
          first = s.day - 1;
        }
      },
    });
    figures.firstMedbayOrWorkshop.push(first);
    // Only a campaign still running at the end says when its research was done.
    if (!state.gameOver) figures.lastCompletion.push(lastResearchDay(state) ?? 0);
  }
  return figures;
}

export interface BalanceFigures {
  seeds: number;
  difficulty: Difficulty;
  outcomes: { victory: number; chapterOne: number; wipedOut: number; ongoing: number };
  victoryDays: number[];
  defeatDays: number[];
  kia: number[];
  won: number[];
  lost: number[];
  endless: EndlessFigures;
}

export function measureBalance(seeds: number, difficulty: Difficulty): BalanceFigures {
  const outcomes = { victory: 0, chapterOne: 0, wipedOut: 0, ongoing: 0 };
  const kia: number[] = [];
  const won: number[] = [];
  const lost: number[] = [];
  const victoryDays: number[] = [];
  const defeatDays: number[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const { state, summary } = runCampaign({ seed, days: 365, difficulty });
    if (summary.outcome === 'victory') {
      outcomes.victory += 1;
      victoryDays.push(state.day);
    } else if (summary.outcome === 'ongoing') outcomes.ongoing += 1;
    else {
      defeatDays.push(state.day);
      if (state.day === CHAPTER_ONE_LAST_DAY + 1) outcomes.chapterOne += 1;
      else outcomes.wipedOut += 1;
    }
    kia.push(summary.casualties);
    won.push(summary.missionsWon);
    lost.push(summary.missionsLost);
  }
  return {
    seeds,
    difficulty,
    outcomes,
    victoryDays,
    defeatDays,
    kia,
    won,
    lost,
    endless: playEndless(seeds, difficulty),
  };
}
