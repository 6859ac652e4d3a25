/** Plays a whole campaign with a scripted commander and sums it up (simulate, bench, balance, tests). */
import type { GameAction } from '../campaign/actions';
import { applyAction } from '../campaign/apply-action';
import { newCampaign } from '../campaign/new-campaign';
import type { Difficulty, GameState, Resources } from '../campaign/types';
import { type CommanderLog, type CommanderOptions, commanderDay } from './commander';
import { checkInvariants } from './invariants';
import { rusherCommanderDay, simpleCommanderDay } from './panel-commanders';
import { thoughtfulCommanderDay } from './thoughtful-commander';

/**
 * The scripted commanders: the naive one (tools/commander.ts), the thoughtful one (issue 23) and
 * issue 34's simple one and key-mission rusher (tools/panel-commanders.ts).
 */
export const COMMANDERS = ['thoughtful', 'naive', 'simple', 'rusher'] as const;
export type CommanderKind = (typeof COMMANDERS)[number];

const COMMANDER_DAYS = {
  thoughtful: thoughtfulCommanderDay,
  naive: commanderDay,
  simple: simpleCommanderDay,
  rusher: rusherCommanderDay,
} as const satisfies Record<CommanderKind, typeof commanderDay>;

/** Days after this one count toward the idle-day share (issue 23: "after day 20"). */
export const IDLE_AFTER_DAY = 20;

export interface RunOptions {
  seed: number;
  days: number;
  difficulty?: Difficulty;
  /** Check every invariant after each day and collect violations (slower). */
  checkInvariants?: boolean;
  /** Let the commander fight the chapter-4 key mission (default true); false plays every day. */
  attemptFinalMission?: boolean;
  /** Which scripted commander plays (default the naive one, which the bench and older figures use). */
  commander?: CommanderKind;
  /** Hold Operation Breakwater back until chapter 2 (issue 23's wait variant). */
  waitBreakwater?: boolean;
  /** Keep the accepted actions in the result (for replays). */
  recordActions?: boolean;
  /** Called with the state after every played day (the balance report samples it). */
  onDay?: (state: GameState) => void;
  /** Play on from this state (a run forked from another) instead of a new campaign from `seed`. */
  start?: GameState;
  /**
   * Called once, before that day's `onDay`, on the first day the commander asked whether to try the
   * final mission (`CommanderOptions.attemptFinalMission`), with the state before that day and the
   * days played before it: until then a run with the other answer played exactly the same days.
   */
  onFinalMissionAsked?: (before: GameState, daysPlayed: number) => void;
}

export interface CampaignSummary {
  seed: number;
  daysPlayed: number;
  finalDay: number;
  resources: Resources;
  threatLevel: number;
  reputation: number;
  missionsWon: number;
  missionsLost: number;
  missionsActive: number;
  casualties: number;
  soldiersAlive: number;
  facilities: number;
  researchCompleted: number;
  events: number;
  outcome: 'victory' | 'defeat' | 'ongoing';
  actions: number;
  refusals: number;
  violations: string[];
  /** Days played after day IDLE_AFTER_DAY, and how many of them the commander only pressed ADVANCE DAY. */
  daysAfterIdleStart: number;
  idleDays: number;
}

export function summarize(
  state: GameState,
  seed: number,
  daysPlayed: number,
  log: CommanderLog,
  violations: string[],
  idle: { daysAfterIdleStart: number; idleDays: number } = { daysAfterIdleStart: 0, idleDays: 0 },
): CampaignSummary {
  return {
    seed,
    daysPlayed,
    finalDay: state.day,
    resources: { ...state.resources },
    threatLevel: state.threatLevel,
    reputation: state.reputation,
    missionsWon: state.missions.filter((m) => m.status === 'Completed' && m.success === true).length,
    missionsLost: state.missions.filter((m) => m.status === 'Completed' && m.success === false).length,
    missionsActive: state.missions.filter((m) => m.status === 'Active').length,
    casualties: state.squad.filter((s) => s.status === 'KIA').length,
    soldiersAlive: state.squad.filter((s) => s.status !== 'KIA').length,
    facilities: state.facilities.length,
    researchCompleted: state.research.filter((r) => r.completed).length,
    events: state.events.length,
    outcome: state.victory ? 'victory' : state.gameOver ? 'defeat' : 'ongoing',
    actions: log.actions,
    refusals: log.refusals,
    violations,
    ...idle,
  };
}

/** The same campaign again from its seed and its accepted actions: only the engine's work. */
export function replayCampaign(
  seed: number,
  actions: readonly GameAction[],
  difficulty: Difficulty = 'normal',
): GameState {
  let state = newCampaign({ name: `Sim ${seed}`, difficulty, theme: 'vanilla', seed });
  for (const action of actions) {
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(`replay refused ${action.type}: ${JSON.stringify(result.error)}`);
    state = result.state;
  }
  return state;
}

export function runCampaign(options: RunOptions): {
  state: GameState;
  summary: CampaignSummary;
  actions: GameAction[];
} {
  let state =
    options.start ??
    newCampaign({
      name: `Sim ${options.seed}`,
      difficulty: options.difficulty ?? 'normal',
      theme: 'vanilla',
      seed: options.seed,
    });
  const log: CommanderLog = { actions: 0, refusals: 0, ...(options.recordActions ? { accepted: [] } : {}) };
  const violations: string[] = [];
  let daysPlayed = 0;
  const idle = { daysAfterIdleStart: 0, idleDays: 0 };
  const attemptFinalMission = options.attemptFinalMission ?? true;
  let asked = false;
  const commander: CommanderOptions = {
    get attemptFinalMission() {
      asked = true;
      return attemptFinalMission;
    },
    waitBreakwater: options.waitBreakwater ?? false,
  };
  let askedBefore = false;
  const playDay = COMMANDER_DAYS[options.commander ?? 'naive'];
  for (let i = 0; i < options.days && !state.gameOver; i++) {
    const previous = state;
    const actionsBefore = log.actions;
    asked = false;
    state = playDay(state, log, commander);
    if (asked && !askedBefore) {
      askedBefore = true;
      options.onFinalMissionAsked?.(previous, daysPlayed);
    }
    daysPlayed += 1;
    if (previous.day > IDLE_AFTER_DAY) {
      idle.daysAfterIdleStart += 1;
      // Only ADVANCE DAY was accepted: a day with nothing to decide.
      if (log.actions - actionsBefore === 1 && state.day === previous.day + 1) idle.idleDays += 1;
    }
    options.onDay?.(state);
    if (options.checkInvariants) {
      for (const problem of checkInvariants(state, previous))
        violations.push(`seed ${options.seed} day ${state.day}: ${problem}`);
    }
  }
  return {
    state,
    summary: summarize(state, options.seed, daysPlayed, log, violations, idle),
    actions: log.accepted ?? [],
  };
}
