import { applyAction, type GameState, type Loadout, loadoutCost } from '@holdfast/engine';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshCampaign, renderWithSession } from '../../test/session-harness';
import { SquadTab } from './SquadTab';

// The seeded campaign's starting squad opens with its Sergeant and Corporal (DESIGN §3).
const STARTING_SQUAD = freshCampaign().squad;
const SERGEANT = STARTING_SQUAD[0]?.name ?? '';
const CORPORAL = STARTING_SQUAD[1]?.name ?? '';
const DEFAULT: Loadout = { weapon: 'assault_rifle', armor: 'standard_vest', utility: 'medkit' };

/** The starting Sergeant made a Sniper through the engine itself. */
function sniperSergeant(state: GameState): GameState {
  const result = applyAction(state, { type: 'specialize', soldierId: state.squad[0]?.id ?? '', classId: 'sniper' });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.state;
}

function fact(container: HTMLElement, label: string): string {
  return within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

async function openProfile(user: ReturnType<typeof renderWithSession>['user'], name: string) {
  await user.click(within(screen.getByRole('listitem', { name })).getByRole('button', { name: 'PROFILE' }));
  return screen.getByRole('dialog');
}

describe('Soldier profile', () => {
  it('opens on the overview with rank progress and class stats', async () => {
    const { user } = renderWithSession(<SquadTab />, { prepare: sniperSergeant });
    const dialog = await openProfile(user, SERGEANT);
    expect(within(dialog).getByRole('heading', { name: SERGEANT })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['OVERVIEW', 'SKILLS', 'ABILITIES', 'EQUIPMENT', 'HISTORY']);
    const overview = within(dialog).getByRole('tabpanel');
    expect(fact(overview, 'Rank')).toBe('Sergeant');
    expect(fact(overview, 'Class')).toBe('Sniper');
    expect(fact(overview, 'Aim')).toBe('90');
    expect(fact(overview, 'Crit')).toBe('25');
    // 125 xp; Staff Sergeant needs 200.
    expect(within(overview).getByText('75 XP to Staff Sergeant')).toBeInTheDocument();
  });

  it('marks class skills unlocked or locked with the experience they need', async () => {
    const { user } = renderWithSession(<SquadTab />, { prepare: sniperSergeant });
    const dialog = await openProfile(user, SERGEANT);
    await user.click(within(dialog).getByRole('tab', { name: 'SKILLS' }));
    const panel = within(dialog).getByRole('tabpanel');
    const badge = (name: string) => within(within(panel).getByRole('listitem', { name })).getByText(/LOCKED|UNLOCKED/);
    expect(badge('Steady Aim')).toHaveTextContent('UNLOCKED');
    expect(badge('Eagle Eye')).toHaveTextContent('UNLOCKED');
    expect(badge('Ghost Step')).toHaveTextContent(/^LOCKED$/);
    expect(within(within(panel).getByRole('listitem', { name: 'Ghost Step' })).getByText(/300 XP/)).toBeInTheDocument();
    expect(within(panel).getByText('+1 intel per day; -5 enemy hit chance in battle')).toBeInTheDocument();
  });

  it('lists abilities with unlock experience, AP, cooldown and uses', async () => {
    const { user } = renderWithSession(<SquadTab />, { prepare: sniperSergeant });
    const dialog = await openProfile(user, SERGEANT);
    await user.click(within(dialog).getByRole('tab', { name: 'ABILITIES' }));
    const panel = within(dialog).getByRole('tabpanel');
    const deadeye = within(panel).getByRole('listitem', { name: 'Deadeye' });
    expect(within(deadeye).getByText('UNLOCKED')).toBeInTheDocument();
    expect(within(deadeye).getByText('Unlocks at 75 XP')).toBeInTheDocument();
    expect(fact(deadeye, 'AP')).toBe('2');
    expect(fact(deadeye, 'Cooldown')).toBe('5 turns');
    expect(fact(deadeye, 'Uses / mission')).toBe('Unlimited');
    const disabling = within(panel).getByRole('listitem', { name: 'Disabling Shot' });
    expect(within(disabling).getByText('LOCKED')).toBeInTheDocument();
    expect(within(disabling).getByText('Unlocks at 250 XP')).toBeInTheDocument();
  });

  it('says skills come with a class for an unclassed soldier', async () => {
    const { user } = renderWithSession(<SquadTab />);
    const dialog = await openProfile(user, CORPORAL);
    await user.click(within(dialog).getByRole('tab', { name: 'SKILLS' }));
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent(/Skills and abilities come with a specialization/);
  });

  it('changes the loadout, shows each item’s numbers and price, and charges it', async () => {
    const { user, state } = renderWithSession(<SquadTab />);
    const before = state().resources;
    const dialog = await openProfile(user, CORPORAL);
    await user.click(within(dialog).getByRole('tab', { name: 'EQUIPMENT' }));
    const panel = within(dialog).getByRole('tabpanel');
    expect(within(panel).getByRole('button', { name: 'SAVE LOADOUT' })).toBeDisabled();
    expect(within(panel).getAllByText('Cost: Free')).toHaveLength(3);

    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Weapon' }), 'Shotgun');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Armor' }), 'Light Armor');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Utility' }), 'Smoke Grenade');
    expect(fact(panel, 'Damage')).toBe('45');
    expect(fact(panel, 'Accuracy')).toBe('55');
    expect(fact(panel, 'Defense')).toBe('10');
    expect(fact(panel, 'Mobility')).toBe('100');
    const price = loadoutCost(
      { loadout: DEFAULT },
      {
        weapon: 'shotgun',
        armor: 'light_armor',
        utility: 'smoke',
      },
    );
    expect(within(panel).getByText(/^Issuing costs /)).toHaveTextContent(
      `Issuing costs ${price.funds.toLocaleString('en-US')} FUNDS · ${price.supplies} SUPPLIES`,
    );

    await user.click(within(panel).getByRole('button', { name: 'SAVE LOADOUT' }));
    expect(state().squad[1]?.loadout).toEqual({ weapon: 'shotgun', armor: 'light_armor', utility: 'smoke' });
    expect(state().resources.funds).toBe(before.funds - price.funds);
    expect(state().resources.supplies).toBe(before.supplies - price.supplies);
    expect(await screen.findByText('Loadout updated')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Weapon' })).toHaveValue('shotgun');
  });

  it('disables kit that waits for research, naming the project', async () => {
    const { user } = renderWithSession(<SquadTab />);
    const dialog = await openProfile(user, CORPORAL);
    await user.click(within(dialog).getByRole('tab', { name: 'EQUIPMENT' }));
    const panel = within(dialog).getByRole('tabpanel');
    const heavy = within(panel).getByRole('option', { name: /Heavy Armor/ });
    expect(heavy).toBeDisabled();
    expect(heavy).toHaveTextContent('Heavy Armor (Needs Basic Armor)');
    expect(within(panel).getByRole('option', { name: 'Light Armor' })).toBeEnabled();
  });

  it('disables SAVE LOADOUT with what is missing when the base cannot pay', async () => {
    const broke = (s: GameState): GameState => ({ ...s, resources: { ...s.resources, funds: 0 } });
    const { user, state } = renderWithSession(<SquadTab />, { prepare: broke });
    const dialog = await openProfile(user, CORPORAL);
    await user.click(within(dialog).getByRole('tab', { name: 'EQUIPMENT' }));
    const panel = within(dialog).getByRole('tabpanel');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Weapon' }), 'Shotgun');
    const save = within(panel).getByRole('button', { name: 'SAVE LOADOUT' });
    expect(save).toBeDisabled();
    const price = loadoutCost({ loadout: DEFAULT }, { ...DEFAULT, weapon: 'shotgun' });
    expect(save).toHaveAccessibleDescription(`Need ${price.funds.toLocaleString('en-US')} FUNDS more`);
    expect(state().squad[1]?.loadout).toEqual(DEFAULT);
  });

  it('keeps the chosen loadout on screen when saving fails', async () => {
    const { user } = renderWithSession(<SquadTab />, { failCalls: true });
    const dialog = await openProfile(user, CORPORAL);
    await user.click(within(dialog).getByRole('tab', { name: 'EQUIPMENT' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Weapon' }), 'SMG');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE LOADOUT' }));
    expect(await screen.findByText('Failed to update loadout')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Weapon' })).toHaveValue('smg');
  });

  it('shows the last five history entries, newest first', async () => {
    const history = Array.from({ length: 7 }, (_, i) => ({ day: i + 1, text: `Entry ${i + 1}` }));
    const { user } = renderWithSession(<SquadTab />, {
      prepare: (state) => ({
        ...state,
        squad: state.squad.map((soldier, i) => (i === 1 ? { ...soldier, history } : soldier)),
      }),
    });
    const dialog = await openProfile(user, CORPORAL);
    await user.click(within(dialog).getByRole('tab', { name: 'HISTORY' }));
    const entries = within(within(dialog).getByRole('tabpanel')).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Day 7Entry 7',
      'Day 6Entry 6',
      'Day 5Entry 5',
      'Day 4Entry 4',
      'Day 3Entry 3',
    ]);
  });

  it('words service-record facts in the campaign’s universe and keeps lines saved as text', async () => {
    const history: GameState['squad'][number]['history'] = [
      { day: 2, text: 'Promoted to Corporal' },
      { day: 5, fact: { kind: 'mission_returned', templateId: 'raid', success: true, damage: 10 } },
      { day: 6, fact: { kind: 'specialized', classId: 'sniper' } },
    ];
    const { user } = renderWithSession(<SquadTab />, {
      prepare: (state) => ({
        ...state,
        squad: state.squad.map((soldier, i) => (i === 1 ? { ...soldier, history } : soldier)),
      }),
    });
    const dialog = await openProfile(user, CORPORAL);
    await user.click(within(dialog).getByRole('tab', { name: 'HISTORY' }));
    const entries = within(within(dialog).getByRole('tabpanel')).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Day 6Specialized as Sniper',
      'Day 5Raid: success, wounded (-10 health)',
      'Day 2Promoted to Corporal',
    ]);
  });
});
