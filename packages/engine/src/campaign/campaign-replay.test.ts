import { describe, expect, it } from 'vitest';
import type { BattleAction } from '../battle/types';
import { replayFrozenBattle } from '../legacy/frozen-battle-rules';
import { RULES_VERSION } from '../rules-version';
import { runCampaign } from '../tools/run-campaign';
import type { GameAction } from './actions';
import { applyAction } from './apply-action';
import { battleSetupFor } from './battle-mission';
import { campaignChecksum, replayCampaignRecord } from './campaign-replay';
import { type NewCampaignOptions, newCampaign } from './new-campaign';
import type { GameState } from './types';

const options: NewCampaignOptions = { name: 'Iron Gate', difficulty: 'normal', theme: 'devastators', seed: 11 };

/** Plays the actions one by one, as a guest's browser does, keeping the accepted ones. */
function play(start: GameState, actions: GameAction[]): { state: GameState; accepted: GameAction[] } {
  let state = start;
  const accepted: GameAction[] = [];
  for (const action of actions) {
    const result = applyAction(state, action);
    if (!result.ok) continue;
    state = result.state;
    accepted.push(action);
  }
  return { state, accepted };
}

const intents: GameAction[] = [
  { type: 'recruit' },
  { type: 'startResearch', projectId: 'basic_armor' },
  { type: 'advanceDay' },
  { type: 'buildFacility', row: 0, col: 0, facilityType: 'barracks' },
  { type: 'advanceDay' },
  { type: 'advanceDay' },
];

describe('replayCampaignRecord', () => {
  it('rebuilds the state the actions produced, byte for byte, with the same checksum', () => {
    const played = play(newCampaign(options), intents);
    expect(played.accepted.length).toBeGreaterThan(3);
    const replayed = replayCampaignRecord({ options, actions: played.accepted });
    if (!replayed.ok) throw new Error(`refused at ${replayed.index}: ${replayed.error.code}`);
    expect(replayed.state.day).toBe(played.state.day);
    expect(JSON.stringify(replayed.state)).toBe(JSON.stringify(played.state));
    expect(campaignChecksum(replayed.state)).toBe(campaignChecksum(played.state));
  });

  it('with no actions is the new campaign', () => {
    const replayed = replayCampaignRecord({ options, actions: [] });
    expect(replayed.ok && JSON.stringify(replayed.state)).toBe(JSON.stringify(newCampaign(options)));
  });

  it('stops at the first action the rules refuse, naming it and the refusal', () => {
    const actions: GameAction[] = [
      { type: 'advanceDay' },
      { type: 'heal', soldierId: 'soldier-404' },
      { type: 'advanceDay' },
    ];
    const replayed = replayCampaignRecord({ options, actions });
    expect(replayed.ok).toBe(false);
    if (replayed.ok) return;
    expect(replayed.index).toBe(1);
    expect(replayed.error.code).toBe('not_found');
  });

  it('gives another checksum when the record differs (other seed, one action fewer)', () => {
    const played = play(newCampaign(options), intents);
    const original = campaignChecksum(played.state);
    const otherSeed = replayCampaignRecord({ options: { ...options, seed: 12 }, actions: played.accepted });
    const shorter = replayCampaignRecord({ options, actions: played.accepted.slice(0, -1) });
    expect(otherSeed.ok && campaignChecksum(otherSeed.state)).not.toBe(original);
    expect(shorter.ok && campaignChecksum(shorter.state)).not.toBe(original);
  });

  it('replays a scripted month, battles included, to the state the commander reached', () => {
    const run = runCampaign({ seed: 7, days: 30, attemptFinalMission: false, recordActions: true });
    const replayed = replayCampaignRecord({
      options: { name: 'Sim 7', difficulty: 'normal', theme: 'vanilla', seed: 7 },
      actions: run.actions,
      rulesVersion: RULES_VERSION,
    });
    if (!replayed.ok) throw new Error(`refused at ${replayed.index}: ${replayed.error.code}`);
    expect(replayed.state.day).toBe(run.state.day);
    expect(campaignChecksum(replayed.state)).toBe(campaignChecksum(run.state));
  });

  describe('rules versions (issue 25)', () => {
    const run = runCampaign({ seed: 7, days: 30, attemptFinalMission: false, recordActions: true });
    const record = { options: { name: 'Sim 7', difficulty: 'normal', theme: 'vanilla', seed: 7 } as const };
    // A record of the current version with other battle checksums.
    const oldChecksums = run.actions.map((action) =>
      action.type === 'completeBattle'
        ? { ...action, log: action.log.map((entry) => ({ ...entry, checksum: 'c0ffee00' })) }
        : action,
    );

    it('verifies a record of the current version as it is: changed checksums are refused', () => {
      expect(oldChecksums.some((a) => a.type === 'completeBattle')).toBe(true);
      const replayed = replayCampaignRecord({ ...record, actions: oldChecksums, rulesVersion: RULES_VERSION });
      expect(replayed.ok).toBe(false);
      if (!replayed.ok) expect(replayed.error.reason).toBe('battle_log_tampered');
    });

    /**
     * What a record made under rules ≤ 4 looks like: the scripted month's intents, each fought battle
     * played under the v4 battle rules (the commander ends every turn until the battle ends) and
     * stored with that release's checksums; `state` is that campaign as those rules left it.
     */
    function underV4(): { actions: GameAction[]; state: GameState } {
      let state = newCampaign({ ...record.options, templateBattlesThroughDay: Number.MAX_SAFE_INTEGER });
      const actions: GameAction[] = [];
      for (const intent of run.actions) {
        let action = intent;
        let stored = intent;
        if (intent.type === 'completeBattle') {
          const setup = battleSetupFor(state, intent.missionId);
          if (!setup) continue;
          const turns: BattleAction[] = [];
          let replayed = replayFrozenBattle(4, setup.input, setup.seed as number, turns);
          while (replayed.ok && replayed.outcome === null && turns.length < 100) {
            turns.push({ type: 'endTurn' });
            replayed = replayFrozenBattle(4, setup.input, setup.seed as number, turns);
          }
          if (!replayed.ok || replayed.outcome === null) throw new Error('the v4 battle did not end');
          action = { ...intent, log: replayed.entries, battleRulesVersion: 4 };
          stored = { ...intent, log: turns.map((a) => ({ action: a, checksum: 'c0ffee00' })) };
        }
        const result = applyAction(state, action);
        if (!result.ok) continue;
        state = result.state;
        actions.push(stored);
      }
      return { actions, state };
    }

    it('re-bases an older record: its battles played by the v4 battle rules, fought as their templates', () => {
      const old = underV4();
      expect(old.actions.filter((a) => a.type === 'completeBattle').length).toBeGreaterThan(0);
      // These battle rules refuse what the v4 rules played (or end it elsewhere).
      const asIfCurrent = replayCampaignRecord({
        ...record,
        options: { ...record.options, templateBattlesThroughDay: Number.MAX_SAFE_INTEGER },
        actions: old.actions,
        rulesVersion: RULES_VERSION,
      });
      expect(asIfCurrent.ok && campaignChecksum(asIfCurrent.state)).not.toBe(campaignChecksum(old.state));
      for (const rulesVersion of [undefined, 4]) {
        const replayed = replayCampaignRecord({ ...record, actions: old.actions, rulesVersion });
        if (!replayed.ok) throw new Error(`refused at ${replayed.index}: ${replayed.error.reason}`);
        expect(replayed.rebased).toBe(true);
        expect(replayed.state.day).toBe(old.state.day);
        expect(campaignChecksum({ ...replayed.state, templateBattlesThroughDay: Number.MAX_SAFE_INTEGER })).toBe(
          campaignChecksum(old.state),
        );
        const fought = replayed.actions.filter((a) => a.type === 'completeBattle');
        expect(fought.every((a) => a.battleRulesVersion === 4 && a.log.every((e) => e.checksum !== 'c0ffee00'))).toBe(
          true,
        );
        // Issue 23: a record from before the battle force fought template battles, and still does.
        expect(replayed.options.templateBattlesThroughDay).toBe(replayed.state.day);
        expect(replayed.state.missions.filter((m) => m.mode === 'manual').every((m) => m.force === undefined)).toBe(
          true,
        );
        // The re-based actions, with their options, are a record of the current version: they verify as they are.
        const again = replayCampaignRecord({
          options: replayed.options,
          actions: replayed.actions,
          rulesVersion: RULES_VERSION,
        });
        expect(again.ok && !again.rebased && campaignChecksum(again.state)).toBe(campaignChecksum(replayed.state));
      }
    });

    it('refuses a v4 battle for a mission deployed under these rules (it meets a force)', () => {
      const fought = run.actions.findIndex((a) => a.type === 'completeBattle');
      const battle = run.actions[fought];
      if (battle?.type !== 'completeBattle') throw new Error('no fought battle');
      const before = replayCampaignRecord({
        ...record,
        actions: run.actions.slice(0, fought),
        rulesVersion: RULES_VERSION,
      });
      if (!before.ok) throw new Error('the month did not replay');
      expect(before.state.missions.find((m) => m.id === battle.missionId)?.force).toBeDefined();
      const refused = applyAction(before.state, { ...battle, battleRulesVersion: 4 });
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.error.reason).toBe('not_awaiting_battle');
    });
  });
});
