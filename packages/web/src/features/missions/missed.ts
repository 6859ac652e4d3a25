import {
  type GameState,
  KEY_MISSION_DEADLINE_DAY,
  keyMissionBackOnDay,
  keyMissionLosses,
  type MissionTemplate,
  missedKeyMissions,
  THREAT_FLOOR_PER_MISSED_KEY_MISSION,
} from '@holdfast/engine';

/** Issue 34: a key mission's deadline when it has passed unwon (its card says it was missed), else null. */
export function missedDeadline(state: GameState, template: MissionTemplate): number | null {
  if (!template.keyMission || !template.chapter) return null;
  return missedKeyMissions(state).includes(template.chapter) ? KEY_MISSION_DEADLINE_DAY[template.chapter] : null;
}

/** Issue 34: a key mission lost in battle and not won since: the floor's rise and the day it is back on the board. */
export interface LostKeyMission {
  floorRise: number;
  backOnDay: number;
}

export function lostKeyMission(state: GameState, template: MissionTemplate): LostKeyMission | null {
  if (!template.keyMission || !template.chapter) return null;
  const losses = keyMissionLosses(state)[template.chapter];
  const backOnDay = keyMissionBackOnDay(state, template.id);
  if (!losses || backOnDay === null) return null;
  return { floorRise: THREAT_FLOOR_PER_MISSED_KEY_MISSION * losses, backOnDay };
}
