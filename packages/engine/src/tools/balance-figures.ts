/**
 * The balance figures docs/GAME_RULES.md §12 quotes: seeds 1..N played by the scripted commander
 * twice,
 *  - to the end (the commander fights the final key mission): outcomes, deaths, missions;
 *  - endless for 365 days (the final key mission is never tried): the economy and research over
 *    the whole year, so day-160 figures exist for every seed.
 * `npm run balance` prints them (tools/balance.ts); the balance test keeps them inside the targets.
 */

import { soldierCombatRating } from '../campaign/squad';
import type { Difficulty, GameState } from '../campaign/types';
import { CHAPTER_ONE_LAST_DAY } from '../content/campaign-end';
import { RESEARCH_PROJECTS } from '../content/research';
import { runCampaign } from './run-campaign';

export const FUNDS_DAYS = [30, 60, 100, 160, 365] as const;
export const RATING_DAYS = [60, 100, 160] as const;

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

export interface EndlessFigures {
  funds: Map<number, number[]>;
  ratings: Map<number, number[]>;
  treeCompletedDay: number[];
  researchByDay160: number[];
  lastCompletion: number[];
}

function playEndless(seeds: number, difficulty: Difficulty): EndlessFigures {
  const figures: EndlessFigures = {
    funds: new Map(FUNDS_DAYS.map((d) => [d, []])),
    ratings: new Map(RATING_DAYS.map((d) => [d, []])),
    treeCompletedDay: [],
    researchByDay160: [],
    lastCompletion: [],
  };
  for (let seed = 1; seed <= seeds; seed++) {
    const { state } = runCampaign({
      seed,
      days: 365,
      difficulty,
      attemptFinalMission: false,
      onDay: (s) => {
        figures.funds.get(s.day)?.push(s.resources.funds);
        figures.ratings.get(s.day)?.push(livingRating(s));
        if (s.day === 160) figures.researchByDay160.push(s.research.filter((r) => r.completed).length);
      },
    });
    const completed = state.research.filter((r) => r.completed).length;
    figures.treeCompletedDay.push(completed === RESEARCH_PROJECTS.length ? (lastResearchDay(state) ?? 999) : 999);
    figures.lastCompletion.push(lastResearchDay(state) ?? 0);
  }
  return figures;
}

export interface BalanceFigures {
  seeds: number;
  outcomes: { victory: number; chapterOne: number; wipedOut: number; ongoing: number };
  victoryDays: number[];
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
  for (let seed = 1; seed <= seeds; seed++) {
    const { state, summary } = runCampaign({ seed, days: 365, difficulty });
    if (summary.outcome === 'victory') {
      outcomes.victory += 1;
      victoryDays.push(state.day);
    } else if (summary.outcome === 'ongoing') outcomes.ongoing += 1;
    else if (state.day === CHAPTER_ONE_LAST_DAY + 1) outcomes.chapterOne += 1;
    else outcomes.wipedOut += 1;
    kia.push(summary.casualties);
    won.push(summary.missionsWon);
    lost.push(summary.missionsLost);
  }
  return { seeds, outcomes, victoryDays, kia, won, lost, endless: playEndless(seeds, difficulty) };
}
