/**
 * What a guest's browser held under the RULES_VERSION 1 release (fixtures/guest-release-1.json, made
 * by that release): a format-1 record with a fought battle brought home, and a battle in progress in
 * the battle screen's history entry. These rules are a later version (battles hold template ids, so
 * every battle checksum changed; version 5 changed the battle's rules). The campaign must load (its
 * fought battle replayed by the frozen v4 battle rules), and the battle in progress must start again
 * from its opening, end and come home with no soldier left On Mission (issue 25, GAME_RULES §13).
 */
import {
  type BattleAction,
  battleSetupFor,
  campaignChecksum,
  RULES_VERSION,
  recordBattle,
  replayCampaignRecord,
} from '@holdfast/engine';
import { fightBattle } from '@holdfast/engine/battle-commander';
import { describe, expect, it, vi } from 'vitest';
import { readBattleNavigation } from './battle-navigation';
import fixture from './fixtures/guest-release-1.json';
import { GUEST_CAMPAIGN_KEY } from './guest-record';

async function freshPage() {
  vi.resetModules();
  return import('./guest-campaign');
}

describe('a guest campaign saved by the RULES_VERSION 1 release', () => {
  it('is re-based onto these rules and kept with a snapshot; its old battle log alone would be refused', async () => {
    const record = fixture.record as unknown as Parameters<typeof replayCampaignRecord>[0];
    const asIfCurrent = replayCampaignRecord({ ...record, rulesVersion: RULES_VERSION });
    expect(asIfCurrent.ok).toBe(false);

    localStorage.setItem(GUEST_CAMPAIGN_KEY, JSON.stringify(fixture.record));
    const local = (await freshPage()).currentGuestCampaign();
    expect(local?.state.day).toBe(fixture.record.day);
    const stored = JSON.parse(localStorage.getItem(GUEST_CAMPAIGN_KEY) ?? '{}');
    expect(stored).toMatchObject({ format: 2, rulesVersion: RULES_VERSION, day: fixture.record.day });
    expect(campaignChecksum(stored.snapshot)).toBe(local && campaignChecksum(local.state));
  });

  it('starts the battle that was in progress again from its opening under these rules, and brings the squad home', async () => {
    localStorage.setItem(GUEST_CAMPAIGN_KEY, JSON.stringify(fixture.record));
    const page = await freshPage();
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
