/**
 * What a guest's browser held under the RULES_VERSION 1 release (fixtures/guest-release-1.json, made
 * by that release): a format-1 record (no snapshot) with a fought battle brought home, and a battle in
 * progress in the battle screen's history entry. The page never loads retired rules (issue 31): the
 * server carries the record over once (its fought battle replayed by release 1's battle rules, here
 * through the same engine function its worker runs), the browser keeps the answer as a format-2 record
 * carried over from version 1, and the battle in progress starts again from its opening, ends and
 * comes home with no soldier left On Mission (GAME_RULES §13). The route itself is tested with this
 * fixture in the server's `guest-carry-over.test.ts`.
 */
import { type BattleAction, battleSetupFor, campaignChecksum, RULES_VERSION, recordBattle } from '@holdfast/engine';
import { fightBattle } from '@holdfast/engine/battle-commander';
import { carryOverFormat1Record } from '@holdfast/engine/retired';
import type { CarryOverResponse } from '@holdfast/server/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { readBattleNavigation } from './battle-navigation';
import fixture from './fixtures/guest-release-1.json';
import { GUEST_CAMPAIGN_KEY, GUEST_KEPT_ASIDE_PREFIX } from './guest-record';

async function freshPage() {
  vi.resetModules();
  localStorage.clear();
  localStorage.setItem(GUEST_CAMPAIGN_KEY, JSON.stringify(fixture.record));
  return import('./guest-campaign');
}

/** The server's answer, made by the engine function its worker runs, through JSON as the route sends it. */
const requests: { path: string; body: unknown }[] = [];
async function server(path: string, body: unknown): Promise<CarryOverResponse> {
  requests.push({ path, body });
  const carried = carryOverFormat1Record(body as Parameters<typeof carryOverFormat1Record>[0]);
  if (!carried.ok) throw new ApiError(422, 'refused', true);
  return JSON.parse(JSON.stringify({ rulesVersion: 1, state: carried.state }));
}

describe('a guest campaign saved by the RULES_VERSION 1 release', () => {
  it('waits for the server to carry it over: the page alone neither reads nor loses it', async () => {
    const page = await freshPage();
    const lost = vi.fn();
    expect(page.currentGuestCampaign(lost)).toBeNull();
    expect(lost).not.toHaveBeenCalled();
    expect(localStorage.getItem(GUEST_CAMPAIGN_KEY)).toBe(JSON.stringify(fixture.record));
  });

  it('is carried over by the server once and kept as a format-2 record carried over from version 1', async () => {
    const page = await freshPage();
    requests.length = 0;
    await page.carryOverFormat1(server);
    expect(requests.map((r) => r.path)).toEqual(['/api/guest-records/carry-over']);
    expect(requests[0]?.body).toEqual({ options: fixture.record.options, actions: fixture.record.actions });
    const local = page.currentGuestCampaign();
    expect(local?.state.day).toBe(fixture.record.day);
    const stored = JSON.parse(localStorage.getItem(GUEST_CAMPAIGN_KEY) ?? '{}');
    expect(stored).toMatchObject({ format: 2, rulesVersion: RULES_VERSION, day: fixture.record.day, actions: [] });
    expect(stored.carriedOver.rulesVersion).toBe(1);
    expect(campaignChecksum(stored.snapshot)).toBe(local && campaignChecksum(local.state));
    // The soldiers of its fought battle came home: none is still On Mission but the battle in progress's.
    const away = local?.state.squad.filter((s) => s.status === 'On Mission').map((s) => s.id);
    expect(away?.sort()).toEqual([...fixture.battleNavigation.battleSetup.input.squad.map((s) => s.id)].sort());
    // Once carried over, nothing more is asked of the server.
    await page.carryOverFormat1(server);
    expect(requests).toHaveLength(1);
  });

  it('is kept aside, never dropped, when the server cannot carry it over', async () => {
    const page = await freshPage();
    const lost = vi.fn();
    await page.carryOverFormat1(async () => {
      throw new ApiError(422, 'refused', true);
    }, lost);
    expect(lost).toHaveBeenCalledWith('keptAside');
    expect(localStorage.getItem(GUEST_CAMPAIGN_KEY)).toBeNull();
    const aside = Object.keys(localStorage).filter((key) => key.startsWith(GUEST_KEPT_ASIDE_PREFIX));
    expect(aside.map((key) => localStorage.getItem(key))).toEqual([JSON.stringify(fixture.record)]);
  });

  it('starts the battle that was in progress again from its opening under these rules, and brings the squad home', async () => {
    const page = await freshPage();
    await page.carryOverFormat1(server);
    const local = page.currentGuestCampaign();
    if (!local) throw new Error('no campaign');
    const { missionId, battleSetup } = fixture.battleNavigation;
    const actions = fixture.battleNavigation.actions as BattleAction[];
    expect(battleSetup.input.mission).toHaveProperty('name');
    expect(actions.length).toBeGreaterThan(0);
    // The history entry as that release's briefing left it: the mission (its template) and the setup.
    const navigation = readBattleNavigation({
      mission: { id: 'raid', missionId },
      squad: [],
      campaignId: null,
      theme: fixture.battleNavigation.theme,
      missionId,
      battleSetup,
      actions,
    });
    // Re-based onto the template: the very battle the campaign's rules rebuild.
    expect(navigation?.battleSetup).toEqual(battleSetupFor(local.state, missionId));
    if (!navigation) throw new Error('not a battle navigation');
    const setup = navigation.battleSetup;
    // GAME_RULES §13: these rules refuse the actions taken under release 1's battle rules, so the
    // battle screen drops them and the battle starts again from its opening (same seed and squad).
    expect(recordBattle(setup.input, setup.seed, actions).ok).toBe(false);
    const fought = fightBattle(setup.input, setup.seed).actions;
    const recorded = recordBattle(setup.input, setup.seed, fought);
    if (!recorded.ok) throw new Error('the battle did not record');
    expect(recorded.battle.status).not.toBe('playing');
    const home = page.playGuestAction(local.state, { type: 'completeBattle', missionId, log: recorded.entries });
    if (!home.ok) throw new Error(JSON.stringify(home.error));
    expect(home.state.squad.filter((s) => s.status === 'On Mission')).toEqual([]);
    expect(home.state.missions.find((m) => m.id === missionId)?.status).toBe('Completed');
  });
});
