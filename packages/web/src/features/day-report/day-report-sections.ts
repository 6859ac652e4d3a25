import {
  type ActionReport,
  RESOURCE_KEYS,
  type ReportEntry,
  type ReportEntryKind,
  type Resources,
} from '@holdfast/engine';
import type { DayReportWords } from '@holdfast/engine/themes';

export type DayReportSection = keyof DayReportWords['sections'];

/**
 * Which section of the day report each kind of entry belongs to. Kinds not listed (the player's
 * own actions: building, recruiting, deploying) were just seen, so the report skips them.
 */
const SECTION_OF: Partial<Record<ReportEntryKind, DayReportSection>> = {
  mission_success: 'missions',
  mission_failed: 'missions',
  soldier_kia: 'missions',
  victory: 'campaign',
  defeat: 'campaign',
  income: 'economy',
  upkeep: 'economy',
  research_progress: 'research',
  research_completed: 'research',
  facility_completed: 'facilities',
  construction_progress: 'construction',
  healing: 'healing',
  rank_up: 'healing',
  event: 'events',
  story: 'events',
  threat: 'events',
};

/**
 * Debrief first (issue 14): the mission result, then the campaign's end when it came, then the
 * day's numbers (income and upkeep, research, facilities completed and still being built, healing),
 * then events.
 */
export const SECTION_ORDER: readonly DayReportSection[] = [
  'missions',
  'campaign',
  'economy',
  'research',
  'facilities',
  'construction',
  'healing',
  'events',
];

export interface ReportSection {
  section: DayReportSection;
  entries: ReportEntry[];
}

/** Soldiers whose mission the report debriefs: their promotions and deaths are told in the debrief. */
function debriefedSoldiers(report: ActionReport): Set<string> {
  const ids = new Set<string>();
  for (const entry of report.entries) for (const soldier of entry.debrief?.soldiers ?? []) ids.add(soldier.soldierId);
  return ids;
}

/** The report's entries grouped into its sections, in the order the dialog shows them; empty ones left out. */
export function reportSections(report: ActionReport): ReportSection[] {
  const debriefed = debriefedSoldiers(report);
  const grouped = new Map<DayReportSection, ReportEntry[]>();
  for (const entry of report.entries) {
    const section = SECTION_OF[entry.kind];
    if (!section) continue;
    const told = (entry.kind === 'soldier_kia' || entry.kind === 'rank_up') && debriefed.has(entry.refId ?? '');
    if (told) continue;
    const list = grouped.get(section) ?? [];
    list.push(entry);
    grouped.set(section, list);
  }
  return SECTION_ORDER.flatMap((section) => {
    const entries = grouped.get(section);
    return entries ? [{ section, entries }] : [];
  });
}

export interface EconomyLine {
  resource: keyof Resources;
  income: number;
  /** Paid out, as a positive number. */
  upkeep: number;
  net: number;
}

/** The day's income and upkeep by resource, from the entries' resource changes; untouched resources left out. */
export function economyLines(entries: readonly ReportEntry[]): EconomyLine[] {
  return RESOURCE_KEYS.flatMap((resource) => {
    let income = 0;
    let upkeep = 0;
    for (const entry of entries) {
      const amount = entry.resourceChanges?.[resource] ?? 0;
      if (entry.kind === 'income') income += amount;
      if (entry.kind === 'upkeep') upkeep -= amount;
    }
    return income === 0 && upkeep === 0 ? [] : [{ resource, income, upkeep, net: income - upkeep }];
  });
}
