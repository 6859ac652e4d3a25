import type { EventCategory } from '../content/events';
import type { ReportEntryKind, ReportFact } from './facts';
import type { MissionRewards, Resources } from './types';

export type { ReportEntryKind } from './facts';

/**
 * What an action or a day did, for the day report modal, toasts and the campaign log: a fact (a
 * `kind` and its typed parameters, campaign/facts.ts) that the campaign's theme words where it is
 * shown (words/wording.ts `wordReportEntry`). The rules build no sentence.
 */
export type ReportEntry = ReportFact & ReportEntryDetails;

/** What every entry may carry beside its fact. */
export interface ReportEntryDetails {
  /** The soldier, facility, project, mission or event the entry is about. */
  refId?: string;
  resourceChanges?: Partial<Resources>;
  /** `event` entries: the category the event was drawn from (it decides whether the day is quiet). */
  eventCategory?: EventCategory;
  /** `mission_success` / `mission_failed` entries: how the mission ended for each soldier and what it paid. */
  debrief?: MissionDebrief;
}

/** How one soldier came back from a mission: the facts the debrief shows, in squad order. */
export interface SoldierDebrief {
  soldierId: string;
  name: string;
  /** The rank after the mission (the new one when promoted). */
  rank: string;
  killed: boolean;
  /** Health lost on the mission (0 when unhurt). */
  damage: number;
  health: number;
  maxHealth: number;
  /** Experience actually gained, the soldier's own xp_gain skills included (0 for the fallen). */
  xp: number;
  /** The new rank when the mission's experience promoted the soldier, else null. */
  promotedTo: string | null;
  /** Skill ids the mission's experience unlocked. */
  skillsLearned: string[];
}

/** The mission result the day report opens with (issue 14: debrief first). */
export interface MissionDebrief {
  missionId: string;
  templateId: string;
  success: boolean;
  rewards: MissionRewards;
  soldiers: SoldierDebrief[];
}

export interface ActionReport {
  /** The campaign day after the action. */
  day: number;
  entries: ReportEntry[];
}

/**
 * Kinds that stop the clock and open the day report (issue 14: a quiet day does not). A day is
 * quiet unless it brought a mission result, a story beat, a completed research project or
 * facility, a death, a threat change, the campaign's end, or an event of a category in
 * NOTABLE_EVENT_CATEGORIES. Income, upkeep, healing, training and the other events still reach the
 * campaign log and a small notice.
 */
export const DAY_REPORT_TRIGGERS: readonly ReportEntryKind[] = [
  'mission_success',
  'mission_failed',
  'soldier_kia',
  'story',
  'research_completed',
  'facility_completed',
  'threat',
  'victory',
  'defeat',
];

/**
 * Event categories that stop the clock (decided): a threat event is a loss the base took, a
 * campaign event moves the war. Scheduled, backdrop, morale, faction and discovery events are the
 * base's everyday life: their gains show in the header and they are kept in the campaign log.
 */
export const NOTABLE_EVENT_CATEGORIES: readonly EventCategory[] = ['threat', 'campaign'];

/** Whether one entry is worth stopping the clock for. */
export function isNotableEntry(entry: ReportEntry): boolean {
  if (entry.kind === 'event')
    return entry.eventCategory !== undefined && NOTABLE_EVENT_CATEGORIES.includes(entry.eventCategory);
  return DAY_REPORT_TRIGGERS.includes(entry.kind);
}

/** A day with a notable entry opens the day report; any other day is quiet (the clock runs on). */
export function shouldShowDayReport(report: ActionReport): boolean {
  return report.entries.some(isNotableEntry);
}
