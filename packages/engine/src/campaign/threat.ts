/**
 * The regional threat level, 1..10, shown on the missions tab and driving threat and campaign
 * events (campaign/events.ts). The spec only says it exists; how it moves is decided here:
 * - it creeps up on its own: each day +1 with a chance that grows with the chapter, lower while a
 *   squad is in the field (threats left unanswered grow; issue 34: the war's clock speeds up);
 * - each chapter raises a floor under it (1 / 2 / 4 / 6), so the late war is never quiet, and each
 *   key mission missed or lost in battle and still unwon raises it by 2 more (issue 34);
 * - a counter-operation bought with funds and supplies lowers it by 1 (issue 34, `counterOperation`);
 * - threat at its top (10) at the end of two days running loses the war (issue 34, campaign-end.ts);
 * - a failed mission raises it by 1; a successful complex mission lowers it by 1, a successful
 *   campaign mission by 2 (simple missions are routine and do not move it).
 */
import type { MissionTemplate } from '../content/missions';
import type { Rng } from '../rng';
import { keyMissionSetbacks } from './battle-force';
import type { ReportEntry } from './report';
import type { Step } from './step';
import { chapterForDay } from './story';
import type { GameState } from './types';

export const THREAT_MIN = 1;
export const THREAT_MAX = 10;

/**
 * Chance per day that threat rises by 1, by chapter: with a squad deployed, and with nobody in the
 * field ([tuned, issue 34]: chapter 1 as before, then faster — the war's clock).
 */
export const THREAT_DAILY_RISE_CHANCE: Readonly<
  Record<1 | 2 | 3 | 4, { readonly squadInField: number; readonly noSquadInField: number }>
> = {
  1: { squadInField: 0.05, noSquadInField: 0.15 },
  2: { squadInField: 0.35, noSquadInField: 0.45 },
  3: { squadInField: 0.2, noSquadInField: 0.3 },
  4: { squadInField: 0.05, noSquadInField: 0.1 },
};

/** [decided, issue 34] What the threat floor rises by for each key mission missed or lost and still unwon. */
export const THREAT_FLOOR_PER_MISSED_KEY_MISSION = 2;

/** [decided, issue 34] Days running that end at THREAT_MAX before the war is lost (the first is the warning). */
export const THREAT_MAX_DAYS_TO_DEFEAT = 2;

/** The lowest threat each chapter allows. */
export const THREAT_CHAPTER_FLOOR: Readonly<Record<1 | 2 | 3 | 4, number>> = { 1: 1, 2: 2, 3: 4, 4: 6 };

/** Threat change when a mission of a tier ends: success lowers it, failure raises it. */
export const THREAT_MISSION_SHIFT = {
  success: { simple: 0, complex: -1, campaign: -2 },
  failure: { simple: 1, complex: 1, campaign: 2 },
} as const;

export function clampThreat(level: number): number {
  return Math.max(THREAT_MIN, Math.min(THREAT_MAX, Math.round(level)));
}

/**
 * The lowest threat a campaign allows today: its chapter's floor, plus 2 for each time a key mission
 * not won yet was lost in battle, or was missed (issue 34: `keyMissionSetbacks`).
 */
export function threatFloor(state: Pick<GameState, 'day' | 'missions'>): number {
  const missed = keyMissionSetbacks(state);
  return clampThreat(THREAT_CHAPTER_FLOOR[chapterForDay(state.day)] + THREAT_FLOOR_PER_MISSED_KEY_MISSION * missed);
}

/** Threat after a mission of this template ends (never below the floor of `state`, whose missions include it). */
export function threatAfterMission(
  threatLevel: number,
  state: Pick<GameState, 'day' | 'missions'>,
  template: MissionTemplate,
  success: boolean,
): number {
  const shift = (success ? THREAT_MISSION_SHIFT.success : THREAT_MISSION_SHIFT.failure)[template.tier];
  return clampThreat(Math.max(threatLevel + shift, threatFloor(state)));
}

/** A report entry for a threat change, or nothing when it did not move. */
export function threatEntry(before: number, after: number): ReportEntry[] {
  if (after === before) return [];
  return [{ kind: 'threat', before, after, max: THREAT_MAX }];
}

/** Moves threat for one new day: the daily creep, then the chapter floor. One draw per day. */
export function updateThreatLevel(state: GameState, rng: Rng): Step {
  const before = state.threatLevel;
  const squadInField = state.missions.some((m) => m.status === 'Active');
  const chances = THREAT_DAILY_RISE_CHANCE[chapterForDay(state.day)];
  const riseChance = squadInField ? chances.squadInField : chances.noSquadInField;
  let after = before + (rng.chance(riseChance) ? 1 : 0);
  after = clampThreat(Math.max(after, threatFloor(state)));
  if (after === before) return { state, entries: [] };
  return { state: { ...state, threatLevel: after }, entries: threatEntry(before, after) };
}
