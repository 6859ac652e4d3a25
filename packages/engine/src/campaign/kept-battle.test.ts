import { describe, expect, it } from 'vitest';
import { playBattleSteps, publicBattleState, withThrowawayBattleDice } from '../battle/kept-battle';
import { playBattleAction, recordBattle } from '../battle/replay';
import { foughtLog } from '../tools/battle-test-support';
import { applyAction, applyKeptBattleResult } from './apply-action';
import { battleSetupFor } from './battle-mission';
import { campaignWithSquad, withMissionInField } from './missions.fixture';
import { HIDDEN_DICE_FIELDS, publicGameState, publicStateDelta, withThrowawayDice } from './public-state';
import { diffStates } from './state-delta';
import { said } from './test-support';

function deployed() {
  const base = campaignWithSquad({ squadSize: 6, day: 20 });
  const { state, mission } = withMissionInField(base, 'vanguard', { mode: 'manual' });
  return {
    state: { ...state, missions: state.missions.map((m) => ({ ...m, battleSeed: 4242 })) },
    missionId: mission.id,
  };
}

function keysDeep(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysDeep(item, keys);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      keys.add(key);
      keysDeep(inner, keys);
    }
  }
  return keys;
}

describe('hidden dice', () => {
  it('the public state and its deltas carry no generator and no battle seed', () => {
    const { state, missionId } = deployed();
    expect(keysDeep(state).has('battleSeed')).toBe(true);
    const seen = keysDeep(publicGameState(state));
    for (const field of HIDDEN_DICE_FIELDS) expect(seen.has(field)).toBe(false);

    const before = campaignWithSquad({ squadSize: 6, day: 20 });
    const after = applyAction(before, { type: 'advanceDay' });
    if (!after.ok) throw new Error(said(after.error));
    const delta = diffStates(state, after.state);
    expect(keysDeep(delta).has('rng')).toBe(true);
    const shown = keysDeep(publicStateDelta(delta));
    for (const field of HIDDEN_DICE_FIELDS) expect(shown.has(field)).toBe(false);
    expect(missionId).toBeTruthy();
  });

  it('a public state made playable answers the same rules questions', () => {
    const { state } = deployed();
    const playable = withThrowawayDice(publicGameState(state));
    const refusal = applyAction(playable, { type: 'heal', soldierId: 'nobody' });
    const real = applyAction(state, { type: 'heal', soldierId: 'nobody' });
    expect(refusal.ok).toBe(false);
    expect(refusal).toEqual(real);
  });
});

describe('a kept battle', () => {
  it('played step by step ends where the whole action ends, with the same facts in order', () => {
    const { state, missionId } = deployed();
    const setup = battleSetupFor(state, missionId);
    if (!setup) throw new Error('no setup');
    const recorded = recordBattle(setup.input, setup.seed, []);
    if (!recorded.ok) throw new Error('no battle');
    const whole = playBattleAction(recorded.battle, { type: 'endTurn' });
    const steps = playBattleSteps(recorded.battle, { type: 'endTurn' });
    if (!whole.ok || !steps.ok) throw new Error('refused');
    expect(steps.battle).toEqual(whole.battle);
    expect(steps.steps.flatMap((s) => s.log)).toEqual(whole.log);
    expect(steps.steps.length).toBeGreaterThan(1);
    expect(steps.steps.slice(1).every((s) => s.action === null && s.enemyId !== null)).toBe(true);
    expect(Object.keys(publicBattleState(steps.battle))).not.toContain('rng');
    expect(withThrowawayBattleDice(publicBattleState(steps.battle)).units).toEqual(steps.battle.units);
  });

  it('settles from the kept battle exactly as completeBattle settles from the log', () => {
    const { state, missionId } = deployed();
    const fought = foughtLog(state, missionId, { victory: true, withLosses: true });
    const byLog = applyAction(fought.state, { type: 'completeBattle', missionId, log: fought.log });
    const kept = applyKeptBattleResult(fought.state, missionId, fought.battle);
    if (!byLog.ok || !kept.ok) throw new Error('refused');
    expect(kept.state).toEqual(byLog.state);
    expect(kept.report).toEqual(byLog.report);
  });

  it('refuses to settle an unfinished battle or a mission not awaiting one', () => {
    const { state, missionId } = deployed();
    const setup = battleSetupFor(state, missionId);
    const recorded = setup && recordBattle(setup.input, setup.seed, []);
    if (!recorded?.ok) throw new Error('no battle');
    const unfinished = applyKeptBattleResult(state, missionId, recorded.battle);
    expect(unfinished.ok || unfinished.error.reason).toBe('battle_unfinished');
    const elsewhere = applyKeptBattleResult(state, 'mission-404', recorded.battle);
    expect(elsewhere.ok || elsewhere.error.reason).toBe('not_awaiting_battle');
  });
});
