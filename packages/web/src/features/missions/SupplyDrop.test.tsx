/**
 * Rules 9: the supply drop under an auto mission in the MISSIONS tab's ACTIVE MISSIONS list — its
 * odds, today's price, the drop the rules take, and the reason the button is off once they would not.
 */
import type { GameState, MissionMode } from '@holdfast/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshCampaign, played, renderTab } from '../../test/mission-harness';
import { MissionsTab } from './MissionsTab';

/** A fresh campaign with its first three soldiers out on a raid. */
function raidOut(mode: MissionMode, change: (state: GameState) => GameState = (s) => s): GameState {
  const fresh = change(freshCampaign());
  return played(fresh, {
    type: 'deployMission',
    templateId: 'raid',
    soldierIds: fresh.squad.slice(0, 3).map((s) => s.id),
    mode,
  });
}

function raidRow(): HTMLElement {
  const list = screen.getByRole('list', { name: 'ACTIVE MISSIONS' });
  return within(list).getByText('Raid').closest('li') as HTMLElement;
}

const DROP = 'SUPPLY DROP: ODDS +3%';

describe('the supply drop of an auto mission in the field', () => {
  it('shows the mission’s odds and today’s price beside the button', () => {
    renderTab(<MissionsTab />, { state: raidOut('auto') });
    const row = raidRow();
    expect(within(row).getByText('Odds 71.7%, risk 25%')).toBeInTheDocument();
    expect(
      within(row).getByText(
        'Fly 20 SUPPLIES to the squad in the field: odds +3%, casualty risk −3% (one drop a day, 3 a mission).',
      ),
    ).toBeInTheDocument();
    const button = within(row).getByRole('button', { name: DROP });
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription(
      'Odds 71.7%, risk 25% Fly 20 SUPPLIES to the squad in the field: odds +3%, casualty risk −3% (one drop a day, 3 a mission).',
    );
  });

  it('drops supplies to that mission: 20 spent, odds +3, then off for the day with the reason', async () => {
    const state = raidOut('auto');
    const missionId = state.missions[0]?.id;
    const { user, actions, state: current } = renderTab(<MissionsTab />, { state });
    await user.click(within(raidRow()).getByRole('button', { name: DROP }));

    expect(actions).toContainEqual({ type: 'supplyDrop', missionId });
    await waitFor(() => expect(within(raidRow()).getByText('Odds 74.7%, risk 22%')).toBeInTheDocument());
    expect(current().resources.supplies).toBe(180);
    const button = within(raidRow()).getByRole('button', { name: DROP });
    expect(button).toBeDisabled();
    const reason = 'Supplies already reached this squad today: one drop a day.';
    expect(within(raidRow()).getByText(reason)).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription(`Odds 74.7%, risk 22% ${reason}`);
  });

  it('is off with the shortfall when the base cannot pay', () => {
    const poor = (s: GameState) => ({ ...s, resources: { ...s.resources, supplies: 12 } });
    renderTab(<MissionsTab />, { state: raidOut('auto', poor) });
    const row = raidRow();
    expect(within(row).getByRole('button', { name: DROP })).toBeDisabled();
    expect(
      within(row).getByText('Insufficient resources for a supply drop: need 8 SUPPLIES more!'),
    ).toBeInTheDocument();
  });

  it('is not offered for a fought mission', () => {
    renderTab(<MissionsTab />, { state: raidOut('manual') });
    const row = raidRow();
    expect(within(row).getByText('Awaiting battle')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: DROP })).not.toBeInTheDocument();
    expect(within(row).queryByText(/^Odds /)).not.toBeInTheDocument();
  });
});
