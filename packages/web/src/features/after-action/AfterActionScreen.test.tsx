import {
  applyBattleAction,
  type BattleAction,
  createBattle,
  type GameState,
  publicBattleStep,
  replayFrames,
  runEnemyTurn,
} from '@holdfast/engine';
import { THEMES } from '@holdfast/engine/themes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AfterActionNavigationState } from '../../session/battle-navigation';
import { missionNavigationState } from '../../session/mission-navigation';
import { fakeServer, json } from '../../test/fake-server';
import { destination, freshCampaign, played, renderScreen } from '../../test/mission-harness';
import { AfterActionScreen } from './AfterActionScreen';
import { survivalRate } from './after-action-report';
import { missionResultFrom, missionResultMessage } from './mission-result';

/** A guest's manual Raid, fought to an abort (a defeat with everyone alive). */
function abortedRaid(campaignId: number | null): AfterActionNavigationState {
  const fresh = freshCampaign();
  const state = played(fresh, {
    type: 'deployMission',
    templateId: 'raid',
    soldierIds: fresh.squad.slice(0, 3).map((s) => s.id),
    mode: 'manual',
  });
  const mission = state.missions[0];
  const navigation = mission && missionNavigationState(state, mission, campaignId);
  const setup = navigation?.battleSetup;
  if (!mission || !setup) throw new Error('no manual mission');
  const actions: BattleAction[] = [{ type: 'abort' }];
  let battle = createBattle(setup.input, setup.seed);
  const step = applyBattleAction(battle, actions[0] as BattleAction);
  if (!step.ok) throw new Error(JSON.stringify(step.error));
  battle = runEnemyTurn(step.battle).battle;
  return {
    mission: { name: 'Raid', location: 'x' },
    campaignId,
    victory: false,
    casualties: 0,
    turns: battle.turn,
    rewards: { funds: 0, intel: 0, xp: 0 },
    soldiers: battle.units
      .filter((u) => u.type === 'soldier')
      .map((u) => ({
        soldierId: u.id,
        name: u.name,
        rank: u.rank ?? '',
        survived: true,
        finalHp: u.hp,
        kills: 0,
        experienceGained: 0,
      })),
    theme: 'vanilla',
    missionId: mission.id,
    battleSetup: setup,
    actions,
    ...(campaignId === null ? { guestCampaign: state } : {}),
  };
}

/** A signed-in player's battle as the server kept it: settled, its replay kept, nothing to replay here. */
function keptReport(campaignId: number): AfterActionNavigationState {
  const { battleSetup: _setup, actions: _actions, ...rest } = abortedRaid(campaignId);
  return { ...rest, keptOnServer: true, replayId: 'R3play' };
}

describe('after-action report', () => {
  it('shows every reward paid, supplies and reputation too, and says 1 kill, not 1 kills (issue 22)', async () => {
    const won: AfterActionNavigationState = {
      ...abortedRaid(null),
      victory: true,
      rewards: { funds: 4000, supplies: 30, intel: 20, reputation: 5, xp: 110 },
    };
    won.soldiers = won.soldiers.map((s, i) => ({ ...s, kills: i === 0 ? 1 : 2, experienceGained: 60 }));
    renderScreen(<AfterActionScreen />, { path: '/vanilla/after-action', state: won });
    await waitFor(() => expect(screen.getByTestId('counter-supplies')).toHaveTextContent('30'), { timeout: 3000 });
    await waitFor(() => expect(screen.getByTestId('counter-reputation')).toHaveTextContent('5'));
    expect(screen.getByText('SUPPLIES')).toBeInTheDocument();
    expect(screen.getByText('REPUTATION')).toBeInTheDocument();
    expect(screen.getByText('+60 XP (1 kill)')).toBeInTheDocument();
    expect(screen.getAllByText('+60 XP (2 kills)')).toHaveLength(2);
  });

  it("names the rewards in the universe's words: a DEVASTATORS report pays war bonds, not funds (issue 35)", async () => {
    const won: AfterActionNavigationState = {
      ...abortedRaid(null),
      theme: 'devastators',
      victory: true,
      rewards: { funds: 4000, supplies: 30, intel: 20, reputation: 5, xp: 110 },
    };
    renderScreen(<AfterActionScreen />, { path: '/devastators/after-action', state: won });
    const counters = (await screen.findByTestId('counter-funds')).closest('dl') as HTMLElement;
    expect([...counters.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'WAR BONDS',
      'SIGNALS',
      'MATERIEL',
      'REPUTATION',
      'XP',
    ]);
  });

  it('rounds the survival rate', () => {
    expect(survivalRate(2, 3)).toBe(67);
    expect(survivalRate(0, 0)).toBe(0);
  });

  it('falls back to Unknown Mission and warns in the console when no campaign is in the state', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderScreen(<AfterActionScreen />, { path: '/vanilla/after-action' });
    expect(await screen.findByText('OPERATION: Unknown Mission')).toBeInTheDocument();
    expect(screen.getByText('No survivors')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('counts up, then shows the statistics, the survivors and the analysis of a defeat', async () => {
    renderScreen(<AfterActionScreen />, { path: '/vanilla/after-action', state: abortedRaid(null) });
    expect(await screen.findByRole('heading', { level: 1, name: 'MISSION FAILED' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Mission Statistics' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
    const survivors = screen.getByRole('region', { name: 'SURVIVORS' });
    expect(within(survivors).getAllByText('SURVIVED')).toHaveLength(3);
    expect(screen.getByText('No casualties sustained')).toBeInTheDocument();
    expect(screen.queryByText('FLAWLESS VICTORY')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mission Analysis' })).toBeInTheDocument();
    expect(screen.getByText('Mission data will be saved to campaign progress')).toBeInTheDocument();
  });

  it("applies a guest's battle with the engine and returns to the missions tab with the changed campaign", async () => {
    const report = abortedRaid(null);
    const { user } = renderScreen(<AfterActionScreen />, { path: '/vanilla/after-action', state: report });
    await user.click(await screen.findByRole('button', { name: 'RETURN TO BASE' }));
    await waitFor(() => expect(destination().path).toBe('/vanilla/base'));
    const back = destination().state as { tab: string; missionComplete: boolean; guestCampaign: GameState };
    expect(back.tab).toBe('missions');
    expect(back.missionComplete).toBe(true);
    const mission = back.guestCampaign.missions.find((m) => m.id === report.missionId);
    expect(mission?.status).toBe('Completed');
    expect(back.guestCampaign.squad.filter((s) => s.status === 'On Mission')).toHaveLength(0);
  });

  it('a signed-in battle was settled by the server: RETURN TO BASE sends no battle log and goes home', async () => {
    const server = fakeServer({});
    const { user } = renderScreen(<AfterActionScreen />, {
      path: '/vanilla/after-action',
      state: keptReport(42),
      server,
    });
    await user.click(await screen.findByRole('button', { name: 'RETURN TO BASE' }));
    await waitFor(() => expect(destination().path).toBe('/vanilla/base'));
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(destination().state).toMatchObject({ missionComplete: true, victory: false, missionName: 'Raid' });
  });

  it('WATCH AGAIN plays the steps the server kept; the link names the kept replay', async () => {
    const report = abortedRaid(42);
    const setup = report.battleSetup;
    if (!setup) throw new Error('no setup');
    const frames = replayFrames(setup.input, setup.seed, report.actions ?? []);
    if (!frames.ok) throw new Error('no frames');
    const server = fakeServer({
      'GET /api/replays/R3play': json(200, {
        id: 'R3play',
        input: setup.input,
        seed: setup.seed,
        actions: report.actions,
        rulesVersion: 1,
        frames: frames.frames.map(publicBattleStep),
      }),
    });
    const { user } = renderScreen(<AfterActionScreen />, {
      path: '/vanilla/after-action',
      state: keptReport(42),
      server,
    });
    expect(await screen.findByTestId('replay-link')).toHaveValue(`${window.location.origin}/replay/R3play`);
    await user.click(await screen.findByRole('button', { name: 'WATCH AGAIN' }));
    const viewer = await screen.findByTestId('replay-viewer');
    expect(within(viewer).getByRole('heading', { level: 2, name: 'Raid' })).toBeInTheDocument();
    expect(within(viewer).getByTestId('replay-position')).toHaveTextContent(`Step 1 of ${frames.frames.length}`);
    await user.click(within(viewer).getByRole('button', { name: 'CLOSE REPLAY' }));
    expect(screen.queryByTestId('replay-viewer')).not.toBeInTheDocument();
  });

  it('a guest watches again but is offered no link', async () => {
    const { user } = renderScreen(<AfterActionScreen />, { path: '/vanilla/after-action', state: abortedRaid(null) });
    await user.click(await screen.findByRole('button', { name: 'WATCH AGAIN' }));
    expect(await screen.findByTestId('replay-viewer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'COPY LINK' })).not.toBeInTheDocument();
  });
});

describe('the result on the base screen', () => {
  it('is one line in the theme’s words', () => {
    const result = missionResultFrom({
      missionComplete: true,
      victory: true,
      rewards: { funds: 8000, intel: 40, xp: 120 },
      deadSoldiers: [],
      missionName: 'Raid',
    });
    expect(result && missionResultMessage(THEMES.vanilla, result)).toBe(
      'MISSION SUCCESS: Raid. +8,000 FUNDS, +40 INTEL',
    );
    const lost = missionResultFrom({ missionComplete: true, victory: false, rewards: {}, deadSoldiers: [{}, {}] });
    expect(lost && missionResultMessage(THEMES.devastators, lost)).toBe('SORTIE LOST: Unknown Sortie. 2 K.I.A.');
    expect(missionResultFrom({ tab: 'missions' })).toBeNull();
  });
});
