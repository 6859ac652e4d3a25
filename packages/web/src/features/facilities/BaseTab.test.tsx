import type { GameState } from '@holdfast/engine';
import { THEMES } from '@holdfast/engine/themes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInGuestSession, startingCampaign } from '../../test/guest-session-harness';
import { buildFailureMessage, upgradeFailureMessage } from '../../ui/facility-text';
import { BaseTab } from './BaseTab';

function withResources(state: GameState, funds: number, supplies = 500): GameState {
  return { ...state, resources: { funds, supplies, intel: 0 } };
}

describe('BaseTab grid', () => {
  it('shows 25 slots named for what stands there, with the Command Center at row 3 column 3', () => {
    renderInGuestSession(<BaseTab />);
    const grid = screen.getByRole('grid', { name: 'Base grid' });
    expect(within(grid).getAllByRole('button')).toHaveLength(25);
    expect(within(grid).getByRole('button', { name: 'Command Center level 1, row 3 column 3' })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'Empty slot row 1 column 1' })).toBeInTheDocument();
  });

  it('is one tab stop with arrow keys, Home and End inside (WAI-ARIA grid)', async () => {
    const { user } = renderInGuestSession(
      <>
        <button type="button">before</button>
        <BaseTab />
        <button type="button">after</button>
      </>,
    );
    const grid = screen.getByRole('grid', { name: 'Base grid' });
    expect(within(grid).getAllByRole('row')).toHaveLength(5);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(25);
    screen.getByRole('button', { name: 'before' }).focus();
    await user.tab();
    expect(within(grid).getByRole('button', { name: 'Empty slot row 1 column 1' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();

    await user.tab({ shift: true });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}');
    expect(within(grid).getByRole('button', { name: 'Command Center level 1, row 3 column 3' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(grid).getByRole('button', { name: 'Empty slot row 3 column 5' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(grid).getByRole('button', { name: 'Empty slot row 3 column 5' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(within(grid).getByRole('button', { name: 'Empty slot row 2 column 1' })).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(within(grid).getByRole('button', { name: 'Empty slot row 5 column 5' })).toHaveFocus();

    // Leaving and coming back lands on the slot last focused; Enter opens its panel.
    await user.tab();
    await user.tab({ shift: true });
    expect(within(grid).getByRole('button', { name: 'Empty slot row 5 column 5' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('region', { name: 'BUILD FACILITY' });
    expect(panel).toHaveTextContent('Row 5, column 5');
    // Closing the panel gives the focus back to the slot that opened it.
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'BUILD FACILITY' })).not.toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'Empty slot row 5 column 5' })).toHaveFocus();
  });

  it('scrolls the panel a tap opens into view (on a phone it opens below the grid)', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      const { user } = renderInGuestSession(<BaseTab />);
      await user.click(screen.getByRole('button', { name: 'Empty slot row 5 column 5' }));
      const panel = screen.getByRole('region', { name: 'BUILD FACILITY' });
      expect(scrolled).toHaveLength(1);
      expect(scrolled[0]?.contains(panel)).toBe(true);
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('uses the theme names for facilities', () => {
    renderInGuestSession(<BaseTab />, { state: startingCampaign('majestic') });
    expect(screen.getByRole('button', { name: 'Operations Center level 1, row 3 column 3' })).toBeInTheDocument();
  });
});

describe('BaseTab build panel', () => {
  it('lists every buildable facility with cost, power draw and what it gives', async () => {
    const { user } = renderInGuestSession(<BaseTab />);
    await user.click(screen.getByRole('button', { name: 'Empty slot row 1 column 2' }));
    const panel = screen.getByRole('region', { name: 'BUILD FACILITY' });
    expect(within(panel).getByText('Row 1, column 2')).toBeInTheDocument();
    const options = within(panel).getAllByRole('listitem');
    expect(options.map((option) => option.getAttribute('aria-label'))).toEqual([
      'Barracks',
      'Power Generator',
      'Medical Bay',
      'Research Lab',
      'Workshop',
      'Intelligence Center',
      'Trade Depot',
    ]);
    const workshop = within(panel).getByRole('listitem', { name: 'Workshop' });
    expect(workshop).toHaveTextContent('8,000 FUNDS · 80 SUPPLIES');
    expect(workshop).toHaveTextContent('15 POWER');
    expect(workshop).toHaveTextContent('+3 SUPPLIES per day per level');
    expect(within(panel).getByRole('listitem', { name: 'Power Generator' })).toHaveTextContent(
      '+100 POWER capacity (+10 per level above 1)',
    );
    // The lab's speed, from the rules' numbers, in every universe (the themes' descriptions are flavour).
    expect(within(panel).getByRole('listitem', { name: 'Research Lab' })).toHaveTextContent(
      'Research 25% faster per level (at most 100% faster)',
    );
  });

  it('builds: funds and supplies are spent and the slot shows the facility under construction', async () => {
    const { user, state } = renderInGuestSession(<BaseTab />);
    await user.click(screen.getByRole('button', { name: 'Empty slot row 1 column 2' }));
    await user.click(screen.getByRole('button', { name: 'BUILD Barracks' }));
    expect(
      await screen.findByRole('button', { name: 'Barracks level 1, row 1 column 2, under construction (2 days left)' }),
    ).toBeInTheDocument();
    const start = startingCampaign().resources;
    expect(state().resources).toMatchObject({ funds: start.funds - 5000, supplies: start.supplies - 50 });
    // The panel now describes the new facility.
    const panel = screen.getByRole('region', { name: 'Barracks' });
    expect(within(panel).getByText('Construction days left').nextSibling).toHaveTextContent('2');
  });

  it('disables BUILD with what is missing beside it when the engine would refuse it, and changes nothing', async () => {
    const { user, state } = renderInGuestSession(<BaseTab />, { state: withResources(startingCampaign(), 1000) });
    await user.click(screen.getByRole('button', { name: 'Empty slot row 5 column 5' }));
    const build = screen.getByRole('button', { name: 'BUILD Research Lab' });
    expect(build).toBeDisabled();
    expect(build).toHaveAccessibleDescription(/^Need [\d,]+ FUNDS more$/);
    await user.click(build);
    expect(state().facilities).toHaveLength(1);
    expect(state().resources.funds).toBe(1000);
  });

  it("refuses with the spec's power message when the base has no power left", async () => {
    const crowded = startingCampaign();
    // Command Center 5 + three labs 75 + barracks 10: 95 of 100 used, too little for a medbay's 20.
    const labs = [0, 1, 2, 3].map((col) => ({
      id: `facility-lab-${col}`,
      type: col === 3 ? ('barracks' as const) : ('research' as const),
      name: col === 3 ? 'Barracks' : 'Research Lab',
      level: 1,
      row: 0,
      col,
      isActive: true,
      constructionDaysRemaining: 0,
    }));
    const { user } = renderInGuestSession(<BaseTab />, {
      state: withResources({ ...crowded, facilities: [...crowded.facilities, ...labs] }, 90000),
    });
    await user.click(screen.getByRole('button', { name: 'Empty slot row 5 column 5' }));
    const build = screen.getByRole('button', { name: 'BUILD Medical Bay' });
    expect(build).toBeDisabled();
    expect(build).toHaveAccessibleDescription('Insufficient power! Build a Power Generator to increase capacity.');
  });
});

describe('BaseTab facility panel', () => {
  it('upgrades a finished facility for 5000 × level funds and 50 × level supplies', async () => {
    const { user, state } = renderInGuestSession(<BaseTab />, { state: withResources(startingCampaign(), 30000) });
    await user.click(screen.getByRole('button', { name: 'Command Center level 1, row 3 column 3' }));
    const panel = screen.getByRole('region', { name: 'Command Center' });
    expect(within(panel).getByText('Upgrade cost').nextSibling).toHaveTextContent('5,000 FUNDS · 50 SUPPLIES');
    await user.click(within(panel).getByRole('button', { name: 'UPGRADE' }));
    await waitFor(() => expect(within(panel).getByText('Level').nextSibling).toHaveTextContent('2'));
    expect(within(panel).getByText('Upgrade cost').nextSibling).toHaveTextContent('10,000 FUNDS · 100 SUPPLIES');
    expect(state().resources).toMatchObject({ funds: 25000, supplies: 450 });
  });

  it("disables UPGRADE with the engine's reason beside it: what is missing, or the days of construction left", async () => {
    const { user, state } = renderInGuestSession(<BaseTab />, { state: withResources(startingCampaign(), 100) });
    await user.click(screen.getByRole('button', { name: 'Command Center level 1, row 3 column 3' }));
    const upgrade = screen.getByRole('button', { name: 'UPGRADE' });
    expect(upgrade).toBeDisabled();
    expect(upgrade).toHaveAccessibleDescription('Need 4,900 FUNDS more');
    expect(state().facilities[0]?.level).toBe(1);
  });

  it('disables UPGRADE while a facility is being built, with the days left', async () => {
    const { user } = renderInGuestSession(<BaseTab />);
    await user.click(screen.getByRole('button', { name: 'Empty slot row 2 column 2' }));
    await user.click(screen.getByRole('button', { name: 'BUILD Workshop' }));
    const upgrade = await screen.findByRole('button', { name: 'UPGRADE' });
    expect(upgrade).toBeDisabled();
    expect(upgrade).toHaveAccessibleDescription('Under construction: 3 days');
  });

  it('switches a facility off and on with the Active switch', async () => {
    const { user, state } = renderInGuestSession(<BaseTab />);
    await user.click(screen.getByRole('button', { name: 'Empty slot row 2 column 2' }));
    await user.click(screen.getByRole('button', { name: 'BUILD Workshop' }));
    const active = await screen.findByRole('switch', { name: 'Active' });
    expect(active).toBeChecked();
    expect(screen.getByText('Status').nextSibling).toHaveTextContent('UNDER CONSTRUCTION');
    await user.click(active);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active' })).not.toBeChecked());
    expect(state().facilities.find((f) => f.type === 'workshop')?.isActive).toBe(false);
    // Switched off reads Offline in the panel, even while still being built.
    expect(screen.getByText('Status').nextSibling).toHaveTextContent('OFFLINE');
    expect(
      screen.getByRole('button', {
        name: /^Workshop level 1, row 2 column 2, under construction \(3 days left\), offline$/,
      }),
    ).toBeInTheDocument();
  });

  it("disables the Command Center's switch with the engine's refusal beside it, and changes nothing", async () => {
    const { user, state } = renderInGuestSession(<BaseTab />);
    await user.click(screen.getByRole('button', { name: 'Command Center level 1, row 3 column 3' }));
    const toggle = screen.getByRole('switch', { name: 'Active' });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription('The Command Center cannot be shut down!');
    await user.click(toggle);
    expect(state().facilities.find((f) => f.type === 'command')?.isActive).toBe(true);
  });

  it('VIEW DETAILS opens what the facility is, gives, earns and draws', async () => {
    const { user } = renderInGuestSession(<BaseTab />);
    await user.click(screen.getByRole('button', { name: 'Command Center level 1, row 3 column 3' }));
    await user.click(screen.getByRole('button', { name: 'VIEW DETAILS' }));
    const details = screen.getByRole('dialog', { name: 'FACILITY DETAILS: Command Center' });
    expect(within(details).getByText('Daily income').nextSibling).toHaveTextContent('1,000 FUNDS');
    expect(within(details).getByText('Power draw').nextSibling).toHaveTextContent('5 POWER');
    expect(within(details).getByText(/The heart of the base/)).toBeInTheDocument();
  });

  it("describes the facility in the campaign's universe", async () => {
    const { user } = renderInGuestSession(<BaseTab />, { theme: 'devastators' });
    await user.click(screen.getByRole('button', { name: 'War Room level 1, row 3 column 3' }));
    await user.click(screen.getByRole('button', { name: 'VIEW DETAILS' }));
    const details = screen.getByRole('dialog', { name: 'FACILITY DETAILS: War Room' });
    expect(within(details).getByText(THEMES.devastators.facilityDescriptions.command)).toBeInTheDocument();
    expect(within(details).queryByText(/The heart of the base/)).toBeNull();
  });
});

describe('failure messages of the base tab (spec §8)', () => {
  const theme = THEMES.vanilla;

  it('turns a lost race for the slot into the refresh message', () => {
    expect(
      buildFailureMessage(theme, {
        ok: false,
        error: 'duplicate key value violates unique constraint "facilities_position"',
        status: 409,
      }),
    ).toBe('This position is already occupied! Please refresh the page to see all facilities.');
  });

  it("shows a rule refusal as is, and any other failure as 'Failed to build facility: {message}'", () => {
    expect(buildFailureMessage(theme, { ok: false, error: 'This slot is already occupied!', refused: true })).toBe(
      'This slot is already occupied!',
    );
    expect(buildFailureMessage(theme, { ok: false, error: 'Internal server error', status: 500 })).toBe(
      'Failed to build facility: Internal server error',
    );
  });

  it("reports a failed upgrade call as 'Failed to upgrade facility'", () => {
    expect(upgradeFailureMessage(theme, { ok: false, error: 'Failed to fetch' })).toBe('Failed to upgrade facility');
  });
});
