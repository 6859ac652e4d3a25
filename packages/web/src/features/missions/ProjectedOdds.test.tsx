import { battleForceFor } from '@holdfast/engine';
import { projectedOdds } from '@holdfast/engine/projected-odds';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshCampaign, played, renderTab } from '../../test/mission-harness';
import { MissionsTab } from './MissionsTab';

describe('a fought mission projects its odds (issue 23)', () => {
  it('shows the projected win rate of the chosen squad, the enemy force it meets and no hidden dice', async () => {
    const { user, state } = renderTab(<MissionsTab />);
    await user.click(screen.getByRole('tab', { name: 'COMPLEX' }));
    await user.click(screen.getByRole('button', { name: 'Raid' }));
    const detail = screen.getByRole('region', { name: 'Raid deployment' });
    const boxes = within(detail).getAllByRole('checkbox');
    for (const box of boxes.slice(0, 3)) await user.click(box);

    const ids = state()
      .squad.slice(0, 3)
      .map((s) => s.id);
    const expected = projectedOdds(state(), 'raid', ids);
    const shown = await within(detail).findByTestId('odds-projected');
    expect(shown).toHaveTextContent(`${expected?.percent}% ±${expected?.margin}`);
    // Issue 34: worded as an estimate, with the played battles it was fitted on and its margin.
    expect(
      within(detail).getByText(
        new RegExp(
          `^An estimate, not a promise: a squad like this one wins about ${expected?.percent}% .* fitted on ${expected?.battles.toLocaleString('en-US')} played battles \\(±${expected?.margin} points on 9 reads in 10\\)\\.$`,
        ),
      ),
    ).toBeInTheDocument();
    // Issue 35: the force is what the squad will meet (a normal campaign's first days: the medium
    // Raid's four hostiles, +8 aim each since rules 9), and each odds figure names the mode it is for.
    expect(battleForceFor(state())).toEqual({ extraHostiles: 0, hostileHp: 0, hostileAim: 8 });
    expect(within(detail).getByTestId('enemy-force')).toHaveTextContent(
      'The squad will meet 4 hostiles, each 0 HP and +8 aim against a normal force',
    );
    expect(within(detail).getByText('Auto-resolve chance (AUTO)')).toBeInTheDocument();
    expect(within(detail).getByText('Projected win rate (MANUAL)')).toBeInTheDocument();
    expect(within(detail).getByTestId('odds-modes')).toHaveTextContent(/AUTO is settled by the auto-resolve chance/);
  });

  it('shows no projection for a mission that is never fought', async () => {
    const { user } = renderTab(<MissionsTab />);
    await user.click(screen.getByRole('button', { name: 'Patrol' }));
    const detail = screen.getByRole('region', { name: 'Patrol deployment' });
    await user.click(within(detail).getAllByRole('checkbox')[0] as HTMLElement);
    expect(within(detail).queryByTestId('projected-odds')).not.toBeInTheDocument();
  });

  it('shows a fight-only mission its projection alone, without the auto-resolve chance it never uses', async () => {
    const { user } = renderTab(<MissionsTab />, {
      state: { ...played(freshCampaign(), { type: 'recruit' }, { type: 'recruit' }), day: 15 },
    });
    await user.click(screen.getByRole('tab', { name: 'CAMPAIGN' }));
    // Issue 35: its card pays the battle's experience, not the auto-resolve amount it never pays.
    expect(screen.getByRole('button', { name: 'Vanguard' })).toHaveTextContent('100 per survivor + 10 per kill XP');
    await user.click(screen.getByRole('button', { name: 'Vanguard' }));
    const detail = screen.getByRole('region', { name: 'Vanguard deployment' });
    for (const box of within(detail).getAllByRole('checkbox').slice(0, 5)) await user.click(box);
    expect(await within(detail).findByTestId('odds-projected')).toHaveTextContent(/^\d+% ±\d+$/);
    expect(within(detail).queryByTestId('odds-success')).not.toBeInTheDocument();
    expect(within(detail).queryByRole('list', { name: 'How the success chance is made' })).not.toBeInTheDocument();
  });
});
