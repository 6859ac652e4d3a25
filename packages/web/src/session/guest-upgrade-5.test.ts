/**
 * What a guest's browser held under the RULES_VERSION 5 release (fixtures/guest-release-5.json, made
 * by that release): a format-2 record with its snapshot and a fought battle brought home, and a
 * battle in progress in the battle screen's history entry. These rules are a later version (6), and
 * the page carries the campaign over by its snapshot (issue 31): it continues from the snapshot, the
 * record starts there under these rules (its earlier actions are not replayed), what the import sends
 * replays to the browser's day and checksum, and the battle in progress ends and comes home with no
 * soldier left On Mission (GAME_RULES §13).
 */
import {
  type BattleAction,
  battleSetupFor,
  type CampaignRecord,
  campaignChecksum,
  type GameState,
  RULES_VERSION,
  recordBattle,
  replayCampaignRecord,
} from '@holdfast/engine';
import { nextCommanderAction } from '@holdfast/engine/battle-commander';
import { describe, expect, it, vi } from 'vitest';
import { readBattleNavigation } from './battle-navigation';
import fixture from './fixtures/guest-release-5.json';
import { GUEST_CAMPAIGN_KEY } from './guest-record';

const snapshot = fixture.record.snapshot as unknown as GameState;

async function freshPage() {
  vi.resetModules();
  localStorage.setItem(GUEST_CAMPAIGN_KEY, JSON.stringify(fixture.record));
  return import('./guest-campaign');
}

describe('a guest campaign saved by the RULES_VERSION 5 release, read by later rules', () => {
  it('continues from its snapshot, carried over: the record starts there under these rules', async () => {
    expect(RULES_VERSION).toBeGreaterThan(5);
    expect(fixture.record.actions.some((a) => a.type === 'completeBattle')).toBe(true);
    const page = await freshPage();
    const local = page.currentGuestCampaign();
    expect(local && campaignChecksum(local.state)).toBe(campaignChecksum(snapshot));
    const stored = JSON.parse(localStorage.getItem(GUEST_CAMPAIGN_KEY) ?? '{}');
    expect(stored).toMatchObject({ format: 2, rulesVersion: RULES_VERSION, day: fixture.record.day, actions: [] });
    expect(stored.carriedOver.rulesVersion).toBe(5);
    expect(campaignChecksum(stored.carriedOver.state)).toBe(campaignChecksum(snapshot));
  });

  it('plays on, and what the import sends replays from the carried-over state to the browser’s day and checksum', async () => {
    const page = await freshPage();
    const local = page.currentGuestCampaign();
    if (!local) throw new Error('no campaign');
    const next = page.playGuestAction(local.state, { type: 'advanceDay' });
    if (!next.ok) throw new Error(JSON.stringify(next.error));
    const body = page.guestImportBody();
    if (!body) throw new Error('no import body');
    expect([body.rulesVersion, body.carriedOver?.rulesVersion, body.actions.length]).toEqual([RULES_VERSION, 5, 1]);
    // As the server reads it: the JSON it arrives as.
    const sent = JSON.parse(JSON.stringify(body)) as CampaignRecord;
    const replayed = replayCampaignRecord(sent);
    expect(replayed.ok && [replayed.state.day, campaignChecksum(replayed.state)]).toEqual([body.day, body.checksum]);
    expect(body.day).toBe(fixture.record.day + 1);
  });

  it('ends the battle that was in progress and brings the squad home', async () => {
    const page = await freshPage();
    const local = page.currentGuestCampaign();
    if (!local) throw new Error('no campaign');
    const { missionId, battleSetup, theme } = fixture.battleNavigation;
    const kept = fixture.battleNavigation.actions as BattleAction[];
    expect(kept.length).toBeGreaterThan(0);
    const navigation = readBattleNavigation({
      mission: { id: 'raid', missionId },
      squad: [],
      campaignId: null,
      theme,
      missionId,
      battleSetup,
      actions: kept,
    });
    if (!navigation) throw new Error('not a battle navigation');
    // The campaign's rules rebuild the battle its history entry holds.
    const setup = battleSetupFor(local.state, missionId);
    if (!setup) throw new Error('the mission is not awaiting its battle');
    expect(navigation.battleSetup).toEqual(setup);
    // GAME_RULES §13: the actions so far go on if these rules accept them; otherwise the battle
    // starts again from its opening (same seed, same squad). Then it is fought to its end.
    const actions = recordBattle(setup.input, setup.seed, kept).ok ? [...kept] : [];
    for (let i = 0; i < 1500; i++) {
      const played = recordBattle(setup.input, setup.seed, actions);
      if (!played.ok) throw new Error(JSON.stringify(played.error));
      if (played.battle.status !== 'playing') break;
      actions.push(i === 1499 ? { type: 'abort' } : nextCommanderAction(played.battle));
    }
    const recorded = recordBattle(setup.input, setup.seed, actions);
    if (!recorded.ok) throw new Error('the battle did not record');
    expect(recorded.battle.status).not.toBe('playing');
    const home = page.playGuestAction(local.state, { type: 'completeBattle', missionId, log: recorded.entries });
    if (!home.ok) throw new Error(JSON.stringify(home.error));
    expect(home.state.squad.filter((s) => s.status === 'On Mission')).toEqual([]);
    expect(home.state.missions.find((m) => m.id === missionId)?.status).toBe('Completed');
  });
});
