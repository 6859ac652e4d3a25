/** Plays a whole campaign with the scripted commander and sums it up (simulate, bench, tests). */
import type { GameAction } from '../campaign/actions';
import { applyAction } from '../campaign/apply-action';
import { newCampaign } from '../campaign/new-campaign';
import type { Difficulty, GameState, Resources } from '../campaign/types';
import { type CommanderLog, commanderDay } from './commander';
import { checkInvariants } from './invariants';

export interface RunOptions {
  seed: number;
  days: number;
  difficulty?: Difficulty;
  /** Check every invariant after each day and collect violations (slower). */
  checkInvariants?: boolean;
  /** Let the commander fight the chapter-4 key mission (default true); false plays every day. */
  attemptFinalMission?: boolean;
  /** Keep the accepted actions in the result (for replays). */
  recordActions?: boolean;
  /** Called with the state after every played day (the balance report samples it). */
  onDay?: (state: GameState) => void;
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
}

export function summarize(
  state: GameState,
  seed: number,
  daysPlayed: number,
  log: CommanderLog,
  violations: string[],
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
  let state = newCampaign({
    name: `Sim ${options.seed}`,
    difficulty: options.difficulty ?? 'normal',
    theme: 'vanilla',
    seed: options.seed,
  });
  const log: CommanderLog = { actions: 0, refusals: 0, ...(options.recordActions ? { accepted: [] } : {}) };
  const violations: string[] = [];
  let daysPlayed = 0;
  for (let i = 0; i < options.days && !state.gameOver; i++) {
    const previous = state;
    state = commanderDay(state, log, { attemptFinalMission: options.attemptFinalMission ?? true });
    daysPlayed += 1;
    options.onDay?.(state);
    if (options.checkInvariants) {
      for (const problem of checkInvariants(state, previous))
        violations.push(`seed ${options.seed} day ${state.day}: ${problem}`);
    }
  }
  return { state, summary: summarize(state, options.seed, daysPlayed, log, violations), actions: log.accepted ?? [] };
}
