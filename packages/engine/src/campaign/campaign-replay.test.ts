import { describe, expect, it } from 'vitest';
import { RULES_VERSION } from '../rules-version';
import { runCampaign } from '../tools/run-campaign';
import type { GameAction } from './actions';
import { applyAction } from './apply-action';
import { campaignChecksum, replayCampaignRecord } from './campaign-replay';
import { carryOverState, needsCarryOver } from './carry-over';
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

    it('carries a record over from the state an earlier release saved: the actions after it replay from there', () => {
      const split = run.actions.findIndex((a) => a.type === 'completeBattle');
      const before = replayCampaignRecord({
        ...record,
        actions: run.actions.slice(0, split),
        rulesVersion: RULES_VERSION,
      });
      if (!before.ok) throw new Error('the month did not replay');
      // As an earlier release saved it: a field only its rules read (issue 23's re-base marker).
      const saved = { ...before.state, templateBattlesThroughDay: 12 } as GameState;
      const carried = replayCampaignRecord({
        ...record,
        actions: run.actions.slice(split),
        rulesVersion: RULES_VERSION,
        carriedOver: { rulesVersion: 5, state: saved },
      });
      if (!carried.ok) throw new Error(`refused at ${carried.index}: ${carried.error.reason}`);
      expect(campaignChecksum(carried.state)).toBe(campaignChecksum(run.state));
      expect('templateBattlesThroughDay' in carried.state).toBe(false);
      expect('templateBattlesThroughDay' in carryOverState(saved)).toBe(false);
    });

    it('says which records need carrying over: older rules, or re-based by an earlier release', () => {
      const actions = run.actions;
      const fought = actions.find((a) => a.type === 'completeBattle');
      expect(needsCarryOver({ ...record, actions, rulesVersion: RULES_VERSION })).toBe(false);
      expect(needsCarryOver({ ...record, actions, rulesVersion: 5 })).toBe(true);
      expect(needsCarryOver({ ...record, actions })).toBe(true);
      const reBasedOptions = { ...record.options, v5BattlesThroughDay: 14 } as NewCampaignOptions;
      expect(needsCarryOver({ options: reBasedOptions, actions, rulesVersion: RULES_VERSION })).toBe(true);
      const frozenBattle = { ...fought, battleRulesVersion: 5 } as GameAction;
      expect(needsCarryOver({ ...record, actions: [frozenBattle], rulesVersion: RULES_VERSION })).toBe(true);
    });
  });
});
