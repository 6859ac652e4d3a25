import { missionOdds } from '@holdfast/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { destination, freshCampaign, played, renderTab } from '../../test/mission-harness';
import { MissionsTab } from './MissionsTab';

function card(name: string) {
  return screen.getByRole('button', { name });
}

async function openTier(user: ReturnType<typeof renderTab>['user'], label: string) {
  await user.click(screen.getByRole('tab', { name: label }));
}

describe('MissionsTab', () => {
  it('shows the threat level out of 10 and the three tier tabs with theme labels', async () => {
    renderTab(<MissionsTab />, { theme: 'devastators' });
    const meter = await screen.findByRole('meter', { name: 'CHURN PRESSURE' });
    expect(meter).toHaveAttribute('aria-valuetext', `${freshCampaign('devastators').threatLevel}/10`);
    expect(screen.getByRole('tab', { name: 'SKIRMISH' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'OFFENSIVE' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'GRAND PUSH' })).toBeInTheDocument();
    expect(screen.getByText('No sorties out on the line')).toBeInTheDocument();
  });

  it('says a key mission past its deadline was missed, what it costs and its last day (issue 34)', async () => {
    const state = { ...freshCampaign('devastators'), day: 40 };
    const { user } = renderTab(<MissionsTab />, { theme: 'devastators', state });
    await openTier(user, 'GRAND PUSH');
    const missed = screen.getByTestId('key-missed');
    expect(missed).toHaveTextContent('MISSED on Day 30: pressure +2 and every foe +10 aim until it is carried');
    expect(missed).toHaveTextContent('Must be won by Day 70, or the war is lost');
  });

  it('says a key mission lost in battle raised the threat floor and when it is back on the board (issue 34)', async () => {
    const lost = (day: number) => ({
      id: `mission-lost-${day}`,
      templateId: 'operation_breakwater',
      mode: 'manual' as const,
      squad: [],
      daysRemaining: 0,
      status: 'Completed' as const,
      deployedOnDay: day,
      completedOnDay: day,
      success: false,
      casualties: [],
      rewards: null,
    });
    const state = { ...freshCampaign(), day: 25, missions: [lost(21), lost(22)] };
    const { user } = renderTab(<MissionsTab />, { state });
    await openTier(user, 'CAMPAIGN');
    expect(screen.getByTestId('key-lost')).toHaveTextContent(
      'LOST: threat floor +4 until it is won; back on the board on Day 37',
    );
    expect(
      within(screen.getByRole('button', { name: /Operation Breakwater/ })).getByText('Available again on Day 37'),
    ).toBeInTheDocument();
  });

  it('buys a counter-operation under the gauge: threat −1 for its price (issue 34)', async () => {
    const state = { ...freshCampaign(), threatLevel: 4 };
    const { user } = renderTab(<MissionsTab />, { state });
    expect(
      screen.getByText(/Strike the enemy network for 4,000 .* 40 .*: threat −1 \(never below 1 today\)/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'COUNTER-OPERATION: THREAT −1' }));
    await waitFor(() =>
      expect(screen.getByRole('meter', { name: 'THREAT LEVEL' })).toHaveAttribute('aria-valuetext', '3/10'),
    );
  });

  it("locks a campaign mission before its unlock day with 'Unlocks on Day {unlockDay}'", async () => {
    const { user } = renderTab(<MissionsTab />);
    await openTier(user, 'CAMPAIGN');
    const vanguard = card('Vanguard');
    expect(vanguard).toBeDisabled();
    expect(within(vanguard).getByText('Unlocks on Day 15')).toBeInTheDocument();
    expect(within(card('Liberation')).getByText('Unlocks on Day 25')).toBeInTheDocument();
  });

  it("locks a mission when too few soldiers are available, in the spec's and the theme's words", async () => {
    const fresh = freshCampaign();
    // Three of the four soldiers are wounded: only one can go.
    const state = {
      ...fresh,
      squad: fresh.squad.map((s, i) => (i === 0 ? s : { ...s, status: 'Wounded' as const, health: 40 })),
    };
    renderTab(<MissionsTab />, { state });
    const patrol = card('Patrol');
    expect(patrol).toBeDisabled();
    expect(within(patrol).getByText('Need at least 2 available soldiers')).toBeInTheDocument();
    expect(within(patrol).getByText('Insufficient operatives available')).toBeInTheDocument();
    // Supply Run needs one soldier: still open.
    expect(card('Supply Run')).toBeEnabled();
  });

  it('offers only deployable soldiers and keeps the squad between minSquad and maxSquad', async () => {
    const fresh = freshCampaign();
    const state = { ...fresh, squad: fresh.squad.map((s, i) => (i === 3 ? { ...s, status: 'Wounded' as const } : s)) };
    const { user } = renderTab(<MissionsTab />, { state });
    await user.click(card('Patrol'));
    const detail = screen.getByRole('region', { name: 'Patrol deployment' });
    const boxes = within(detail).getAllByRole('checkbox');
    // The wounded soldier is not offered.
    expect(boxes).toHaveLength(3);
    expect(within(detail).queryByText(fresh.squad[3]?.name ?? '')).not.toBeInTheDocument();

    const deploy = within(detail).getByRole('button', { name: 'DEPLOY (AUTO)' });
    expect(deploy).toBeDisabled();
    await user.click(boxes[0] as HTMLElement);
    expect(deploy).toBeDisabled();
    expect(within(detail).getByText('Select at least 2 soldiers to deploy')).toBeInTheDocument();
    // The reason is the disabled button's description (issue 14).
    expect(deploy).toHaveAccessibleDescription('Select at least 2 soldiers to deploy');
    await user.click(boxes[1] as HTMLElement);
    expect(deploy).toBeEnabled();
    expect(deploy).not.toHaveAccessibleDescription();
    await user.click(boxes[2] as HTMLElement);
    // Patrol takes at most 3: everyone offered is in, and the count says so.
    expect(within(detail).getByText('3 of 3 selected')).toBeInTheDocument();
  });

  it('cannot select beyond maxSquad', async () => {
    const { user } = renderTab(<MissionsTab />);
    await user.click(card('Supply Run'));
    const detail = screen.getByRole('region', { name: 'Supply Run deployment' });
    const boxes = within(detail).getAllByRole('checkbox');
    await user.click(boxes[0] as HTMLElement);
    await user.click(boxes[1] as HTMLElement);
    expect(boxes[2]).toBeDisabled();
    expect(boxes[3]).toBeDisabled();
    expect(within(detail).getByText('Squad full: at most 2 soldiers')).toBeInTheDocument();
  });

  it("shows the engine's odds for exactly the chosen squad, recomputed on every change", async () => {
    const { user, state } = renderTab(<MissionsTab />);
    await openTier(user, 'COMPLEX');
    await user.click(card('Raid'));
    const detail = screen.getByRole('region', { name: 'Raid deployment' });
    expect(within(detail).getByText('Select soldiers to see the odds.')).toBeInTheDocument();
    const boxes = within(detail).getAllByRole('checkbox');
    const ids = state().squad.map((s) => s.id);

    await user.click(boxes[0] as HTMLElement);
    const one = missionOdds(state(), 'raid', ids.slice(0, 1));
    expect(within(detail).getByTestId('odds-success')).toHaveTextContent(`${one?.successChance}%`);
    expect(within(detail).getByTestId('odds-casualties')).toHaveTextContent(String(one?.expectedCasualties));

    await user.click(boxes[1] as HTMLElement);
    await user.click(boxes[2] as HTMLElement);
    const three = missionOdds(state(), 'raid', ids.slice(0, 3));
    expect(within(detail).getByTestId('odds-casualties')).toHaveTextContent(String(three?.expectedCasualties));
    expect(three?.expectedCasualties).not.toBe(one?.expectedCasualties);
  });

  it('shows the parts of the success chance, so a soldier below the average visibly lowers it (issue 26)', async () => {
    const { user, state } = renderTab(<MissionsTab />, { state: { ...freshCampaign(), difficulty: 'hard' } });
    await openTier(user, 'COMPLEX');
    await user.click(card('Raid'));
    const detail = screen.getByRole('region', { name: 'Raid deployment' });
    const boxes = within(detail).getAllByRole('checkbox');
    const ids = state().squad.map((s) => s.id);
    const partsOf = () =>
      within(within(detail).getByRole('list', { name: 'How the success chance is made' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);

    // The Sergeant alone, then with a fresh Private: the average, and so the squad term, drops.
    await user.click(boxes[0] as HTMLElement);
    const alone = missionOdds(state(), 'raid', ids.slice(0, 1))?.successParts;
    await user.click(boxes[2] as HTMLElement);
    const pair = missionOdds(state(), 'raid', [ids[0], ids[2]] as string[])?.successParts;
    expect(pair?.squadTerm).toBeLessThan(alone?.squadTerm ?? 0);
    expect(partsOf()).toEqual([
      'Mission base70%',
      `Squad rating ${pair?.squadRating} (average of 2) vs 50, halved+${pair?.squadTerm}`,
      'Difficulty: Hard−12',
    ]);
    expect(within(detail).getByTestId('odds-success')).toHaveTextContent(`${pair?.chance}%`);
  });

  it('says what each mode costs in time: auto away for the duration, fought back the same day (issue 26)', async () => {
    const ready = { ...freshCampaign(), day: 15 };
    const { user } = renderTab(<MissionsTab />, { state: ready });
    await openTier(user, 'COMPLEX');
    await user.click(card('Raid'));
    const detail = screen.getByRole('region', { name: 'Raid deployment' });
    expect(
      within(within(detail).getByTestId('mode-times'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AUTO: the squad is away 9 days', 'MANUAL: you fight it now; the survivors are back the same day']);
  });

  it('shows the deploy buttons each tier allows', async () => {
    const ready = { ...played(freshCampaign(), { type: 'recruit' }, { type: 'recruit' }), day: 15 };
    const { user } = renderTab(<MissionsTab />, { state: ready });
    await user.click(card('Supply Run'));
    let detail = screen.getByRole('region', { name: 'Supply Run deployment' });
    expect(within(detail).getByRole('button', { name: 'DEPLOY (AUTO)' })).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'DEPLOY (MANUAL)' })).not.toBeInTheDocument();

    await openTier(user, 'COMPLEX');
    await user.click(card('Raid'));
    detail = screen.getByRole('region', { name: 'Raid deployment' });
    expect(within(detail).getByRole('button', { name: 'DEPLOY (AUTO)' })).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'DEPLOY (MANUAL)' })).toBeInTheDocument();

    await openTier(user, 'CAMPAIGN');
    await user.click(card('Vanguard'));
    detail = screen.getByRole('region', { name: 'Vanguard deployment' });
    expect(within(detail).getByRole('button', { name: 'DEPLOY (MANUAL)' })).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'DEPLOY (AUTO)' })).not.toBeInTheDocument();
  });

  it('deploys an auto mission: the squad goes On Mission and the active list counts its days', async () => {
    const { user, state } = renderTab(<MissionsTab />);
    await user.click(card('Patrol'));
    const detail = screen.getByRole('region', { name: 'Patrol deployment' });
    const boxes = within(detail).getAllByRole('checkbox');
    await user.click(boxes[0] as HTMLElement);
    await user.click(boxes[1] as HTMLElement);
    await user.click(within(detail).getByRole('button', { name: 'DEPLOY (AUTO)' }));

    expect(await screen.findByText('Patrol: squad deployed, back in 4 days')).toBeInTheDocument();
    const sent = state().squad.filter((s) => s.status === 'On Mission');
    expect(sent).toHaveLength(2);
    const list = screen.getByRole('list', { name: 'ACTIVE MISSIONS' });
    const row = within(list).getByText('Patrol').closest('li') as HTMLElement;
    expect(within(row).getByText('2 deployed')).toBeInTheDocument();
    expect(within(row).getByText('4 days remaining')).toBeInTheDocument();
    // One patrol at a time: the card waits out the mission's duration.
    expect(within(card('Patrol')).getByText('Available again on Day 5')).toBeInTheDocument();
  });

  it('marks a finished mission as a success, and a called-off one as aborted', async () => {
    let state = played(freshCampaign(), {
      type: 'deployMission',
      templateId: 'training',
      soldierIds: freshCampaign()
        .squad.slice(0, 2)
        .map((s) => s.id),
      mode: 'auto',
    });
    // Training takes 14 days; one more, and its result was reported yesterday.
    for (let day = 0; day < 15; day += 1) state = played(state, { type: 'advanceDay' });
    const raidSquad = state.squad.filter((s) => s.status === 'Ready').slice(0, 3);
    state = played(state, {
      type: 'deployMission',
      templateId: 'raid',
      soldierIds: raidSquad.map((s) => s.id),
      mode: 'manual',
    });
    const raid = state.missions.find((m) => m.templateId === 'raid');
    state = played(state, { type: 'abortMission', missionId: raid?.id ?? '' });
    renderTab(<MissionsTab />, { state });
    const list = screen.getByRole('list', { name: 'ACTIVE MISSIONS' });
    // Called off today: its mark stays with the missions in the field until the day moves on.
    const aborted = within(list).getByText('Raid').closest('li') as HTMLElement;
    expect(within(aborted).getByText('ABORTED')).toBeInTheDocument();
    // The training ended days ago and was reported then: it has left ACTIVE MISSIONS (issue 26)
    // for the recent list, with the day it ended.
    expect(within(list).queryByText('Training Exercise')).not.toBeInTheDocument();
    const recent = screen.getByRole('list', { name: 'RECENTLY ENDED' });
    const row = within(recent).getByText('Training Exercise').closest('li') as HTMLElement;
    // Training succeeds 100% of the time (spec §9).
    expect(within(row).getByText('✓ SUCCESS')).toBeInTheDocument();
    const training = state.missions.find((m) => m.templateId === 'training');
    expect(within(row).getByText(`Day ${training?.completedOnDay}`)).toBeInTheDocument();
  });

  it('offers RESUME for a manual mission still awaiting its battle, back to its briefing', async () => {
    const fresh = freshCampaign();
    const state = played(fresh, {
      type: 'deployMission',
      templateId: 'raid',
      soldierIds: fresh.squad.slice(0, 3).map((s) => s.id),
      mode: 'manual',
    });
    const { user } = renderTab(<MissionsTab />, { state });
    const list = screen.getByRole('list', { name: 'ACTIVE MISSIONS' });
    const row = within(list).getByText('Raid').closest('li') as HTMLElement;
    expect(within(row).getByText('Awaiting battle')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Resume Raid' }));
    await waitFor(() => expect(destination().path).toBe('/vanilla/mission'));
    expect((destination().state as { mission: { missionId: string } }).mission.missionId).toBe(state.missions[0]?.id);
  });

  it("shows the rules' refusal and changes nothing when the campaign moved on underneath", async () => {
    const fresh = freshCampaign();
    const [first, second] = fresh.squad;
    // Another device already sent the first soldier away; this tab has not heard yet.
    const { user, state } = renderTab(<MissionsTab />, {
      state: fresh,
      serverState: (s) => ({
        ...s,
        squad: s.squad.map((soldier) =>
          soldier.id === first?.id ? { ...soldier, status: 'On Mission' as const } : soldier,
        ),
      }),
    });
    await user.click(card('Patrol'));
    const detail = screen.getByRole('region', { name: 'Patrol deployment' });
    await user.click(within(detail).getByRole('checkbox', { name: new RegExp(first?.name ?? '') }));
    await user.click(within(detail).getByRole('checkbox', { name: new RegExp(second?.name ?? '') }));
    await user.click(within(detail).getByRole('button', { name: 'DEPLOY (AUTO)' }));

    expect(await screen.findByText(`${first?.name} is not available for deployment`)).toBeInTheDocument();
    expect(state().missions).toHaveLength(0);
    // The player's choice is kept so they can adjust it.
    expect(within(detail).getByText('2 of 3 selected')).toBeInTheDocument();
  });

  it('sends a manual deployment to the mission screen with the navigation state the spec lists', async () => {
    const { user, state } = renderTab(<MissionsTab />);
    await openTier(user, 'COMPLEX');
    await user.click(card('Raid'));
    const detail = screen.getByRole('region', { name: 'Raid deployment' });
    const boxes = within(detail).getAllByRole('checkbox');
    for (const box of boxes.slice(0, 3)) await user.click(box);
    await user.click(within(detail).getByRole('button', { name: 'DEPLOY (MANUAL)' }));

    await waitFor(() => expect(destination().path).toBe('/vanilla/mission'));
    const active = state().missions.find((m) => m.templateId === 'raid');
    const nav = destination().state as Record<string, unknown> & {
      mission: { missionId: string; name: string; battle: { missionId: string } };
      squad: { id: string; status: string }[];
      guestCampaign: { missions: { id: string }[] };
    };
    expect(nav.mode).toBe('manual');
    expect(nav.theme).toBe('vanilla');
    expect(nav.campaignId).toBeNull();
    expect(nav.campaignName).toBe('Iron Gate');
    expect(nav.day).toBe(1);
    expect(nav.mission.name).toBe('Raid');
    expect(nav.mission.missionId).toBe(active?.id);
    expect(nav.mission.battle.missionId).toBe(active?.id);
    expect(nav.squad.map((s) => s.id)).toEqual(active?.squad);
    expect(nav.squad.every((s) => s.status === 'On Mission')).toBe(true);
    // A guest's whole campaign travels along, as it stood after deploying.
    expect(nav.guestCampaign.missions.map((m) => m.id)).toContain(active?.id);
  });

  it("words the cards, the detail and a manual deployment in the campaign's universe", async () => {
    const { user } = renderTab(<MissionsTab />, { theme: 'archbound' });
    await openTier(user, 'DELVE');
    const raid = card('Reliquary Raid');
    // The category is the universe's own word, not LAST STAND's mission name 'Raid' (issue 26 item 9).
    expect(within(raid).getByText('incursion · Crowfold Chapel')).toBeInTheDocument();
    await user.click(raid);
    const detail = screen.getByRole('region', { name: 'Reliquary Raid expedition' });
    expect(
      within(detail).getByText('Raid a Congregation chapel, carry off its relics and burn its altar.'),
    ).toBeInTheDocument();
    expect(within(detail).getByText('Recover the barrow relics')).toBeInTheDocument();
    // No LAST STAND words: neither its mission name nor its place.
    expect(screen.queryByText('Raid')).toBeNull();
    expect(screen.queryByText(/Kessel/)).toBeNull();
    for (const box of within(detail).getAllByRole('checkbox').slice(0, 3)) await user.click(box);
    await user.click(within(detail).getByRole('button', { name: 'SEND FORTH (MANUAL)' }));

    await waitFor(() => expect(destination().path).toBe('/archbound/mission'));
    const nav = destination().state as {
      mission: { name: string; location: string; objectives: string[]; battle: { templateId: string } };
      battleSetup: { input: { mission: Record<string, unknown> } };
    };
    expect(nav.mission).toMatchObject({ name: 'Reliquary Raid', location: 'Crowfold Chapel' });
    expect(nav.mission.objectives).toContain('Burn the altar and its hymnals');
    // The battle holds the template's id; its screen words it (issue 25).
    expect(nav.mission.battle).toMatchObject({ templateId: 'raid' });
    expect(nav.battleSetup.input.mission).toMatchObject({ templateId: 'raid' });
    expect(nav.battleSetup.input.mission).not.toHaveProperty('name');
  });
});
