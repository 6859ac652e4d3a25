import type { ActionReport, MissionDebrief, ReportEntry } from '@holdfast/engine';
import { describe, expect, it } from 'vitest';
import { economyLines, reportSections } from './day-report-sections';

const debrief: MissionDebrief = {
  missionId: 'mission-3',
  templateId: 'raid',
  success: true,
  rewards: { funds: 8000, supplies: 40, intel: 15, xp: 120, reputation: 15 },
  soldiers: [
    {
      soldierId: 'soldier-1',
      name: 'Ada Stone',
      rank: 'Corporal',
      killed: false,
      damage: 0,
      health: 100,
      maxHealth: 100,
      xp: 60,
      promotedTo: 'Corporal',
      skillsLearned: [],
    },
  ],
};

/** An entry as the engine sends it; only kind, refId, resourceChanges and debrief matter here. */
const entry = (fields: Record<string, unknown>) => fields as unknown as ReportEntry;

describe('reportSections (debrief first)', () => {
  it('opens with the mission result, then the day’s numbers, research, construction, healing, then events', () => {
    const report: ActionReport = {
      day: 5,
      entries: [
        entry({ kind: 'construction_progress', title: 'Construction Progress', text: 'Workshop: 2 days left' }),
        entry({ kind: 'facility_completed', title: 'Construction Complete', text: 'Barracks is operational' }),
        entry({ kind: 'research_progress', title: 'Research Progress', text: 'Basic Armor: 66%' }),
        entry({ kind: 'healing', title: 'Squad Healing', text: '2 soldiers recovered health' }),
        entry({ kind: 'income', title: 'Daily Income', text: '+1000 funds', resourceChanges: { funds: 1000 } }),
        entry({ kind: 'upkeep', title: 'Daily Upkeep', text: '-400 funds', resourceChanges: { funds: -400 } }),
        entry({ kind: 'event', title: 'Supply Drop', text: 'A convoy arrives.' }),
        entry({ kind: 'mission_success', title: 'Mission Success', text: 'Raid has been completed', debrief }),
      ],
    };
    expect(reportSections(report).map(({ section, entries }) => [section, entries.map((e) => e.kind)])).toEqual([
      ['missions', ['mission_success']],
      ['economy', ['income', 'upkeep']],
      ['research', ['research_progress']],
      ['facilities', ['facility_completed']],
      ['construction', ['construction_progress']],
      ['healing', ['healing']],
      ['events', ['event']],
    ]);
  });

  it('tells a debriefed soldier’s promotion and death in the debrief only; other promotions stay under healing', () => {
    const report: ActionReport = {
      day: 9,
      entries: [
        entry({ kind: 'mission_failed', refId: 'mission-2', debrief }),
        entry({ kind: 'rank_up', title: 'Promotion', text: 'Ada Stone promoted to Corporal', refId: 'soldier-1' }),
        entry({ kind: 'soldier_kia', title: 'Killed in Action', text: 'Private Bo Lind', refId: 'soldier-2' }),
        entry({ kind: 'rank_up', title: 'Promotion', text: 'Cy Moor promoted to Corporal', refId: 'soldier-5' }),
      ],
    };
    expect(reportSections(report).map(({ section, entries }) => [section, entries.map((e) => e.refId)])).toEqual([
      ['missions', ['mission-2', 'soldier-2']],
      ['healing', ['soldier-5']],
    ]);
  });

  it('puts the end of the campaign right after the mission that ended it, before everything else', () => {
    const report: ActionReport = {
      day: 31,
      entries: [
        entry({ kind: 'event', title: 'Storm', text: 'Rain.' }),
        entry({ kind: 'defeat', title: 'Operations Terminated', text: 'Casualties too high.' }),
        entry({ kind: 'income', title: 'Daily Income', text: '+1000 funds', resourceChanges: { funds: 1000 } }),
      ],
    };
    expect(reportSections(report).map((s) => s.section)).toEqual(['campaign', 'economy', 'events']);
  });
});

describe('economyLines', () => {
  it('sums income and upkeep by resource and leaves untouched resources out', () => {
    expect(
      economyLines([
        entry({ kind: 'income', title: '', text: '', resourceChanges: { funds: 1200, supplies: 10, intel: 0 } }),
        entry({ kind: 'upkeep', title: '', text: '', resourceChanges: { funds: -900 } }),
      ]),
    ).toEqual([
      { resource: 'funds', income: 1200, upkeep: 900, net: 300 },
      { resource: 'supplies', income: 10, upkeep: 0, net: 10 },
    ]);
  });
});
