import { applyAction, type GameState, type Soldier } from '@holdfast/engine';
import { fillWords, THEMES } from '@holdfast/engine/themes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCampaignSession } from '../../session/campaign-session';
import { freshCampaign, renderWithSession } from '../../test/session-harness';
import { SquadTab } from './SquadTab';

// The seeded campaign's starting squad opens with its Sergeant and Corporal (DESIGN §3).
const STARTING_SQUAD = freshCampaign().squad;
const SERGEANT = STARTING_SQUAD[0]?.name ?? '';
const CORPORAL = STARTING_SQUAD[1]?.name ?? '';

function card(name: string) {
  return screen.getByRole('listitem', { name });
}

function fact(container: HTMLElement, label: string): string {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

function withSoldier(state: GameState, index: number, changes: Partial<Soldier>): GameState {
  return { ...state, squad: state.squad.map((s, i) => (i === index ? { ...s, ...changes } : s)) };
}

describe('SquadTab roster', () => {
  it('shows every soldier with rank, class, status, health, missions and experience', () => {
    renderWithSession(<SquadTab />);
    const roster = screen.getByRole('list', { name: 'Roster' });
    expect(within(roster).getAllByRole('listitem', { name: /\w+ \w+/ })).toHaveLength(4);
    const sergeant = card(SERGEANT);
    expect(fact(sergeant, 'Rank')).toBe('Sergeant');
    expect(fact(sergeant, 'Class')).toBe('No Class');
    expect(fact(sergeant, 'Status')).toBe('Ready');
    expect(fact(sergeant, 'Missions')).toBe('0');
    expect(fact(sergeant, 'XP')).toBe('125');
    expect(within(sergeant).getByRole('meter', { name: 'Health' })).toHaveAttribute('aria-valuetext', '100/100');
  });

  it('uses the theme words for statuses', () => {
    renderWithSession(<SquadTab />, { theme: 'majestic' });
    // A Majestic squad is named from Majestic's own list.
    const sergeant = freshCampaign('majestic').squad[0]?.name ?? '';
    expect(sergeant).not.toBe(SERGEANT);
    expect(fact(card(sergeant), 'Status')).toBe('Field Ready');
    expect(screen.getByRole('heading', { name: 'OPERATIVE ROSTER' })).toBeInTheDocument();
  });

  it('colours health on the roster at 75 and 50 percent', () => {
    renderWithSession(<SquadTab />, {
      prepare: (state) =>
        withSoldier(
          withSoldier(withSoldier(state, 0, { health: 75, status: 'Wounded' }), 1, { health: 74, status: 'Wounded' }),
          2,
          { health: 49, status: 'Wounded' },
        ),
    });
    const tone = (index: number) => screen.getAllByRole('meter', { name: 'Health' })[index]?.getAttribute('data-tone');
    expect([tone(0), tone(1), tone(2), tone(3)]).toEqual(['good', 'fair', 'critical', 'good']);
  });

  it('counts the squad by status in the summary', () => {
    renderWithSession(<SquadTab />, {
      prepare: (state) =>
        withSoldier(
          withSoldier(withSoldier(state, 0, { status: 'On Mission' }), 1, { health: 40, status: 'Wounded' }),
          2,
          { health: 0, status: 'KIA' },
        ),
    });
    const summary = screen.getByRole('region', { name: 'SQUAD SUMMARY' });
    expect(fact(summary, 'Ready')).toBe('1');
    expect(fact(summary, 'Wounded')).toBe('1');
    expect(fact(summary, 'Training')).toBe('0');
    expect(fact(summary, 'On Mission')).toBe('1');
    expect(fact(summary, 'KIA')).toBe('1');
  });

  it('counts a squad sent on the Training Exercise as Training, in the summary and on each card (issue 35 item 14)', () => {
    renderWithSession(<SquadTab />, {
      prepare: (state) => {
        const soldierIds = state.squad.slice(2, 4).map((s) => s.id);
        const sent = applyAction(state, { type: 'deployMission', templateId: 'training', soldierIds, mode: 'auto' });
        if (!sent.ok) throw new Error(sent.error.reason);
        return sent.state;
      },
    });
    const summary = screen.getByRole('region', { name: 'SQUAD SUMMARY' });
    expect(fact(summary, 'Ready')).toBe('2');
    expect(fact(summary, 'Training')).toBe('2');
    expect(fact(summary, 'On Mission')).toBe('0');
    const trainee = STARTING_SQUAD[2]?.name ?? '';
    expect(fact(card(trainee), 'Status')).toBe('Training');
  });
});

describe('SquadTab recruiting', () => {
  it('recruits a Ready Private for the cost shown', async () => {
    const { user, state } = renderWithSession(<SquadTab />);
    await user.click(screen.getByRole('button', { name: /RECRUIT SOLDIER\s*1,000 FUNDS/ }));
    expect(state().resources.funds).toBe(24_000);
    const recruit = state().squad[4];
    expect(recruit).toMatchObject({ rank: 'Private', status: 'Ready', experience: 0 });
    const newCard = card(recruit?.name ?? '');
    expect(fact(newCard, 'Rank')).toBe('Private');
    expect(fact(screen.getByRole('region', { name: 'SQUAD SUMMARY' }), 'Ready')).toBe('5');
    // Confirmed beside the button, where the player is looking.
    const said = screen.getAllByRole('status').map((element) => element.textContent ?? '');
    expect(said.some((text) => text.includes(recruit?.name ?? 'missing'))).toBe(true);
  });

  it('clears "joined the squad" when the next day comes', async () => {
    // Stands in for the header's ADVANCE DAY: the same session, the engine's advanceDay.
    function AdvanceDay() {
      const session = useCampaignSession();
      return (
        <button type="button" onClick={() => void session.dispatch({ type: 'advanceDay' })}>
          NEXT DAY
        </button>
      );
    }
    const { user, state } = renderWithSession(
      <>
        <SquadTab />
        <AdvanceDay />
      </>,
    );
    await user.click(screen.getByRole('button', { name: /RECRUIT SOLDIER/ }));
    const name = state().squad[4]?.name ?? 'missing';
    const saying = () => screen.getAllByRole('status').some((element) => element.textContent?.includes(name));
    expect(saying()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'NEXT DAY' }));
    expect(state().day).toBe(2);
    expect(saying()).toBe(false);
  });

  it('disables RECRUIT with what is missing beside it when the engine would refuse, and changes nothing', async () => {
    const { user, state } = renderWithSession(<SquadTab />, {
      prepare: (s) => ({ ...s, resources: { ...s.resources, funds: 999 } }),
    });
    const button = screen.getByRole('button', { name: /RECRUIT SOLDIER/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Need 1 FUNDS more');
    expect(screen.getByText('Need 1 FUNDS more')).toBeVisible();
    await user.click(button);
    expect(state().squad).toHaveLength(4);
    expect(state().resources.funds).toBe(999);
  });

  it('says the recruit failed when the call fails', async () => {
    const { user } = renderWithSession(<SquadTab />, { failCalls: true });
    await user.click(screen.getByRole('button', { name: /RECRUIT SOLDIER/ }));
    expect(await screen.findByText('Failed to recruit soldier')).toBeInTheDocument();
    expect(screen.getAllByRole('meter', { name: 'Health' })).toHaveLength(4);
  });
});

describe('SquadTab nickname editor', () => {
  it('saves a trimmed nickname with Enter', async () => {
    const { user, state } = renderWithSession(<SquadTab />);
    await user.click(screen.getByRole('button', { name: `Edit nickname of ${CORPORAL}` }));
    await user.type(screen.getByRole('textbox', { name: 'Nickname' }), '   Viper  {Enter}');
    expect(state().squad[1]?.nickname).toBe('Viper');
    expect(within(card(CORPORAL)).getByText('“Viper”')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nickname' })).not.toBeInTheDocument();
  });

  it('takes at most 20 characters', async () => {
    const { user, state } = renderWithSession(<SquadTab />);
    await user.click(screen.getByRole('button', { name: `Edit nickname of ${CORPORAL}` }));
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    await user.type(input, 'A'.repeat(25));
    expect(input).toHaveValue('A'.repeat(20));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(state().squad[1]?.nickname).toBe('A'.repeat(20));
  });

  it('disables SAVE with the engine’s reason beside it while the typed nickname would be refused', async () => {
    const { user, state, actions } = renderWithSession(<SquadTab />);
    await user.click(screen.getByRole('button', { name: `Edit nickname of ${CORPORAL}` }));
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    const save = screen.getByRole('button', { name: 'SAVE' });
    // Nothing typed yet: the engine refuses an empty nickname, and says why.
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Nickname must be 1-20 characters!');
    await user.type(input, 'Vi');
    expect(save).toBeEnabled();
    expect(screen.queryByText('Nickname must be 1-20 characters!')).not.toBeInTheDocument();
    // Only spaces trim to nothing: refused again, and Enter sends nothing.
    await user.clear(input);
    await user.type(input, '   {Enter}');
    expect(save).toBeDisabled();
    expect(screen.getByText('Nickname must be 1-20 characters!')).toBeInTheDocument();
    expect(actions).toHaveLength(0);
    expect(state().squad[1]?.nickname).toBeNull();
    expect(input).toHaveValue('   ');
  });

  it('words the reason in the campaign’s universe', async () => {
    const { user } = renderWithSession(<SquadTab />, { theme: 'devastators' });
    const words = THEMES.devastators.squadScreen;
    const corporal = freshCampaign('devastators').squad[1]?.name ?? '';
    await user.click(screen.getByRole('button', { name: fillWords(words.editNickname, { name: corporal }) }));
    expect(screen.getByRole('button', { name: words.save })).toHaveAccessibleDescription(
      'A handle must be 1-20 characters!',
    );
  });

  it('cancels with Escape', async () => {
    const { user, actions } = renderWithSession(<SquadTab />);
    await user.click(screen.getByRole('button', { name: `Edit nickname of ${CORPORAL}` }));
    await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'Ghost{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Nickname' })).not.toBeInTheDocument();
    expect(actions).toHaveLength(0);
  });

  it('keeps what was typed when the call fails', async () => {
    const { user } = renderWithSession(<SquadTab />, { failCalls: true });
    await user.click(screen.getByRole('button', { name: `Edit nickname of ${CORPORAL}` }));
    await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'Ghost{Enter}');
    expect(await screen.findByText('Failed to set nickname')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveValue('Ghost');
  });
});

describe('SquadTab specialisation', () => {
  it('flags only the unclassed Sergeant with MUST SPECIALIZE and SPECIALIZE NOW!', () => {
    renderWithSession(<SquadTab />);
    const sergeant = card(SERGEANT);
    expect(within(sergeant).getByText('MUST SPECIALIZE')).toBeInTheDocument();
    expect(within(sergeant).getByRole('button', { name: 'SPECIALIZE NOW!' })).toBeInTheDocument();
    expect(screen.getAllByText('MUST SPECIALIZE')).toHaveLength(1);
    // Below Sergeant the engine refuses a class, so the choice is not offered.
    expect(within(card(CORPORAL)).queryByRole('button', { name: /SPECIALIZE|CHANGE CLASS/ })).not.toBeInTheDocument();
  });

  it('lists the four classes with their base stats and specialises on choice', async () => {
    const { user, state } = renderWithSession(<SquadTab />);
    await user.click(within(card(SERGEANT)).getByRole('button', { name: 'SPECIALIZE NOW!' }));
    const dialog = screen.getByRole('dialog', { name: 'CHOOSE SPECIALIZATION' });
    const classes = within(dialog).getAllByRole('listitem', { name: /Sniper|Ranger|Support|Heavy/ });
    expect(classes.map((c) => c.getAttribute('aria-labelledby'))).toHaveLength(4);
    const stats = (name: string) =>
      ['Health', 'Aim', 'Mobility', 'Defense', 'Willpower', 'Crit'].map((label) =>
        fact(within(dialog).getByRole('listitem', { name }), label),
      );
    expect(stats('Sniper')).toEqual(['80', '90', '60', '50', '70', '25']);
    expect(stats('Heavy')).toEqual(['120', '65', '50', '70', '80', '10']);

    await user.click(within(dialog).getByRole('button', { name: 'CHOOSE Heavy' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(state().squad[0]).toMatchObject({ classId: 'heavy', experience: 125 });
    expect(fact(card(SERGEANT), 'Class')).toBe('Heavy');
    expect(screen.queryByText('MUST SPECIALIZE')).not.toBeInTheDocument();
    expect(within(card(SERGEANT)).getByRole('button', { name: 'CHANGE CLASS' })).toBeInTheDocument();
  });

  it('says the specialisation failed when the call fails, and keeps the chooser open', async () => {
    const { user } = renderWithSession(<SquadTab />, { failCalls: true });
    await user.click(within(card(SERGEANT)).getByRole('button', { name: 'SPECIALIZE NOW!' }));
    await user.click(screen.getByRole('button', { name: 'CHOOSE Sniper' }));
    expect(await screen.findByText('Failed to specialize soldier')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'CHOOSE SPECIALIZATION' })).toBeInTheDocument();
  });
});
