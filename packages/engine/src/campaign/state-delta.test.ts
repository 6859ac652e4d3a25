import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MISSION_TEMPLATES } from '../content/missions';
import { RESEARCH_PROJECTS } from '../content/research';
import type { GameAction } from './actions';
import { applyAction } from './apply-action';
import { newCampaign } from './new-campaign';
import { applyStateDelta, diffStates, type StateDelta, StateDeltaMismatch } from './state-delta';
import { must } from './test-support';
import { FACILITY_TYPES, type GameState } from './types';

function start(seed = 7): GameState {
  return newCampaign({ name: 'Delta', difficulty: 'normal', theme: 'vanilla', seed });
}

/** Through JSON and back, as the delta travels over HTTP. */
function wire(delta: StateDelta): StateDelta {
  return JSON.parse(JSON.stringify(delta)) as StateDelta;
}

/** One random order, resolved against the live state (indexes wrap around its lists). */
const order = fc.tuple(fc.nat({ max: 9 }), fc.nat({ max: 40 }), fc.nat({ max: 40 }));

function toAction(state: GameState, [kind, a, b]: [number, number, number]): GameAction {
  const pick = <T>(list: readonly T[], i: number) => (list.length === 0 ? undefined : list[i % list.length]);
  const soldierId = pick(state.squad, a)?.id ?? 'nobody';
  switch (kind) {
    case 0:
      return { type: 'buildFacility', row: a % 5, col: b % 5, facilityType: pick(FACILITY_TYPES, b) ?? 'barracks' };
    case 1:
      return { type: 'recruit' };
    case 2:
      return { type: 'startResearch', projectId: pick(RESEARCH_PROJECTS, a)?.id ?? 'x' };
    case 3:
      return {
        type: 'deployMission',
        templateId: pick(MISSION_TEMPLATES, a)?.id ?? 'x',
        soldierIds: state.squad
          .filter((s) => s.status === 'Ready')
          .slice(0, 1 + (b % 5))
          .map((s) => s.id),
        mode: 'auto',
      };
    case 4:
      return { type: 'heal', soldierId };
    case 5:
      return { type: 'setNickname', soldierId, nickname: `Ace ${b}` };
    case 6:
      return { type: 'toggleFacility', facilityId: pick(state.facilities, a)?.id ?? 'none' };
    case 7:
      return { type: 'cancelResearch' };
    default:
      return { type: 'advanceDay' };
  }
}

describe('state deltas', () => {
  it('carries only the new day’s events and snapshot after ADVANCE DAY, not the whole log', () => {
    let state = start();
    for (let day = 0; day < 30; day += 1) state = must(state, { type: 'advanceDay' });
    const next = must(state, { type: 'advanceDay' });
    const delta = diffStates(state, next);
    expect(delta.history?.append).toEqual([next.history.at(-1)]);
    expect(delta.history?.keep).toBe(state.history.length);
    expect(delta.events?.append).toEqual(next.events.slice(state.events.length));
    expect(delta.fields.day).toBe(state.day + 1);
    expect(delta.fields).not.toHaveProperty('name');
    expect(JSON.stringify(delta).length).toBeLessThan(JSON.stringify(next).length / 4);
    expect(applyStateDelta(state, wire(delta))).toEqual(next);
  });

  it('is empty for the same state and leaves it equal', () => {
    const state = start();
    expect(diffStates(state, state)).toEqual({ fields: {} });
    expect(applyStateDelta(state, { fields: {} })).toEqual(state);
  });

  it('records removals and a changed order', () => {
    const state = start();
    const [first, second] = state.squad;
    if (!first || !second) throw new Error('a new campaign has soldiers');
    const swapped: GameState = { ...state, squad: [second, first, ...state.squad.slice(2, -1)] };
    const delta = diffStates(state, swapped);
    expect(delta.squad?.removed).toEqual([state.squad.at(-1)?.id]);
    expect(delta.squad?.upserted).toEqual([]);
    expect(delta.squad?.order?.slice(0, 2)).toEqual([second.id, first.id]);
    expect(applyStateDelta(state, wire(delta))).toEqual(swapped);
  });

  it('finds a change, a removal and a new order after an untouched start of a list', () => {
    const state = start();
    const [first, second, third, fourth] = state.squad;
    if (!first || !second || !third || !fourth) throw new Error('a new campaign has four soldiers');
    const renamed = { ...second, nickname: 'Moved' };
    const next: GameState = { ...state, squad: [first, fourth, renamed] };
    const delta = diffStates(state, next);
    expect(delta.squad?.removed).toEqual([third.id]);
    expect(delta.squad?.upserted).toEqual([renamed]);
    expect(delta.squad?.order).toEqual([first.id, fourth.id, second.id]);
    expect(applyStateDelta(state, wire(delta))).toEqual(next);
  });

  it('sends the differing part of a log that was not only appended to', () => {
    const state = must(must(start(), { type: 'advanceDay' }), { type: 'advanceDay' });
    const [kept, changed] = state.events;
    if (!kept || !changed) throw new Error('two days of play log events');
    const rewritten: GameState = { ...state, events: [kept, { ...changed, title: 'X' }] };
    const delta = diffStates(state, rewritten);
    expect(delta.events?.keep).toBe(1);
    expect(applyStateDelta(state, wire(delta))).toEqual(rewritten);
  });

  it('refuses a state that is not its base', () => {
    const base = must(start(), { type: 'advanceDay' });
    const next = must(base, { type: 'advanceDay' });
    const delta = diffStates(base, next);
    expect(() => applyStateDelta(start(), delta)).toThrow(StateDeltaMismatch);
    const otherLog: GameState = {
      ...base,
      events: base.events.map((e, i) => (i === base.events.length - 1 ? { ...e, id: 'event-x' } : e)),
    };
    expect(() => applyStateDelta(otherLog, delta)).toThrow(/events is not the delta's base/);
    const noSoldier = { ...base, squad: base.squad.slice(1) };
    expect(() =>
      applyStateDelta(noSoldier, { fields: {}, squad: { baseLength: 3, upserted: [], removed: ['soldier-999'] } }),
    ).toThrow(StateDeltaMismatch);
  });

  it('does not change the state it is applied to', () => {
    const state = start();
    const frozen = JSON.stringify(state);
    const next = must(state, { type: 'recruit' });
    applyStateDelta(state, diffStates(state, next));
    expect(JSON.stringify(state)).toBe(frozen);
  });

  it('turns any state from random play into any later one, also through JSON', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(order, { minLength: 1, maxLength: 80 }),
        fc.nat({ max: 79 }),
        (seed, orders, cut) => {
          const states = [start(seed)];
          for (const item of orders) {
            const current = states.at(-1) as GameState;
            const result = applyAction(current, toAction(current, item));
            if (result.ok) states.push(result.state);
          }
          const a = states[cut % states.length] as GameState;
          const b = states.at(-1) as GameState;
          const previous = states.at(-2) ?? a;
          expect(applyStateDelta(a, wire(diffStates(a, b)))).toEqual(b);
          expect(applyStateDelta(previous, wire(diffStates(previous, b)))).toEqual(b);
        },
      ),
      { numRuns: 120 },
    );
  });
});
