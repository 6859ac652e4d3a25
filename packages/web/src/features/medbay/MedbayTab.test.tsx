import type { Facility, GameState, Soldier } from '@holdfast/engine';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshCampaign, renderWithSession } from '../../test/session-harness';
import { MedbayTab } from './MedbayTab';

// The seeded campaign's starting squad opens with its Sergeant and Corporal (DESIGN §3).
const STARTING_SQUAD = freshCampaign().squad;
const SERGEANT = STARTING_SQUAD[0]?.name ?? '';
const CORPORAL = STARTING_SQUAD[1]?.name ?? '';
/** The starting supplies (the economy is tuned in the engine; the tests follow it). */
const SUPPLIES = freshCampaign().resources.supplies;

function hurt(state: GameState, healthByIndex: Record<number, number>): GameState {
  return {
    ...state,
    squad: state.squad.map((soldier, i): Soldier => {
      const health = healthByIndex[i];
      return health === undefined ? soldier : { ...soldier, health, status: health > 0 ? 'Wounded' : 'KIA' };
    }),
  };
}

const MEDBAY: Facility = {
  id: 'facility-99',
  type: 'medbay',
  name: 'Medical Bay',
  level: 1,
  row: 0,
  col: 0,
  isActive: true,
  constructionDaysRemaining: 0,
};

function wardList() {
  return within(screen.getByRole('region', { name: 'WOUNDED' }));
}

function fact(container: HTMLElement, label: string): string {
  return within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

afterEach(() => {
  vi.useRealTimers();
});

describe('MedbayTab', () => {
  it('splits the squad into wounded and combat ready, leaving the fallen out', () => {
    renderWithSession(<MedbayTab />, { prepare: (state) => hurt(state, { 0: 50, 2: 0 }) });
    expect(
      wardList()
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([SERGEANT]);
    const ready = within(screen.getByRole('region', { name: 'COMBAT READY' }));
    expect(ready.getAllByRole('listitem')).toHaveLength(2);
    expect(ready.getByRole('listitem', { name: CORPORAL })).toBeInTheDocument();
  });

  it('shows each heal’s price from the engine', () => {
    renderWithSession(<MedbayTab />, { prepare: (state) => hurt(state, { 0: 50 }) });
    const button = wardList().getByRole('button', { name: `Heal ${SERGEANT}` });
    expect(button).toHaveAccessibleDescription('+25 HP · 500 FUNDS · 10 SUPPLIES');
  });

  it('heals 25 after a one-second treatment and charges 500 funds and 10 supplies', async () => {
    // Only the clock the treatment waits on is faked; React's scheduler keeps its real one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { state } = renderWithSession(<MedbayTab />, { prepare: (s) => hurt(s, { 0: 50 }) });
    // A plain click: user-event's own pauses would wait on the faked clock.
    fireEvent.click(wardList().getByRole('button', { name: `Heal ${SERGEANT}` }));
    const button = wardList().getByRole('button', { name: `Heal ${SERGEANT}` });
    expect(button).toHaveTextContent('HEALING...');
    expect(button).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(state().squad[0]?.health).toBe(50);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(state().squad[0]?.health).toBe(75);
    expect(state().resources).toMatchObject({ funds: 24_500, supplies: SUPPLIES - 10 });
    expect(screen.getByTestId('resources')).toHaveTextContent(`24500/${SUPPLIES - 10}`);
    expect(wardList().getByRole('meter', { name: 'Health' })).toHaveAttribute('aria-valuetext', '75/100');
    expect(wardList().getByRole('button', { name: `Heal ${SERGEANT}` })).toHaveTextContent('HEAL');
  });

  it('disables HEAL with what is missing beside it when resources are short, and charges nothing', async () => {
    const { user, state } = renderWithSession(<MedbayTab />, {
      prepare: (s) => ({ ...hurt(s, { 0: 50 }), resources: { funds: 400, supplies: 100, intel: 0 } }),
    });
    const heal = wardList().getByRole('button', { name: `Heal ${SERGEANT}` });
    expect(heal).toBeDisabled();
    expect(heal).toHaveAccessibleDescription(/Need 100 FUNDS more$/);
    await user.click(heal);
    expect(state().squad[0]?.health).toBe(50);
    expect(screen.getByTestId('resources')).toHaveTextContent('400/100');
  });

  it('refuses a soldier already at full health with the spec message', async () => {
    // The tab still shows the soldier wounded, but the campaign (another device) has healed them.
    const { user } = renderWithSession(<MedbayTab />, {
      prepare: (s) => hurt(s, { 0: 50 }),
      serverState: (s) => ({
        ...s,
        squad: s.squad.map((x, i) => (i === 0 ? { ...x, health: 100, status: 'Ready' } : x)),
      }),
    });
    await user.click(wardList().getByRole('button', { name: `Heal ${SERGEANT}` }));
    expect(await screen.findByText('Soldier is already at full health!', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByTestId('resources')).toHaveTextContent(`25000/${SUPPLIES}`);
  });

  it('keeps the displayed resources when the heal call fails', async () => {
    const { user } = renderWithSession(<MedbayTab />, { prepare: (s) => hurt(s, { 0: 50 }), failCalls: true });
    await user.click(wardList().getByRole('button', { name: `Heal ${SERGEANT}` }));
    expect(await screen.findByText('Failed to heal soldier', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByTestId('resources')).toHaveTextContent(`25000/${SUPPLIES}`);
    expect(wardList().getByRole('meter', { name: 'Health' })).toHaveAttribute('aria-valuetext', '50/100');
    expect(wardList().getByRole('button', { name: `Heal ${SERGEANT}` })).toBeEnabled();
  });

  it('shows operations: active medbays, their daily healing and the wounded count', () => {
    renderWithSession(<MedbayTab />, {
      prepare: (s) => ({ ...hurt(s, { 0: 50, 1: 90 }), facilities: [...s.facilities, MEDBAY] }),
    });
    const operations = screen.getByRole('region', { name: 'OPERATIONS' });
    expect(fact(operations, 'Medbays active')).toBe('1');
    // 5 + 3 × level 1 (spec §9).
    expect(fact(operations, 'Base daily healing')).toBe('+8 HP / day');
    expect(fact(operations, 'Wounded')).toBe('2');
  });

  it('shows each wounded soldier one healing figure, with the base and their own part (issue 26)', () => {
    renderWithSession(<MedbayTab />, {
      prepare: (s) => ({ ...hurt(s, { 0: 50 }), facilities: [...s.facilities, MEDBAY] }),
    });
    // The medbay's 8 for everyone, and the soldier's own medkit's 3: what tomorrow heals.
    expect(wardList().getByTestId('daily-healing')).toHaveTextContent('+11 HP / day (8 base + 3 own kit and skills)');
  });

  it('asks for a medbay when none is running', () => {
    renderWithSession(<MedbayTab />);
    const operations = screen.getByRole('region', { name: 'OPERATIONS' });
    expect(fact(operations, 'Medbays active')).toBe('0');
    expect(operations).toHaveTextContent('Build a Medical Bay to heal the wounded every day.');
  });

  it('colours medbay health at 80, 50 and 25 percent', () => {
    renderWithSession(<MedbayTab />, { prepare: (s) => hurt(s, { 0: 80, 1: 79, 2: 49, 3: 24 }) });
    const tones = wardList()
      .getAllByRole('meter', { name: 'Health' })
      .map((meter) => meter.getAttribute('data-tone'));
    expect(tones).toEqual(['good', 'fair', 'serious', 'critical']);
  });
});
