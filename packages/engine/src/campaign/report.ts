import type { Resources } from './types';

/**
 * What an action or a day did, for the day report modal, toasts and the campaign log.
 * Entries are facts in the engine's words (vanilla); screens may re-word them through the theme by `kind`.
 */
export type ReportEntryKind =
  | 'facility_built'
  | 'facility_completed'
  | 'facility_upgraded'
  | 'facility_toggled'
  | 'research_started'
  | 'research_progress'
  | 'research_completed'
  | 'research_cancelled'
  | 'healing'
  | 'income'
  | 'upkeep'
  | 'recruit'
  | 'soldier_updated'
  | 'rank_up'
  | 'event'
  | 'story'
  | 'mission_deployed'
  | 'mission_success'
  | 'mission_failed'
  | 'mission_aborted'
  | 'soldier_kia'
  | 'threat'
  | 'victory'
  | 'defeat';

export interface ReportEntry {
  kind: ReportEntryKind;
  title: string;
  text: string;
  /** The soldier, facility, project, mission or event the entry is about. */
  refId?: string;
  resourceChanges?: Partial<Resources>;
}

export interface ActionReport {
  /** The campaign day after the action. */
  day: number;
  entries: ReportEntry[];
}

/** Kinds that make the day report modal appear (spec: events, completed research or missions). */
export const DAY_REPORT_TRIGGERS: readonly ReportEntryKind[] = [
  'event',
  'story',
  'research_completed',
  'mission_success',
  'mission_failed',
  'victory',
  'defeat',
];

export function shouldShowDayReport(report: ActionReport): boolean {
  return report.entries.some((e) => DAY_REPORT_TRIGGERS.includes(e.kind));
}
