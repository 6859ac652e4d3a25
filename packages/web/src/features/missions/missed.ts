import { type GameState, KEY_MISSION_DEADLINE_DAY, type MissionTemplate, missedKeyMissions } from '@holdfast/engine';

/** Issue 34: a key mission's deadline when it has passed unwon (its card says it was missed), else null. */
export function missedDeadline(state: GameState, template: MissionTemplate): number | null {
  if (!template.keyMission || !template.chapter) return null;
  return missedKeyMissions(state).includes(template.chapter) ? KEY_MISSION_DEADLINE_DAY[template.chapter] : null;
}
