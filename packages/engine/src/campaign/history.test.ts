import { describe, expect, it } from 'vitest';
import { Rng } from '../rng';
import { applyAction } from './apply-action';
import { snapshotOf } from './history';
import { newCampaign } from './new-campaign';
import type { GameState } from './types';

const start = () => newCampaign({ name: 'Log', difficulty: 'normal', theme: 'vanilla', seed: 11 });

function advance(state: GameState, days: number): GameState {
  let current = state;
  for (let i = 0; i < days; i++) {
    const result = applyAction(current, { type: 'advanceDay' });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    current = result.state;
  }
  return current;
}

describe('campaign history (the log charts)', () => {
  it('starts with day 1 and gains exactly one snapshot per day', () => {
    const fresh = start();
    expect(fresh.history.map((s) => s.day)).toEqual([1]);
    expect(fresh.history[0]).toMatchObject({
      resources: fresh.resources,
      threatLevel: fresh.threatLevel,
      soldiersByStatus: { Ready: 4, Wounded: 0, Training: 0, 'On Mission': 0, KIA: 0 },
      missionsWon: 0,
      missionsLost: 0,
    });
    const later = advance(fresh, 5);
    expect(later.history.map((s) => s.day)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(later.history.at(-1)?.resources).toEqual(later.resources);
  });

  it('counts soldiers on a mission and keeps running totals of missions won and lost', () => {
    const fresh = start();
    const soldierIds = fresh.squad.slice(0, 2).map((s) => s.id);
    const deployed = applyAction(fresh, { type: 'deployMission', templateId: 'supply_run', soldierIds, mode: 'auto' });
    if (!deployed.ok) throw new Error(JSON.stringify(deployed.error));
    const nextDay = advance(deployed.state, 1);
    expect(nextDay.history.at(-1)?.soldiersByStatus['On Mission']).toBe(2);
    const done = advance(nextDay, 2);
    const last = done.history.at(-1);
    expect((last?.missionsWon ?? 0) + (last?.missionsLost ?? 0)).toBe(1);
    expect(snapshotOf(done)).toEqual(last);
  });

  it('does not change the random draws: the day cycle draws the same numbers with or without it', () => {
    const a = advance(start(), 3);
    const b = advance({ ...start(), history: [] }, 3);
    expect(b.rng).toEqual(a.rng);
    expect(Rng.fromState(a.rng).int(0, 1_000_000)).toBe(Rng.fromState(b.rng).int(0, 1_000_000));
  });
});
