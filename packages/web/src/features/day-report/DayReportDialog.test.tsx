import type { ActionReport, ReportEntry } from '@holdfast/engine';
import { missionWords, THEMES } from '@holdfast/engine/themes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { battleWords } from '../../ui/battle-words';
import { DayReportDialog } from './DayReportDialog';

/** Entries as the engine sends them (the dialog words them by kind). */
const entry = (fields: Record<string, unknown>) => fields as unknown as ReportEntry;

const report: ActionReport = {
  day: 12,
  entries: [
    entry({ kind: 'income', resourceChanges: { funds: 1500, supplies: 20, intel: 5 } }),
    entry({ kind: 'upkeep', resourceChanges: { funds: -700 } }),
    entry({ kind: 'event', title: 'Mortar Attack', text: 'Shells fell.', eventCategory: 'threat' }),
    entry({
      kind: 'mission_failed',
      missionId: 'mission-2',
      templateId: 'raid',
      debrief: {
        missionId: 'mission-2',
        templateId: 'raid',
        success: false,
        rewards: { funds: 2400, supplies: 12, intel: 4, xp: 36, reputation: 0 },
        soldiers: [
          {
            soldierId: 'soldier-1',
            name: 'Ada Stone',
            rank: 'Corporal',
            killed: false,
            damage: 25,
            health: 75,
            maxHealth: 100,
            xp: 36,
            promotedTo: 'Corporal',
            skillsLearned: [],
          },
          {
            soldierId: 'soldier-2',
            name: 'Bo Lind',
            rank: 'Private',
            killed: true,
            damage: 100,
            health: 0,
            maxHealth: 100,
            xp: 0,
            promotedTo: null,
            skillsLearned: [],
          },
        ],
      },
    }),
  ],
};

describe('DayReportDialog', () => {
  it('opens with the debrief, in the theme’s words: verdict, each soldier, rewards; then the numbers, then events', () => {
    renderWithApp(<DayReportDialog report={report} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'DAY 12 - REPORT' });
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['MISSIONS', 'INCOME AND UPKEEP', 'EVENTS']);
    expect(within(dialog).getByText('MISSION FAILED: Raid')).toBeInTheDocument();
    // The spec's line beside the debrief (issue 26).
    expect(within(dialog).getByText('Raid has failed')).toBeInTheDocument();
    const squad = within(dialog).getByRole('list', { name: 'Squad of Raid' });
    const soldiers = within(squad).getAllByRole('listitem');
    expect(soldiers[0]).toHaveTextContent('Corporal Ada Stone');
    expect(soldiers[0]).toHaveTextContent('Wounded: -25 health (75/100) · +36 XP · Promoted to Corporal');
    expect(soldiers[1]).toHaveTextContent('Private Bo Lind');
    expect(soldiers[1]).toHaveTextContent('KIA');
    expect(within(dialog).getByText(/^Rewards:/)).toHaveTextContent('+2,400 FUNDS, +12 SUPPLIES, +4 INTEL, +36 XP');
    const funds = within(dialog).getByRole('row', { name: /FUNDS/ });
    expect(
      within(funds)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['+1,500', '−700', '+800']);
  });

  it('shows what each event did to the resources, in the universe’s resource names (issue 26)', () => {
    const eventDay: ActionReport = {
      day: 7,
      entries: [
        entry({
          kind: 'event',
          eventId: 'supply_convoy',
          eventCategory: 'threat',
          resourceChanges: { funds: 5000, supplies: 50 },
        }),
        entry({
          kind: 'event',
          eventId: 'training_milestone',
          eventCategory: 'threat',
          resourceChanges: { funds: -1200 },
        }),
      ],
    };
    renderWithApp(<DayReportDialog report={eventDay} onClose={() => {}} />, { theme: 'devastators' });
    const resources = THEMES.devastators.resources;
    const events = within(screen.getByRole('dialog')).getAllByRole('listitem');
    const convoy = events.find((item) => item.textContent?.includes('Supply Train'));
    expect(convoy).toHaveTextContent(`+5,000 ${resources.funds}`);
    expect(convoy).toHaveTextContent(`+50 ${resources.supplies}`);
    const drill = events.find((item) => item.getAttribute('data-kind') === 'event' && item !== convoy);
    expect(drill).toHaveTextContent(`-1,200 ${resources.funds}`);
    expect(drill).not.toHaveTextContent(resources.supplies);
  });

  it('words the debrief in the campaign’s universe: its verdict, mission name and soldier statuses', () => {
    renderWithApp(<DayReportDialog report={report} onClose={() => {}} />, { theme: 'devastators' });
    const dialog = screen.getByRole('dialog');
    const theme = THEMES.devastators;
    const mission = missionWords(theme, 'raid').name;
    expect(mission).not.toBe('Raid');
    expect(within(dialog).getByText(`${battleWords('devastators').failedTitle}: ${mission}`)).toBeInTheDocument();
    const soldiers = within(within(dialog).getByRole('list', { name: `Crew of ${mission}` })).getAllByRole('listitem');
    expect(soldiers[0]).toHaveTextContent(`${theme.squad.statuses.Wounded}: -25 health`);
    expect(soldiers[1]).toHaveTextContent(theme.squad.statuses.KIA);
    expect(soldiers[1]).not.toHaveTextContent('KIA');
  });

  it('says the spec’s line for a mission completed successfully', () => {
    const success = entry({
      kind: 'mission_success',
      missionId: 'mission-3',
      templateId: 'supply_run',
      debrief: {
        missionId: 'mission-3',
        templateId: 'supply_run',
        success: true,
        rewards: { funds: 1500, supplies: 40, intel: 0, xp: 20, reputation: 2 },
        soldiers: [],
      },
    });
    renderWithApp(<DayReportDialog report={{ day: 3, entries: [success] }} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'DAY 3 - REPORT' });
    expect(within(dialog).getByText('MISSION SUCCESS: Supply Run')).toBeInTheDocument();
    expect(within(dialog).getByText('Supply Run has been completed successfully')).toBeInTheDocument();
  });
});
