import type { ActionReport, ReportEntry } from '@holdfast/engine';
import { missionWords, THEMES } from '@holdfast/engine/themes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { DayReportDialog } from './DayReportDialog';

/** Facts as the engine sends them: the dialog words them in the campaign's universe (issue 12). */
const report: ActionReport = {
  day: 9,
  entries: [
    { kind: 'facility_completed', facilityId: 'facility-5', facilityType: 'barracks', refId: 'facility-5' },
    {
      kind: 'construction_progress',
      facilityId: 'facility-6',
      facilityType: 'workshop',
      daysRemaining: 2,
      refId: 'facility-6',
    },
    { kind: 'research_completed', projectId: 'basic_armor', refId: 'basic_armor' },
    { kind: 'soldier_kia', rank: 'Private', templateId: 'raid', soldierId: 'soldier-2', soldierName: 'Bo Lind' },
    { kind: 'threat', before: 2, after: 3, max: 10 },
  ] satisfies ReportEntry[],
};

describe('the day report in a universe’s own words', () => {
  it('words each fact with the devastators’ names and templates, never LAST STAND’s', () => {
    renderWithApp(<DayReportDialog report={report} onClose={() => {}} />, { theme: 'devastators' });
    const dialog = screen.getByRole('dialog');
    const devastators = THEMES.devastators;
    expect(within(dialog).getByText('The Bunkhouse is fired up and working')).toBeInTheDocument();
    expect(
      within(dialog).getByText(`The ${devastators.facilities.workshop} needs 2 more days of riveting`),
    ).toBeInTheDocument();
    const armor = devastators.research.projects.basic_armor.name;
    expect(within(dialog).getByText(new RegExp(`^${armor} leaves the drawing boards`))).toBeInTheDocument();
    const raid = missionWords(devastators, 'raid').name;
    expect(within(dialog).getByText(`Private Bo Lind fell on ${raid}`)).toBeInTheDocument();
    expect(within(dialog).getByText('Churn Pressure Rising')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(
      /Barracks|Workshop|Basic Armor|Construction Complete|Construction Progress|Regional threat/,
    );
  });

  it('reads as it always has in LAST STAND', () => {
    renderWithApp(<DayReportDialog report={report} onClose={() => {}} />, { theme: 'vanilla' });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Barracks is operational')).toBeInTheDocument();
    expect(within(dialog).getByText('Workshop: 2 days left')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'UNDER CONSTRUCTION' })).toBeInTheDocument();
    expect(within(dialog).getByText('Private Bo Lind was killed in action during Raid')).toBeInTheDocument();
    expect(within(dialog).getByText('Regional threat level is now 3 of 10.')).toBeInTheDocument();
  });
});
