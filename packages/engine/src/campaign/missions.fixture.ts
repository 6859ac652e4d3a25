/**
 * Small builders for the mission, event, story and threat tests: a campaign with a squad of a
 * chosen size, and a mission already in the field without going through deployment.
 */
import { missionTemplate } from '../content/missions';
import { newCampaign, newSoldier } from './new-campaign';
import type { ActiveMission, Difficulty, GameState } from './types';

export interface FixtureOptions {
  /** Soldiers in the squad; the first four are the starting squad (Sergeant, Corporal, 2 Privates). */
  squadSize?: number;
  /** Replace the starting squad by fresh Privates (combat rating 50 each). */
  freshPrivates?: boolean;
  difficulty?: Difficulty;
  day?: number;
  threatLevel?: number;
  seed?: number;
}

export function campaignWithSquad(options: FixtureOptions = {}): GameState {
  const base = newCampaign({
    name: 'Test Holdfast',
    difficulty: options.difficulty ?? 'normal',
    theme: 'vanilla',
    seed: options.seed ?? 1,
  });
  const size = options.squadSize ?? 4;
  let nextId = base.nextId;
  const squad = options.freshPrivates ? [] : base.squad.slice(0, size);
  while (squad.length < size) {
    const id = `soldier-${nextId++}`;
    squad.push(newSoldier(id, `Private ${id}`, 0));
  }
  return {
    ...base,
    squad,
    nextId,
    day: options.day ?? base.day,
    threatLevel: options.threatLevel ?? base.threatLevel,
  };
}

/** Puts the given soldiers (default: the first minSquad) in the field on `templateId`. */
export function withMissionInField(
  state: GameState,
  templateId: string,
  options: { mode?: 'auto' | 'manual'; soldierIds?: readonly string[]; daysRemaining?: number } = {},
): { state: GameState; mission: ActiveMission } {
  const template = missionTemplate(templateId);
  if (!template) throw new Error(`No template ${templateId}`);
  const ids = options.soldierIds ?? state.squad.slice(0, template.requirements.minSquad).map((s) => s.id);
  const mission: ActiveMission = {
    id: `mission-${state.nextId}`,
    templateId,
    mode: options.mode ?? 'auto',
    squad: [...ids],
    daysRemaining: options.daysRemaining ?? template.durationDays,
    status: 'Active',
    deployedOnDay: state.day,
    completedOnDay: null,
    success: null,
    casualties: [],
    rewards: null,
  };
  const squad = state.squad.map((s) => (ids.includes(s.id) ? { ...s, status: 'On Mission' as const } : s));
  return { state: { ...state, squad, missions: [...state.missions, mission], nextId: state.nextId + 1 }, mission };
}

/** A mission won (or lost) `daysAgo` days before the state's day, for recent-victory rules. */
export function withFinishedMission(state: GameState, success: boolean, daysAgo: number): GameState {
  const mission: ActiveMission = {
    id: `mission-${state.nextId}`,
    templateId: 'patrol',
    mode: 'auto',
    squad: [],
    daysRemaining: 0,
    status: 'Completed',
    deployedOnDay: state.day - daysAgo - 4,
    completedOnDay: state.day - daysAgo,
    success,
    casualties: [],
    rewards: null,
  };
  return { ...state, missions: [...state.missions, mission], nextId: state.nextId + 1 };
}
