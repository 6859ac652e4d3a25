/**
 * The balance figures docs/GAME_RULES.md §12 quotes: seeds 1..N played by a scripted commander
 * (thoughtful or naive, optionally holding Operation Breakwater back until day 31) twice,
 *  - to the end (the commander fights the final key mission): outcomes and their days, deaths,
 *    missions, idle days, key battles;
 *  - endless for ENDLESS_DAYS days (the final key mission is never tried): the economy and research
 *    over the whole war, so the day-200 figures exist for every seed.
 * Each seed is played on its own (`playSeed`, `playEndlessSeed`: what the balance tool's worker
 * threads run) and the per-seed results are summed up here (`summarizeSeeds`, `summarizeEndless`).
 * `npm run balance` prints them (tools/balance.ts); the balance test keeps them inside the targets.
 */

import { upgradeCost } from '../campaign/base';
import { isSquadWipedOut } from '../campaign/campaign-end';
import { soldierCombatRating } from '../campaign/squad';
import { chapterForDay } from '../campaign/story';
import { THREAT_MAX } from '../campaign/threat';
import type { Difficulty, GameState, Resources } from '../campaign/types';
import { CHAPTER_ONE_LAST_DAY } from '../content/campaign-end';
import { ABILITY_UNLOCK_XP } from '../content/classes';
import { maxLevelFor } from '../content/facilities';
import { KEY_MISSION_DEADLINE_DAY } from '../content/key-deadlines';
import { MISSION_TEMPLATES } from '../content/missions';
import { BATTLE_MODIFIER_KINDS } from '../content/modifiers';
import { RESEARCH_PROJECTS } from '../content/research';
import type { ChapterNumber } from '../content/story';
import { type CommanderKind, type RunOptions, runCampaign } from './run-campaign';

/** Issue 23 item 5: "the strongest abilities", the ones unlocked at 500 xp or more. */
export const HIGH_ABILITY_XP = ABILITY_UNLOCK_XP[3];

/** Days the resources are sampled on (issue 14: 7, 30, 100, 200; issue 34's panel: 40). */
export const RESOURCE_DAYS = [7, 30, 40, 100, 200] as const;
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

/** The 95% (Wilson) interval of a share of `k` in `n`, as fractions. */
export function wilsonInterval(k: number, n: number): { low: number; high: number } {
  if (n === 0) return { low: Number.NaN, high: Number.NaN };
  const z = 1.96;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
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

/** Research projects that change battles (a `battle_*` modifier) and are not completed yet. */
export function openBattleResearch(state: Pick<GameState, 'research'>): number {
  const done = new Set(state.research.filter((r) => r.completed).map((r) => r.projectId));
  return RESEARCH_PROJECTS.filter(
    (p) => !done.has(p.id) && p.modifiers.some((m) => (BATTLE_MODIFIER_KINDS as readonly string[]).includes(m.kind)),
  ).length;
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
  /** Issue 23 item 4: research projects with a battle effect not yet completed on day 150, per seed. */
  openBattleResearchDay150: number[];
  /** Supplies on each of days 3–15, one value per seed (issue 14: the median is never 0). */
  earlySupplies: Map<number, number[]>;
  /** The day the first Medical Bay or Workshop was started (ENDLESS_DAYS + 1 when never). */
  firstMedbayOrWorkshop: number[];
  /** The last research completion of each campaign that ran all ENDLESS_DAYS days. */
  lastCompletion: number[];
}

export const EARLY_DAYS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as const;

/** Which commander plays, and how (the balance tool's --naive and --wait-breakwater). */
export interface CommanderChoice {
  commander: CommanderKind;
  waitBreakwater: boolean;
}

export const THOUGHTFUL: CommanderChoice = { commander: 'thoughtful', waitBreakwater: false };

/** One seed's endless run: the day samples, plain data so a worker thread can post it. */
export interface EndlessSeed {
  /** The state on each sampled day the campaign was still running (rating null with nobody alive). */
  samples: { day: number; funds: number; supplies: number; intel: number; rating: number | null }[];
  openPurchasesDay100: number | null;
  openBattleResearchDay150?: number | null;
  firstMedbayOrWorkshop: number;
  /** The last research completion, null when the campaign ended before ENDLESS_DAYS. */
  lastCompletion: number | null;
}

const SAMPLED_DAYS = new Set<number>([...RESOURCE_DAYS, ...RATING_DAYS, ...EARLY_DAYS, 100]);

/** Samples an endless run's days as they are played (`onDay`), then its last state (`finish`). */
function endlessRecorder(): { onDay: (s: GameState) => void; finish: (last: GameState) => EndlessSeed } {
  const result: EndlessSeed = {
    samples: [],
    openPurchasesDay100: null,
    openBattleResearchDay150: null,
    firstMedbayOrWorkshop: ENDLESS_DAYS + 1,
    lastCompletion: null,
  };
  const onDay = (s: GameState) => {
    if (SAMPLED_DAYS.has(s.day)) {
      // A day with nobody alive (all fallen, the recruit still to come) has no rating: NaN would spoil the sort.
      const rating = livingRating(s);
      const { funds, supplies, intel } = s.resources;
      result.samples.push({ day: s.day, funds, supplies, intel, rating: Number.isNaN(rating) ? null : rating });
    }
    if (s.day === 100) result.openPurchasesDay100 = openPurchaseFunds(s);
    if (s.day === 150) result.openBattleResearchDay150 = openBattleResearch(s);
    if (
      result.firstMedbayOrWorkshop > ENDLESS_DAYS &&
      s.facilities.some((f) => f.type === 'medbay' || f.type === 'workshop')
    ) {
      result.firstMedbayOrWorkshop = s.day - 1;
    }
  };
  const finish = (last: GameState) => {
    // Only a campaign still running at the end says when its research was done.
    if (!last.gameOver) result.lastCompletion = lastResearchDay(last) ?? 0;
    return result;
  };
  return { onDay, finish };
}

/** Days an endless run plays from day 1 (it ends on day ENDLESS_DAYS). */
const ENDLESS_PLAYED = ENDLESS_DAYS - 1;

/** One endless run from day 1: the final mission never tried (the reference `playSeedAndEndless` forks). */
export function playEndlessSeed(
  seed: number,
  difficulty: Difficulty,
  choice: CommanderChoice = THOUGHTFUL,
): EndlessSeed {
  const recorder = endlessRecorder();
  const { state } = runCampaign({
    seed,
    days: ENDLESS_PLAYED,
    difficulty,
    attemptFinalMission: false,
    ...choice,
    onDay: recorder.onDay,
  });
  return recorder.finish(state);
}

/**
 * A seed played to its end and its endless run, with the days they share played once: until the
 * commander first asks whether to try the final mission both runs play exactly the same days, so
 * the endless run starts from the campaign's state on that day (the same figures as
 * `playEndlessSeed`, in a fraction of its time: a test checks they agree).
 */
export function playSeedAndEndless(
  seed: number,
  difficulty: Difficulty,
  choice: CommanderChoice = THOUGHTFUL,
): { outcome: SeedOutcome; endless: EndlessSeed } {
  const recorder = endlessRecorder();
  // Held in an object: the callbacks set them, which TypeScript's narrowing does not see.
  const run: { fork: { state: GameState; played: number } | null; shared: GameState | null; played: number } = {
    fork: null,
    shared: null,
    played: 0,
  };
  const outcome = playSeed(seed, difficulty, choice, {
    onFinalMissionAsked: (before, daysPlayed) => {
      if (daysPlayed < ENDLESS_PLAYED) run.fork = { state: before, played: daysPlayed };
    },
    onDay: (s) => {
      run.played += 1;
      if (run.fork || run.played > ENDLESS_PLAYED) return;
      recorder.onDay(s);
      run.shared = s;
    },
  });
  const from = run.fork;
  if (!from) return { outcome, endless: recorder.finish(run.shared ?? newSeedState(seed, difficulty)) };
  const { state } = runCampaign({
    seed,
    start: from.state,
    days: ENDLESS_PLAYED - from.played,
    difficulty,
    attemptFinalMission: false,
    ...choice,
    onDay: recorder.onDay,
  });
  return { outcome, endless: recorder.finish(state) };
}

/** A campaign on its first day (a run that played no day at all). */
function newSeedState(seed: number, difficulty: Difficulty): GameState {
  return runCampaign({ seed, days: 0, difficulty }).state;
}

export function summarizeEndless(seeds: readonly EndlessSeed[]): EndlessFigures {
  const sampled = () => new Map<number, number[]>(RESOURCE_DAYS.map((d) => [d, []]));
  const figures: EndlessFigures = {
    resources: { funds: sampled(), supplies: sampled(), intel: sampled() },
    ratings: new Map(RATING_DAYS.map((d) => [d, []])),
    openPurchasesDay100: [],
    openBattleResearchDay150: [],
    earlySupplies: new Map(EARLY_DAYS.map((d) => [d, []])),
    firstMedbayOrWorkshop: [],
    lastCompletion: [],
  };
  for (const seed of seeds) {
    for (const sample of seed.samples) {
      for (const key of RESOURCE_KEYS) figures.resources[key].get(sample.day)?.push(sample[key]);
      if (sample.rating !== null) figures.ratings.get(sample.day)?.push(sample.rating);
      figures.earlySupplies.get(sample.day)?.push(sample.supplies);
    }
    if (seed.openPurchasesDay100 !== null) figures.openPurchasesDay100.push(seed.openPurchasesDay100);
    if (typeof seed.openBattleResearchDay150 === 'number')
      figures.openBattleResearchDay150.push(seed.openBattleResearchDay150);
    figures.firstMedbayOrWorkshop.push(seed.firstMedbayOrWorkshop);
    if (seed.lastCompletion !== null) figures.lastCompletion.push(seed.lastCompletion);
  }
  return figures;
}

/** How one campaign played to its end went: plain data so a worker thread can post it. */
export interface SeedOutcome {
  seed: number;
  outcome: 'victory' | 'defeat' | 'ongoing';
  /** The campaign's day when it ended (or the last day played). */
  day: number;
  /** Why it was lost: the chapter-1 casualty rule (judged on day 31) or the squad wiped out and broke. */
  defeatCause: 'chapterOne' | 'wipedOut' | 'deadline' | 'threat' | null;
  kia: number;
  won: number;
  lost: number;
  /** Days played after day 20, and how many of them were only ADVANCE DAY. */
  daysAfterIdleStart: number;
  idleDays: number;
  /** Each key mission finished in this campaign: how often fought, how often won. */
  keyBattles: { templateId: string; fought: number; won: number }[];
  /**
   * Issue 23 item 5, on day SQUAD_DAY (null when the campaign ended before): the most experience
   * among the soldiers of its best squad (the six most experienced classed soldiers alive).
   */
  squadBestXp?: number | null;
}

/** The day the squad's growth is sampled on, and the squad's size (a key mission's six). */
export const SQUAD_DAY = 100;
const SQUAD_SIZE = 6;

/** The best squad's top experience: the six most experienced living classed soldiers' highest. */
export function bestSquadXp(state: GameState): number {
  const classed = state.squad.filter((s) => s.status !== 'KIA' && s.classId !== null);
  const top = classed
    .map((s) => s.experience)
    .sort((a, b) => b - a)
    .slice(0, SQUAD_SIZE);
  return top[0] ?? 0;
}

export const KEY_MISSIONS = MISSION_TEMPLATES.filter((t) => t.keyMission === true);

/** Why a campaign was lost: the day and the squad tell the three rules (GAME_RULES §11) apart. */
function defeatCause(state: GameState): 'chapterOne' | 'wipedOut' | 'deadline' | 'threat' {
  if (isSquadWipedOut(state)) return 'wipedOut';
  if (state.day === CHAPTER_ONE_LAST_DAY + 1) return 'chapterOne';
  // Issue 34: the threat left at its top through a day.
  if (state.threatLevel >= THREAT_MAX && state.day !== KEY_MISSION_DEADLINE_DAY[4] + 1) return 'threat';
  const lastChances = [KEY_MISSION_DEADLINE_DAY[4], 70, 110].map((day) => day + 1);
  return lastChances.includes(state.day) ? 'deadline' : 'wipedOut';
}

export function playSeed(
  seed: number,
  difficulty: Difficulty,
  choice: CommanderChoice = THOUGHTFUL,
  watch: Pick<RunOptions, 'onDay' | 'onFinalMissionAsked'> = {},
): SeedOutcome {
  let squadBestXp: number | null = null;
  const onDay = (day: GameState) => {
    if (day.day === SQUAD_DAY) squadBestXp = bestSquadXp(day);
    watch.onDay?.(day);
  };
  const { state, summary } = runCampaign({
    seed,
    days: 365,
    difficulty,
    ...choice,
    onDay,
    onFinalMissionAsked: watch.onFinalMissionAsked,
  });
  const defeated = summary.outcome === 'defeat';
  return {
    seed,
    outcome: summary.outcome,
    day: state.day,
    defeatCause: defeated ? defeatCause(state) : null,
    kia: summary.casualties,
    won: summary.missionsWon,
    lost: summary.missionsLost,
    daysAfterIdleStart: summary.daysAfterIdleStart,
    idleDays: summary.idleDays,
    keyBattles: KEY_MISSIONS.map((t) => {
      const finished = state.missions.filter((m) => m.templateId === t.id && m.status === 'Completed');
      return { templateId: t.id, fought: finished.length, won: finished.filter((m) => m.success === true).length };
    }),
    squadBestXp,
  };
}

/** The day bands defeats are counted in: chapter 1, the chapter-1 rule's day, then chapters 2, 3 and 4. */
export const DAY_BANDS = [
  { label: 'days 1-30', from: 1, to: CHAPTER_ONE_LAST_DAY },
  { label: 'day 31', from: CHAPTER_ONE_LAST_DAY + 1, to: CHAPTER_ONE_LAST_DAY + 1 },
  { label: 'days 32-70', from: CHAPTER_ONE_LAST_DAY + 2, to: 70 },
  { label: 'days 71-110', from: 71, to: 110 },
  { label: 'day 111 on', from: 111, to: Number.POSITIVE_INFINITY },
] as const;

export function dayBand(day: number): (typeof DAY_BANDS)[number]['label'] {
  return (DAY_BANDS.find((b) => day >= b.from && day <= b.to) ?? DAY_BANDS[0]).label;
}

export interface BalanceFigures {
  seeds: number;
  difficulty: Difficulty;
  choice: CommanderChoice;
  outcomes: {
    victory: number;
    chapterOne: number;
    wipedOut: number;
    deadline: number;
    threat: number;
    ongoing: number;
  };
  victoryDays: number[];
  defeatDays: number[];
  /** Defeats per day band, in DAY_BANDS order. */
  defeatBands: { label: string; count: number }[];
  /** Issue 34: defeats per chapter of the last day played (day 31's chapter-1 rule counts in chapter 1). */
  defeatChapters: Record<ChapterNumber, number>;
  kia: number[];
  won: number[];
  lost: number[];
  /** Of all days played after day 20, the share that was only ADVANCE DAY (0..1; NaN with none). */
  idleShare: number;
  /** Issue 23 item 5: each campaign's best-squad top experience on day SQUAD_DAY (those still at war). */
  squadBestXp: number[];
  /** Their share whose squad fields an ability unlocked at ABILITY_UNLOCK_XP[3] (500) or more. */
  fieldsHighAbility: number;
  /** Per key mission: campaigns that fought it, battles fought and won, win rate (NaN when never fought). */
  keyBattles: { templateId: string; campaigns: number; fought: number; won: number; winRate: number }[];
  endless: EndlessFigures | null;
}

/** Sums up the per-seed outcomes (and endless runs, when played) into the report's figures. */
export function summarizeSeeds(
  difficulty: Difficulty,
  choice: CommanderChoice,
  outcomes: readonly SeedOutcome[],
  endless: readonly EndlessSeed[] | null,
): BalanceFigures {
  const counts = { victory: 0, chapterOne: 0, wipedOut: 0, deadline: 0, threat: 0, ongoing: 0 };
  const defeatChapters: Record<ChapterNumber, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  const defeatBands = DAY_BANDS.map((b) => ({ label: b.label as string, count: 0 }));
  for (const o of outcomes) {
    if (o.outcome === 'victory') counts.victory += 1;
    else if (o.outcome === 'ongoing') counts.ongoing += 1;
    else {
      counts[o.defeatCause ?? 'wipedOut'] += 1;
      const band = defeatBands.find((b) => b.label === dayBand(o.day));
      if (band) band.count += 1;
      defeatChapters[chapterForDay(o.day - 1)] += 1;
    }
  }
  const squadBestXp = outcomes.map((o) => o.squadBestXp).filter((x): x is number => typeof x === 'number');
  const after = outcomes.reduce((total, o) => total + o.daysAfterIdleStart, 0);
  const idle = outcomes.reduce((total, o) => total + o.idleDays, 0);
  return {
    seeds: outcomes.length,
    difficulty,
    choice,
    outcomes: counts,
    victoryDays: outcomes.filter((o) => o.outcome === 'victory').map((o) => o.day),
    defeatDays: outcomes.filter((o) => o.outcome === 'defeat').map((o) => o.day),
    defeatBands,
    defeatChapters,
    kia: outcomes.map((o) => o.kia),
    won: outcomes.map((o) => o.won),
    lost: outcomes.map((o) => o.lost),
    idleShare: after === 0 ? Number.NaN : idle / after,
    squadBestXp,
    fieldsHighAbility:
      squadBestXp.length === 0
        ? Number.NaN
        : squadBestXp.filter((xp) => xp >= HIGH_ABILITY_XP).length / squadBestXp.length,
    keyBattles: KEY_MISSIONS.map((t) => {
      const rows = outcomes.map((o) => o.keyBattles.find((k) => k.templateId === t.id) ?? { fought: 0, won: 0 });
      const fought = rows.reduce((total, r) => total + r.fought, 0);
      const won = rows.reduce((total, r) => total + r.won, 0);
      const campaigns = rows.filter((r) => r.fought > 0).length;
      return { templateId: t.id, campaigns, fought, won, winRate: fought === 0 ? Number.NaN : won / fought };
    }),
    endless: endless ? summarizeEndless(endless) : null,
  };
}

/** The whole report in this thread, seeds 1..N (the balance test; the tool spreads it over worker threads). */
export function measureBalance(
  seeds: number,
  difficulty: Difficulty,
  choice: CommanderChoice = THOUGHTFUL,
  withEndless = true,
): BalanceFigures {
  const numbers = Array.from({ length: seeds }, (_, i) => i + 1);
  return summarizeSeeds(
    difficulty,
    choice,
    numbers.map((seed) => playSeed(seed, difficulty, choice)),
    withEndless ? numbers.map((seed) => playEndlessSeed(seed, difficulty, choice)) : null,
  );
}
