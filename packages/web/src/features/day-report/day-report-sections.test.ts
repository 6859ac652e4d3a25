import type { ActionReport } from '@holdfast/engine';
import { describe, expect, it } from 'vitest';
import { reportSections } from './day-report-sections';

describe('reportSections', () => {
  it('groups a day into facilities, research, healing, events and missions, leaving out income', () => {
    const report: ActionReport = {
      day: 5,
      entries: [
        { kind: 'income', title: 'Daily Income', text: '+1000 funds' },
        { kind: 'mission_success', title: 'Mission Success', text: 'Supply Run has been completed successfully' },
        { kind: 'facility_completed', title: 'Construction Complete', text: 'Barracks is operational' },
        { kind: 'research_progress', title: 'Research Progress', text: 'Basic Armor: 66%' },
        { kind: 'healing', title: 'Squad Healing', text: '2 soldiers recovered health' },
        { kind: 'event', title: 'Supply Drop', text: 'A convoy arrives.' },
      ],
    };
    expect(reportSections(report).map(({ section, entries }) => [section, entries.map((e) => e.title)])).toEqual([
      ['facilities', ['Construction Complete']],
      ['research', ['Research Progress']],
      ['healing', ['Squad Healing']],
      ['events', ['Supply Drop']],
      ['missions', ['Mission Success']],
    ]);
  });

  it('puts the end of the campaign first', () => {
    const report: ActionReport = {
      day: 31,
      entries: [
        { kind: 'event', title: 'Storm', text: 'Rain.' },
        { kind: 'defeat', title: 'Operations Terminated', text: 'Casualties too high.' },
      ],
    };
    expect(reportSections(report)[0]?.section).toBe('campaign');
  });
});
