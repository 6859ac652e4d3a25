/**
 * Calling off a fought mission whose battle never happened (the briefing's ABORT MISSION, or a
 * battle left unfinished). Without it the squad of a manual mission would stay On Mission for ever,
 * since a fought mission only ends when its battle result is recorded (DESIGN §3).
 *
 * Decided: the squad comes home as it left (Ready at full health, else Wounded), the mission is
 * marked Aborted, nothing is paid, nobody gains experience or a completed mission, the threat does
 * not move, and the same mission can be sent again at once (it was never fought).
 */
import type { GameAction } from './actions';
import { gameError } from './errors';
import { healthStatus, isAway, withHistory } from './squad';
import type { StepResult } from './step';
import type { ActiveMission, CampaignEvent, GameState } from './types';

type AbortAction = Extract<GameAction, { type: 'abortMission' }>;

export function abortMission(state: GameState, action: AbortAction): StepResult {
  const mission = state.missions.find((m) => m.id === action.missionId);
  if (!mission) return gameError('active_mission_not_found', { missionId: action.missionId });
  if (mission.mode !== 'manual') return gameError('mission_not_fought', { templateId: mission.templateId });
  if (mission.status !== 'Active') return gameError('mission_ended', { templateId: mission.templateId });
  const day = state.day;

  const inSquad = new Set(mission.squad);
  const squad = state.squad.map((soldier) => {
    if (!inSquad.has(soldier.id) || !isAway(soldier)) return soldier;
    const back = { ...soldier, status: healthStatus(soldier.health, soldier.maxHealth) };
    return withHistory(back, day, { kind: 'mission_aborted', templateId: mission.templateId });
  });
  const aborted: ActiveMission = { ...mission, status: 'Aborted', daysRemaining: 0, completedOnDay: day };
  const fact = { kind: 'mission_aborted', missionId: mission.id, templateId: mission.templateId } as const;
  const logged: CampaignEvent = {
    id: `event-${state.nextId}`,
    type: 'combat',
    fact,
    day,
    resourceChanges: null,
  };
  return {
    ok: true,
    state: {
      ...state,
      squad,
      missions: state.missions.map((m) => (m.id === mission.id ? aborted : m)),
      events: [...state.events, logged],
      nextId: state.nextId + 1,
    },
    entries: [{ ...fact, refId: mission.id }],
  };
}
