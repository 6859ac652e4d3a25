import { type GameState, missionTemplate } from '@holdfast/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { missionNavigationState } from '../../session/mission-navigation';
import { fakeServer, json } from '../../test/fake-server';
import { destination, freshCampaign, played, renderScreen } from '../../test/mission-harness';
import { MissionScreen } from './MissionScreen';

/** A guest who has just sent three soldiers on a manual Raid, as the missions tab hands it over. */
function manualRaid(campaignId: number | null = null) {
  const fresh = freshCampaign();
  const squad = fresh.squad.slice(0, 3).map((s) => s.id);
  const state = played(fresh, { type: 'deployMission', templateId: 'raid', soldierIds: squad, mode: 'manual' });
  const mission = state.missions[0];
  if (!mission) throw new Error('no mission deployed');
  const navigation = missionNavigationState(state, mission, campaignId);
  if (!navigation) throw new Error('no navigation state');
  return { state, mission, navigation };
}

describe('MissionScreen', () => {
  it("lays out the spec's briefing for the deployed mission and squad", async () => {
    const { navigation, state } = manualRaid();
    renderScreen(<MissionScreen />, { path: '/vanilla/mission', state: navigation });

    expect(await screen.findByText('PREPARE FOR DEPLOYMENT - EQUIPMENT CHECK REQUIRED')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /MISSION BRIEFING/ })).toHaveTextContent('COMPLEX');
    const raid = missionTemplate('raid');
    const intel = screen.getByRole('region', { name: 'MISSION INTEL' });
    expect(within(intel).getByText(raid?.location ?? '')).toBeInTheDocument();
    // A fought mission ends the day its battle is fought: its length is the battle's (issue 26).
    expect(within(intel).getByText('Variable')).toBeInTheDocument();
    expect(within(intel).queryByText('9 days')).not.toBeInTheDocument();
    expect(within(intel).getByText(`${raid?.threatLevel}/10`)).toBeInTheDocument();
    expect(within(intel).getByText('Medium')).toBeInTheDocument();
    expect(within(intel).getByText(raid?.storyContext ?? '')).toBeInTheDocument();
    for (const objective of raid?.objectives ?? []) expect(within(intel).getByText(objective)).toBeInTheDocument();
    expect(within(intel).getByText('8,000')).toBeInTheDocument();
    // XP is what the battle pays (a complex, medium battle: 50 per survivor + 10 per kill), not auto's 120.
    expect(within(intel).getByTestId('briefing-xp')).toHaveTextContent('50 per survivor + 10 per kill XP');
    expect(within(intel).queryByText(String(raid?.rewards.xp))).not.toBeInTheDocument();

    const roster = screen.getByRole('region', { name: 'DEPLOYMENT ROSTER' });
    const deployed = state.squad.slice(0, 3);
    for (const soldier of deployed) {
      const card = within(roster).getByRole('listitem', { name: soldier.name });
      expect(within(card).getByText('Assault Rifle')).toBeInTheDocument();
      expect(within(card).getByText('Standard Vest')).toBeInTheDocument();
      expect(within(card).getByText('Medkit')).toBeInTheDocument();
      // Damage/accuracy and defense/mobility from the engine's equipment tables.
      expect(within(card).getByText('25')).toBeInTheDocument();
      expect(within(card).getByText('75')).toBeInTheDocument();
      expect(within(card).getByText('20')).toBeInTheDocument();
      expect(within(card).getByText('80')).toBeInTheDocument();
    }

    const ready = screen.getByRole('region', { name: 'READY TO DEPLOY' });
    expect(within(ready).getByRole('button', { name: 'BEGIN MISSION' })).toBeEnabled();
    const cost =
      'Called off now, before BEGIN MISSION, the mission costs nothing. Once the battlefield is shown, ABORT fails the mission.';
    expect(within(ready).getByText(cost)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ABORT MISSION' })).toHaveAccessibleDescription(cost);
  });

  it('BEGIN MISSION opens the battle with the mission, the squad, the campaign and the stored battle setup', async () => {
    const { navigation, mission, state } = manualRaid();
    const { user } = renderScreen(<MissionScreen />, { path: '/vanilla/mission', state: navigation });
    await user.click(await screen.findByRole('button', { name: 'BEGIN MISSION' }));

    await waitFor(() => expect(destination().path).toBe('/vanilla/battle'));
    const handed = destination().state as Record<string, unknown> & { battleSetup: { seed: number } };
    expect(handed.missionId).toBe(mission.id);
    expect(handed.campaignId).toBeNull();
    expect(handed.theme).toBe('vanilla');
    expect((handed.squad as { loadout: unknown }[]).map((s) => s.loadout)).toEqual(
      state.squad.slice(0, 3).map((s) => s.loadout),
    );
    expect(handed.battleSetup.seed).toBe(mission.battleSeed);
    expect(handed.guestCampaign).toBeDefined();
  });

  it('Back from the battle shows a briefing that says combat has begun, not the squad as it left (issue 35)', async () => {
    const { navigation, state } = manualRaid();
    const { user, router } = renderScreen(<MissionScreen />, { path: '/vanilla/mission', state: navigation });
    await user.click(await screen.findByRole('button', { name: 'BEGIN MISSION' }));
    await waitFor(() => expect(destination().path).toBe('/vanilla/battle'));
    await router.navigate(-1);

    const ready = await screen.findByRole('region', { name: 'READY TO DEPLOY' });
    expect(within(ready).getByTestId('briefing-warning')).toHaveTextContent(
      'Combat has begun: the squad is in battle, at the turn it stands.',
    );
    expect(within(ready).queryByText('Once combat begins, the mission cannot be aborted.')).not.toBeInTheDocument();
    expect(within(ready).queryByRole('button', { name: 'BEGIN MISSION' })).not.toBeInTheDocument();
    const roster = screen.getByRole('region', { name: 'DEPLOYMENT ROSTER' });
    const first = state.squad[0];
    const card = within(roster).getByRole('listitem', { name: first?.name });
    expect(within(card).getByText('in battle')).toBeInTheDocument();
    expect(within(card).queryByText(`${first?.health}/${first?.maxHealth}`)).not.toBeInTheDocument();

    await user.click(within(ready).getByRole('button', { name: 'RETURN TO BATTLE' }));
    await waitFor(() => expect(destination().path).toBe('/vanilla/battle'));
  });

  it('falls back to the sample mission and squad without navigation state; abort then just leaves', async () => {
    const { user } = renderScreen(<MissionScreen />, { path: '/archbound/mission' });
    // ARCHBOUND's own sample (LAST STAND's is the spec's TACTICAL OPERATION, Unknown Sector).
    expect(await screen.findByText('PRACTICE VIGIL')).toBeInTheDocument();
    expect(screen.getByText('A Nameless Gate')).toBeInTheDocument();
    expect(screen.getByText('Variable')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('sample charge');
    // ARCHBOUND's own briefing labels (issue 26 item 9).
    const roster = screen.getByRole('region', { name: 'WARDENS OF THE EXPEDITION' });
    expect(within(roster).getAllByRole('listitem')).toHaveLength(3);
    // The practice squad carries nothing (spec §2 battle fallback: empty loadout).
    const kit = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(kit.filter((text) => text?.startsWith('None'))).toHaveLength(9);
    expect(screen.queryByText('Medkit')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ABANDON EXPEDITION' }));
    expect(destination().path).toBe('/archbound');
  });

  it("aborts a signed-in player's mission on the server with an Idempotency-Key, then returns to the missions tab", async () => {
    const { navigation, mission } = manualRaid(42);
    const server = fakeServer({ 'POST /api/campaigns/42/actions': json(200, { state: {}, report: {} }) });
    const { user } = renderScreen(<MissionScreen />, { path: '/vanilla/mission', state: navigation, server });

    await user.click(await screen.findByRole('button', { name: 'ABORT MISSION' }));
    await waitFor(() => expect(destination().path).toBe('/vanilla/base'));
    expect(destination().state).toEqual({ campaignId: 42, tab: 'missions' });
    const [request] = server.requestsTo('POST /api/campaigns/42/actions');
    expect(request?.body).toEqual({ type: 'abortMission', missionId: mission.id });
    expect(request?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the server's refusal and stays on the briefing", async () => {
    const { navigation } = manualRaid(42);
    const server = fakeServer({
      'POST /api/campaigns/42/actions': json(409, { error: 'This mission is not awaiting a battle result' }),
    });
    const { user } = renderScreen(<MissionScreen />, { path: '/vanilla/mission', state: navigation, server });
    await user.click(await screen.findByRole('button', { name: 'ABORT MISSION' }));
    expect(await screen.findByText('This mission is not awaiting a battle result')).toBeInTheDocument();
    expect(screen.queryByTestId('destination')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ABORT MISSION' })).toBeEnabled();
  });

  it("aborts a guest's mission with the engine and hands the changed campaign back to the base screen", async () => {
    const { navigation, mission } = manualRaid();
    const { user } = renderScreen(<MissionScreen />, { path: '/vanilla/mission', state: navigation });
    await user.click(await screen.findByRole('button', { name: 'ABORT MISSION' }));

    await waitFor(() => expect(destination().path).toBe('/vanilla/base'));
    const back = destination().state as { guestCampaign: GameState; tab: string };
    expect(back.tab).toBe('missions');
    const aborted = back.guestCampaign.missions.find((m) => m.id === mission.id);
    expect(aborted?.status).toBe('Aborted');
    for (const id of mission.squad) {
      expect(back.guestCampaign.squad.find((s) => s.id === id)?.status).toBe('Ready');
    }
    expect((await screen.findAllByText('Mission aborted. The squad is back at base.')).length).toBeGreaterThan(0);
  });
});
