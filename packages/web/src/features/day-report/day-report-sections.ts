import type { ActionReport, ReportEntry, ReportEntryKind } from '@holdfast/engine';
import type { DayReportWords } from '@holdfast/engine/themes';

export type DayReportSection = keyof DayReportWords['sections'];

/**
 * Which section of the day report each kind of entry belongs to (spec §2: facilities completed,
 * research progress, squad healing, events, missions). Kinds not listed (income, upkeep, the
 * player's own actions) are already visible in the header or were just seen, so the report skips them.
 */
const SECTION_OF: Partial<Record<ReportEntryKind, DayReportSection>> = {
  facility_completed: 'facilities',
  research_progress: 'research',
  research_completed: 'research',
  healing: 'healing',
  rank_up: 'healing',
  event: 'events',
  story: 'events',
  threat: 'events',
  mission_success: 'missions',
  mission_failed: 'missions',
  soldier_kia: 'missions',
  victory: 'campaign',
  defeat: 'campaign',
};

export const SECTION_ORDER: readonly DayReportSection[] = [
  'campaign',
  'facilities',
  'research',
  'healing',
  'events',
  'missions',
];

export interface ReportSection {
  section: DayReportSection;
  entries: ReportEntry[];
}

/** The report's entries grouped into its sections, in the order the modal shows them; empty ones left out. */
export function reportSections(report: ActionReport): ReportSection[] {
  const grouped = new Map<DayReportSection, ReportEntry[]>();
  for (const entry of report.entries) {
    const section = SECTION_OF[entry.kind];
    if (!section) continue;
    const list = grouped.get(section) ?? [];
    list.push(entry);
    grouped.set(section, list);
  }
  return SECTION_ORDER.flatMap((section) => {
    const entries = grouped.get(section);
    return entries ? [{ section, entries }] : [];
  });
}
