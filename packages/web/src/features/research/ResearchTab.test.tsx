import { type GameState, RESEARCH_BY_ID, type ResearchRecord, researchDaysRemaining } from '@holdfast/engine';
import { THEMES } from '@holdfast/engine/themes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInGuestSession, startingCampaign } from '../../test/guest-session-harness';
import { startFailureMessage } from '../../ui/research-text';
import { ResearchTab } from './ResearchTab';

function withResearch(state: GameState, research: ResearchRecord[]): GameState {
  return { ...state, research };
}

function record(projectId: string, progress: number, completed = false): ResearchRecord {
  return { projectId, progress, completed, startedOnDay: 1, completedOnDay: completed ? 3 : null };
}

function card(name: string) {
  return screen.getByRole('listitem', { name });
}

function summary(label: string): string {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

describe('ResearchTab', () => {
  it('opens the early and mid tiers and keeps the late tier closed until asked', async () => {
    const { user } = renderInGuestSession(<ResearchTab />);
    expect(screen.getByRole('button', { name: /EARLY TIER/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /MID TIER/ })).toHaveAttribute('aria-expanded', 'true');
    const late = screen.getByRole('button', { name: /LATE TIER/ });
    expect(late).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    await user.click(late);
    expect(screen.getAllByRole('listitem')).toHaveLength(21);
    expect(within(card('Project TITAN')).getByText('LOCKED')).toBeInTheDocument();
  });

  it('tags projects COMPLETED, IN PROGRESS and LOCKED, with progress bars and the summary cards', () => {
    renderInGuestSession(<ResearchTab />, {
      state: withResearch(startingCampaign(), [record('basic_armor', 100, true), record('weapon_training', 33.333)]),
    });
    expect(within(card('Basic Armor')).getByText('COMPLETED')).toBeInTheDocument();
    expect(within(card('Weapon Training')).getByText('IN PROGRESS')).toBeInTheDocument();
    expect(within(card('Weapon Training')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(within(card('Weapon Mods')).getByText('LOCKED')).toBeInTheDocument();
    expect(within(card('Advanced Armor')).getByText('AVAILABLE')).toBeInTheDocument();
    expect(summary('TOTAL COMPLETED')).toBe('1');
    expect(summary('CURRENT RESEARCH')).toBe('Weapon Training (33%)');
    // Field Medicine, Basic Recon and Advanced Armor are open; Weapon Training is under way.
    expect(summary('AVAILABLE PROJECTS')).toBe('3');
  });

  it('shows each project’s days at the base’s pace, shortened by a Research Lab, and the days left', () => {
    const base = withResearch(startingCampaign(), [record('basic_armor', 100, true), record('weapon_training', 0)]);
    const lab: GameState['facilities'][number] = {
      id: 'facility-lab',
      type: 'research',
      name: 'Research Lab',
      level: 3,
      row: 3,
      col: 2,
      isActive: true,
      constructionDaysRemaining: 0,
    };
    const state = { ...base, facilities: [...base.facilities, lab] };
    renderInGuestSession(<ResearchTab />, { state });
    // The engine's own answer for the card: fewer days than the catalogue's with the lab.
    const advanced = RESEARCH_BY_ID.get('advanced_armor');
    const days = researchDaysRemaining(state, 'advanced_armor');
    expect(days).toBeLessThan(advanced?.durationDays ?? 0);
    expect(within(card('Advanced Armor')).getByText(`${days} days`)).toBeInTheDocument();
    const left = researchDaysRemaining(state, 'weapon_training');
    expect(
      within(card('Weapon Training')).getByText(left === 1 ? '1 day left' : `${left} days left`),
    ).toBeInTheDocument();
    expect(within(card('Basic Armor')).getByText('3 days')).toBeInTheDocument();
  });

  it('uses the theme names of projects', () => {
    renderInGuestSession(<ResearchTab />, { state: startingCampaign('majestic') });
    expect(card('Signal Triangulation')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'XENOTECH DIVISION' })).toBeInTheDocument();
  });

  it('starts an available project: the cost is paid and it becomes the current research', async () => {
    const funded = { ...startingCampaign(), resources: { funds: 25000, supplies: 100, intel: 50 } };
    const { user, state } = renderInGuestSession(<ResearchTab />, { state: funded });
    await user.click(within(card('Basic Armor')).getByRole('button'));
    const panel = screen.getByRole('region', { name: 'Basic Armor' });
    expect(within(panel).getByText('Cost').nextSibling).toHaveTextContent('8,000 FUNDS · 30 SUPPLIES · 10 INTEL');
    await user.click(within(panel).getByRole('button', { name: 'START RESEARCH' }));
    await waitFor(() => expect(within(card('Basic Armor')).getByText('IN PROGRESS')).toBeInTheDocument());
    expect(state().resources).toEqual({ funds: 17000, supplies: 70, intel: 40 });
    expect(summary('CURRENT RESEARCH')).toBe('Basic Armor (0%)');
    expect(within(panel).getByRole('button', { name: 'CANCEL' })).toBeEnabled();
  });

  it('says INSUFFICIENT RESOURCES when only the cost stands in the way, NOT AVAILABLE when locked or busy', async () => {
    const poor = { ...startingCampaign(), resources: { funds: 100, supplies: 100, intel: 100 } };
    const { user } = renderInGuestSession(<ResearchTab />, { state: poor });
    await user.click(within(card('Basic Armor')).getByRole('button'));
    const short = screen.getByRole('button', { name: 'INSUFFICIENT RESOURCES' });
    expect(short).toBeDisabled();
    // The engine's reason beside it (issue 14): what is missing.
    expect(short).toHaveAccessibleDescription('Need 7,900 FUNDS more');
    await user.click(within(card('Advanced Armor')).getByRole('button'));
    const locked = screen.getByRole('button', { name: 'NOT AVAILABLE' });
    expect(locked).toBeDisabled();
    expect(locked).toHaveAccessibleDescription(/.+/);
    expect(locked).not.toHaveAccessibleDescription(/Need/);
  });

  it('says NOT AVAILABLE for another project while one is under way', async () => {
    const busy = withResearch(startingCampaign(), [record('basic_recon', 0)]);
    const { user } = renderInGuestSession(<ResearchTab />, { state: busy });
    await user.click(within(card('Basic Armor')).getByRole('button'));
    const busyButton = screen.getByRole('button', { name: 'NOT AVAILABLE' });
    expect(busyButton).toBeDisabled();
    expect(busyButton).toHaveAccessibleDescription(/.+/);
  });

  it('cancels the current research after confirming, refunding the unfinished share', async () => {
    const start = { ...startingCampaign(), resources: { funds: 0, supplies: 0, intel: 0 } };
    const { user, state } = renderInGuestSession(<ResearchTab />, {
      state: withResearch(start, [record('field_medicine', 33.333)]),
    });
    await user.click(within(card('Field Medicine')).getByRole('button'));
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    const confirm = screen.getByRole('dialog', { name: 'CANCEL RESEARCH?' });
    // 6000/30/10 with two thirds unfinished, each rounded down.
    expect(confirm).toHaveTextContent('Cancel Field Medicine? Refund: 4,000 FUNDS · 20 SUPPLIES · 6 INTEL.');
    await user.click(within(confirm).getByRole('button', { name: 'KEEP RESEARCHING' }));
    expect(state().research).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'CANCEL RESEARCH?' })).getByRole('button', { name: 'CANCEL RESEARCH' }),
    );
    await waitFor(() => expect(state().research).toHaveLength(0));
    expect(state().resources).toEqual({ funds: 4000, supplies: 20, intel: 6 });
    expect(within(card('Field Medicine')).getByText('AVAILABLE')).toBeInTheDocument();
  });

  it("words a failed start call as 'Failed to start research. Please try again.' and a refusal as the engine's", () => {
    const words = THEMES.vanilla.researchPanel;
    expect(startFailureMessage(words, { ok: false, error: 'HTTP 503', status: 503 })).toBe(
      'Failed to start research. Please try again.',
    );
    expect(startFailureMessage(words, { ok: false, error: 'Research already in progress!', refused: true })).toBe(
      'Research already in progress!',
    );
  });
});
