/**
 * The regional threat level, 1..10, shown on the missions tab and driving threat and campaign
 * events (campaign/events.ts). The spec only says it exists; how it moves is decided here:
 * - it creeps up on its own: each day +1 with chance 0.05 while a squad is in the field, 0.15 while
 *   none is (threats left unanswered grow);
 * - each chapter raises a floor under it (1 / 2 / 4 / 6), so the late war is never quiet;
 * - a failed mission raises it by 1; a successful complex mission lowers it by 1, a successful
 *   campaign mission by 2 (simple missions are routine and do not move it).
 */
import type { MissionTemplate } from '../content/missions';
import type { Rng } from '../rng';
import type { ReportEntry } from './report';
import type { Step } from './step';
import { chapterForDay } from './story';
import type { GameState } from './types';

export const THREAT_MIN = 1;
export const THREAT_MAX = 10;

/** Chance per day that threat rises by 1: with a squad deployed, and with nobody in the field. */
export const THREAT_DAILY_RISE_CHANCE = { squadInField: 0.05, noSquadInField: 0.15 } as const;

/** The lowest threat each chapter allows. */
export const THREAT_CHAPTER_FLOOR: Readonly<Record<1 | 2 | 3 | 4, number>> = { 1: 1, 2: 2, 3: 4, 4: 6 };

/** Threat change when a mission of a tier ends: success lowers it, failure raises it. */
export const THREAT_MISSION_SHIFT = {
  success: { simple: 0, complex: -1, campaign: -2 },
  failure: { simple: 1, complex: 1, campaign: 1 },
} as const;

export function clampThreat(level: number): number {
  return Math.max(THREAT_MIN, Math.min(THREAT_MAX, Math.round(level)));
}

/** Threat after a mission of this template ends on `day` (never below that chapter's floor). */
export function threatAfterMission(
  threatLevel: number,
  day: number,
  template: MissionTemplate,
  success: boolean,
): number {
  const shift = (success ? THREAT_MISSION_SHIFT.success : THREAT_MISSION_SHIFT.failure)[template.tier];
  return clampThreat(Math.max(threatLevel + shift, THREAT_CHAPTER_FLOOR[chapterForDay(day)]));
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
  const riseChance = squadInField ? THREAT_DAILY_RISE_CHANCE.squadInField : THREAT_DAILY_RISE_CHANCE.noSquadInField;
  let after = before + (rng.chance(riseChance) ? 1 : 0);
  after = clampThreat(Math.max(after, THREAT_CHAPTER_FLOOR[chapterForDay(state.day)]));
  if (after === before) return { state, entries: [] };
  return { state: { ...state, threatLevel: after }, entries: threatEntry(before, after) };
}
