/**
 * A record made under rules version 5 after a later release changed the battle's rules (issue 25,
 * GAME_RULES §13): its fought battles are replayed by the frozen v5 battle rules they were fought
 * under. These rules are made a later version in this file (a deliberate rules change: RULES_VERSION
 * at least 6), so the re-base runs here as it runs in the release after version 5; once the rules
 * really are 6 or later the mock changes nothing.
 */
import { describe, expect, it, vi } from 'vitest';
import type { BattleAction } from '../battle/types';
import { replayFrozenBattle } from '../legacy/frozen-battle-rules';
import { RULES_VERSION } from '../rules-version';
import { runCampaign } from '../tools/run-campaign';
import type { GameAction } from './actions';
import { applyAction } from './apply-action';
import { battleSetupFor } from './battle-mission';
import { campaignChecksum, replayCampaignRecord } from './campaign-replay';
import { newCampaign } from './new-campaign';
import type { GameState } from './types';

vi.mock('../rules-version', async (actual) => {
  const rules = await actual<typeof import('../rules-version')>();
  return { ...rules, RULES_VERSION: Math.max(rules.RULES_VERSION, 6) };
});

const options = { name: 'Sim 7', difficulty: 'normal', theme: 'vanilla', seed: 7 } as const;
const run = runCampaign({ seed: 7, days: 30, attemptFinalMission: false, recordActions: true });

/**
 * What a record made under rules 5 looks like: the scripted month's intents, each fought battle
 * played by the v5 battle rules (the commander ends five turns, then aborts, unless it ended before)
 * and stored with their checksums; `state` is that campaign as those rules left it.
 */
function underV5(): { actions: GameAction[]; state: GameState } {
  let state = newCampaign(options);
  const actions: GameAction[] = [];
  for (const intent of run.actions) {
    let action = intent;
    if (intent.type === 'completeBattle') {
      const setup = battleSetupFor(state, intent.missionId);
      if (!setup) continue;
      // Five turns ended at once (the v5 hostiles close in), then ABORT MISSION: actions every version knows.
      const turns: BattleAction[] = [];
      let replayed = replayFrozenBattle(5, setup.input, setup.seed as number, turns);
      while (replayed.ok && replayed.outcome === null && turns.length <= 5) {
        turns.push(turns.length < 5 ? { type: 'endTurn' } : { type: 'abort' });
        replayed = replayFrozenBattle(5, setup.input, setup.seed as number, turns);
      }
      if (!replayed.ok || replayed.outcome === null) throw new Error('the v5 battle did not end');
      action = { ...intent, log: replayed.entries as typeof intent.log };
      // Under version 5 these were today's battle rules: applied as a current battle of then.
      const result = applyAction(state, { ...action, battleRulesVersion: 5 });
      if (!result.ok) continue;
      state = result.state;
      actions.push(action);
      continue;
    }
    const result = applyAction(state, action);
    if (!result.ok) continue;
    state = result.state;
    actions.push(action);
  }
  return { actions, state };
}

describe('a record made under rules version 5, read by later rules', () => {
  const old = underV5();
  const fought = old.actions.filter((a) => a.type === 'completeBattle');

  it('is re-based: its battles played by the frozen v5 rules, the same campaign, then verified as current', () => {
    expect(RULES_VERSION).toBeGreaterThan(5);
    expect(fought.length).toBeGreaterThan(0);
    const replayed = replayCampaignRecord({ options, actions: old.actions, rulesVersion: 5 });
    if (!replayed.ok) throw new Error(`refused at ${replayed.index}: ${replayed.error.reason}`);
    expect(replayed.rebased).toBe(true);
    expect(replayed.state.day).toBe(old.state.day);
    expect(campaignChecksum(replayed.state)).toBe(campaignChecksum(old.state));
    const battles = replayed.actions.filter((a) => a.type === 'completeBattle');
    expect(battles.map((a) => a.battleRulesVersion)).toEqual(fought.map(() => 5));
    // The record says its missions were deployed under version 5 up to the day it was re-based on.
    expect(replayed.options).toEqual({ ...options, v5BattlesThroughDay: old.state.day });
    // The re-based actions, with their options, are a record of the current version: they verify as they are.
    const again = replayCampaignRecord({
      options: replayed.options,
      actions: replayed.actions,
      rulesVersion: RULES_VERSION,
    });
    expect(again.ok && !again.rebased && campaignChecksum(again.state)).toBe(campaignChecksum(old.state));
  });

  it('refuses a v5 battle in a current record that does not say its mission was deployed under version 5', () => {
    const replayed = replayCampaignRecord({ options, actions: old.actions, rulesVersion: 5 });
    if (!replayed.ok) throw new Error('the record did not re-base');
    const first = replayed.actions.findIndex((a) => a.type === 'completeBattle');
    const firstBattle = replayed.actions[first];
    if (firstBattle?.type !== 'completeBattle') throw new Error('no fought battle');
    const deployedOn = (day: number) =>
      replayCampaignRecord({
        options: { ...options, v5BattlesThroughDay: day },
        actions: replayed.actions,
        rulesVersion: RULES_VERSION,
      });
    for (const refused of [
      replayCampaignRecord({ options, actions: replayed.actions, rulesVersion: RULES_VERSION }),
      deployedOn(0),
    ]) {
      expect(refused.ok).toBe(false);
      if (!refused.ok) {
        expect(refused.index).toBe(first);
        expect(refused.error.reason).toBe('not_awaiting_battle');
      }
    }
  });

  it('refuses a v5 battle for a mission that meets no force (deployed before version 5), and a v4 battle for one that does', () => {
    const first = old.actions.findIndex((a) => a.type === 'completeBattle');
    const battle = old.actions[first];
    if (battle?.type !== 'completeBattle') throw new Error('no fought battle');
    let state = newCampaign(options);
    for (const action of old.actions.slice(0, first)) {
      const result = applyAction(state, action);
      if (!result.ok) throw new Error('the month did not replay');
      state = result.state;
    }
    const mission = state.missions.find((m) => m.id === battle.missionId);
    expect(mission?.force).toBeDefined();
    const v4 = applyAction(state, { ...battle, battleRulesVersion: 4 });
    expect(!v4.ok && v4.error.reason).toBe('not_awaiting_battle');
    const unknown = applyAction(state, { ...battle, battleRulesVersion: 3 });
    expect(!unknown.ok && unknown.error.reason).toBe('not_awaiting_battle');
    const noForce = {
      ...state,
      missions: state.missions.map((m) => (m.id === battle.missionId ? { ...m, force: undefined } : m)),
    };
    const v5 = applyAction(noForce, { ...battle, battleRulesVersion: 5 });
    expect(!v5.ok && v5.error.reason).toBe('not_awaiting_battle');
  });
});
