/**
 * A guest record kept by release 1 (format 1, no snapshot) is carried over once by the server's
 * worker: today's campaign rules, its fought battles played by release 1's battle rules (issue 31).
 * The release's own record (`guest-release-1.json`) is carried over through the server's route in
 * `packages/server/test/guest-carry-over.test.ts`; this builds one like it from a scripted month.
 */
import { describe, expect, it } from 'vitest';
import type { GameAction } from '../campaign/actions';
import { applyAction, applyBattleOutcome } from '../campaign/apply-action';
import { battleSetupFor } from '../campaign/battle-mission';
import { campaignChecksum, replayCampaignRecord } from '../campaign/campaign-replay';
import { newCampaign } from '../campaign/new-campaign';
import type { GameState } from '../campaign/types';
import { runCampaign } from '../tools/run-campaign';
import type * as v4 from './battle-v4/types';
import { carryOverFormat1Record } from './carry-over-format-1';
import { replayFrozenBattle } from './frozen-battle-rules';

const options = { name: 'Sim 7', difficulty: 'normal', theme: 'vanilla', seed: 7 } as const;
const run = runCampaign({ seed: 7, days: 30, attemptFinalMission: false, recordActions: true });

/**
 * A record as release 1 kept it: the scripted month's intents, each fought battle played by the v4
 * rules (every turn ended until the battle ends) and stored with a made-up checksum; `state` is the
 * campaign its outcomes lead to.
 */
function underV4(): { actions: GameAction[]; state: GameState; fought: number } {
  let state = newCampaign(options);
  const actions: GameAction[] = [];
  let fought = 0;
  for (const intent of run.actions) {
    if (intent.type !== 'completeBattle') {
      const result = applyAction(state, intent);
      if (!result.ok) continue;
      state = result.state;
      actions.push(intent);
      continue;
    }
    const setup = battleSetupFor(state, intent.missionId);
    if (!setup) continue;
    const turns: v4.BattleAction[] = [];
    let replayed = replayFrozenBattle(setup.input as unknown as v4.BattleInput, setup.seed as number, turns);
    while (replayed.ok && replayed.outcome === null && turns.length < 100) {
      turns.push({ type: 'endTurn' });
      replayed = replayFrozenBattle(setup.input as unknown as v4.BattleInput, setup.seed as number, turns);
    }
    if (!replayed.ok || replayed.outcome === null) throw new Error('the v4 battle did not end');
    const result = applyBattleOutcome(state, intent.missionId, replayed.outcome);
    if (!result.ok) throw new Error(result.error.reason);
    state = result.state;
    actions.push({ ...intent, log: turns.map((action) => ({ action, checksum: 'c0ffee00' })) } as GameAction);
    fought++;
  }
  return { actions, state, fought };
}

describe('carrying over a format-1 guest record', () => {
  const old = underV4();

  it('plays its fought battles by release 1’s rules, to the state their outcomes lead to', () => {
    expect(old.fought).toBeGreaterThan(0);
    const carried = carryOverFormat1Record({ options, actions: old.actions });
    if (!carried.ok) throw new Error(`refused at ${carried.index}: ${carried.error.reason}`);
    expect(carried.state.day).toBe(old.state.day);
    // Release 1 knew no force: its missions meet their templates (a battle in progress was built so).
    expect(carried.state.missions.filter((m) => m.force !== undefined)).toEqual([]);
    const withoutForces = { ...old.state, missions: old.state.missions.map(({ force: _force, ...m }) => m) };
    expect(campaignChecksum(carried.state)).toBe(campaignChecksum(withoutForces));
    // Today's battle rules would not reach it: they refuse the record's battles or end them elsewhere.
    const today = replayCampaignRecord({ options, actions: old.actions });
    expect(today.ok && campaignChecksum(today.state)).not.toBe(campaignChecksum(old.state));
  });

  it('names the first battle action release 1’s rules refuse', () => {
    const fought = old.actions.findIndex((a) => a.type === 'completeBattle');
    const battle = old.actions[fought];
    if (battle?.type !== 'completeBattle') throw new Error('no fought battle');
    const move = { action: { type: 'move', x: 99, y: 99 }, checksum: 'c0ffee00' } as (typeof battle.log)[number];
    const actions = old.actions.with(fought, { ...battle, log: [move] });
    const carried = carryOverFormat1Record({ options, actions });
    expect(carried.ok).toBe(false);
    if (!carried.ok) expect([carried.index, carried.error.reason]).toEqual([fought, 'battle_log_refused']);
  });
});
