import { type DaySnapshot, type GameState, SOLDIER_STATUSES, type SoldierStatus } from './types';

/** The campaign as it stands now, as one point of the log's charts. */
export function snapshotOf(state: GameState): DaySnapshot {
  const soldiersByStatus = Object.fromEntries(SOLDIER_STATUSES.map((status) => [status, 0])) as Record<
    SoldierStatus,
    number
  >;
  for (const soldier of state.squad) soldiersByStatus[soldier.status] += 1;
  let missionsWon = 0;
  let missionsLost = 0;
  for (const mission of state.missions) {
    if (mission.status !== 'Completed') continue;
    if (mission.success) missionsWon += 1;
    else missionsLost += 1;
  }
  return {
    day: state.day,
    resources: { ...state.resources },
    threatLevel: state.threatLevel,
    soldiersByStatus,
    missionsWon,
    missionsLost,
  };
}

/** Records today's snapshot, replacing one already taken today so each day appears once. */
export function recordDay(state: GameState): GameState {
  const snapshot = snapshotOf(state);
  const last = state.history.at(-1);
  const earlier = last?.day === state.day ? state.history.slice(0, -1) : state.history;
  return { ...state, history: [...earlier, snapshot] };
}
