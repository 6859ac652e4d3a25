/**
 * Rules 9: a supply drop — supplies flown to a squad in the field raise the chance its auto mission
 * is rolled with, one drop a day, priced by chapter; refused (changing nothing) where it cannot help.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../rng';
import { THEMES } from '../words/index';
import { wordLogEvent } from '../words/wording';
import { applyAction } from './apply-action';
import { fieldSuccessParts, resolveAutoMission } from './mission-resolution';
import { campaignWithSquad, withMissionInField } from './missions.fixture';
import { supplyDropCost } from './supply-drop';
import { refused } from './test-support';
import type { ActiveMission, GameState } from './types';

function raidInField(day = 10): { state: GameState; mission: ActiveMission } {
  const start = campaignWithSquad({ day, squadSize: 6 });
  return withMissionInField({ ...start, resources: { funds: 0, supplies: 100, intel: 0 } }, 'raid');
}

function chance(state: GameState, missionId: string): number {
  const mission = state.missions.find((m) => m.id === missionId);
  if (!mission) throw new Error('no mission');
  return fieldSuccessParts(state, mission)?.chance ?? -1;
}

describe('a supply drop', () => {
  it('spends 20 supplies in chapter 1, raises the odds by 3 points and lowers the casualty chance by 3, logged in the universe’s words', () => {
    const { state, mission } = raidInField();
    const before = chance(state, mission.id);
    expect(before).toBe(71.65);
    const result = applyAction(state, { type: 'supplyDrop', missionId: mission.id });
    if (!result.ok) throw new Error(result.error.reason);
    expect(result.state.resources.supplies).toBe(80);
    expect(chance(result.state, mission.id)).toBe(before + 3);
    expect(result.state.missions.find((m) => m.id === mission.id)?.supplyDropDays).toEqual([10]);
    const logged = result.state.events.at(-1);
    if (!logged) throw new Error('not logged');
    expect(wordLogEvent(THEMES.vanilla, logged)).toEqual({
      title: 'Supply Drop',
      text: `Raid: supplies reach the squad in the field; it now goes in at 74.7%, 22% casualty risk.`,
    });
    for (const theme of Object.values(THEMES)) expect(wordLogEvent(theme, logged).text).toContain('74.7%');
  });

  it('costs 20 / 30 / 40 / 50 supplies in chapters 1 / 2 / 3 / 4', () => {
    expect([10, 40, 90, 150].map((day) => supplyDropCost({ day }).supplies)).toEqual([20, 30, 40, 50]);
  });

  it('reaches each mission once a day: a second drop the same day is refused and changes nothing; the next day is taken', () => {
    const { state, mission } = raidInField();
    const once = applyAction(state, { type: 'supplyDrop', missionId: mission.id });
    if (!once.ok) throw new Error('refused');
    expect(refused(once.state, { type: 'supplyDrop', missionId: mission.id })).toEqual({
      code: 'invalid_action',
      message: 'Supplies already reached this squad today: one drop a day.',
    });
    const tomorrow = applyAction({ ...once.state, day: 11 }, { type: 'supplyDrop', missionId: mission.id });
    if (!tomorrow.ok) throw new Error('refused the next day');
    expect(tomorrow.state.missions.find((m) => m.id === mission.id)?.supplyDropDays).toEqual([10, 11]);
    expect(chance(tomorrow.state, mission.id)).toBe(chance(state, mission.id) + 6);
  });

  it('reaches a mission three times at most: the fourth is refused and changes nothing', () => {
    const { state, mission } = raidInField();
    let s = state;
    for (const day of [10, 11, 12]) {
      const result = applyAction({ ...s, day }, { type: 'supplyDrop', missionId: mission.id });
      if (!result.ok) throw new Error(`refused on day ${day}`);
      s = result.state;
    }
    expect(s.resources.supplies).toBe(40);
    expect(chance(s, mission.id)).toBe(chance(state, mission.id) + 9);
    expect(refused({ ...s, day: 13 }, { type: 'supplyDrop', missionId: mission.id })).toEqual({
      code: 'invalid_action',
      message: 'This squad has had all 3 drops a mission can take.',
    });
  });

  it('still helps a squad whose odds are at the top while it is at risk (easy’s sure missions)', () => {
    const start = {
      ...campaignWithSquad({ day: 10, squadSize: 6, difficulty: 'easy' }),
      resources: { funds: 0, supplies: 100, intel: 0 },
    };
    const patrol = withMissionInField(start, 'patrol');
    expect(chance(patrol.state, patrol.mission.id)).toBe(95);
    const result = applyAction(patrol.state, { type: 'supplyDrop', missionId: patrol.mission.id });
    if (!result.ok) throw new Error(result.error.reason);
    expect(result.report.entries[0]).toMatchObject({ kind: 'supply_drop', chance: 95, risk: 12 });
  });

  it('is refused for a fought mission, at the top of the odds, without the supplies, and for an unknown mission', () => {
    const start = { ...campaignWithSquad({ day: 10, squadSize: 6 }), resources: { funds: 0, supplies: 100, intel: 0 } };
    const fought = withMissionInField(start, 'raid', { mode: 'manual' });
    expect(refused(fought.state, { type: 'supplyDrop', missionId: fought.mission.id })).toEqual({
      code: 'invalid_mode',
      message: 'A fought mission is decided in battle: supplies cannot change its odds.',
    });
    const sure = withMissionInField(start, 'training');
    expect(refused(sure.state, { type: 'supplyDrop', missionId: sure.mission.id })).toEqual({
      code: 'invalid_action',
      message: "This squad's odds are already 95% and nobody in it is at risk: a drop cannot help.",
    });
    const { state, mission } = raidInField();
    const poor = { ...state, resources: { funds: 5000, supplies: 8, intel: 0 } };
    expect(refused(poor, { type: 'supplyDrop', missionId: mission.id })).toEqual({
      code: 'insufficient_resources',
      message: 'Insufficient resources for a supply drop: need 12 SUPPLIES more!',
    });
    expect(refused(state, { type: 'supplyDrop', missionId: 'mission-404' }).code).toBe('not_found');
  });

  it('is rolled with when the mission ends: on the same dice, a supplied squad never fails where the unsupplied one won, wins some it lost, and comes home hurt less often', () => {
    const { state, mission } = raidInField();
    const supplied: ActiveMission = { ...mission, supplyDropDays: [10, 11, 12] };
    let turned = 0;
    let hurtPlain = 0;
    let hurtHelped = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const plain = resolveAutoMission(state, mission, Rng.fromSeed(seed));
      const helped = resolveAutoMission(state, supplied, Rng.fromSeed(seed));
      const won = (step: typeof plain) => step.state.missions.find((m) => m.id === mission.id)?.success;
      if (won(plain)) expect(won(helped)).toBe(true);
      else if (won(helped)) turned += 1;
      const hurt = (step: typeof plain) => step.state.missions.find((m) => m.id === mission.id)?.casualties.length ?? 0;
      hurtPlain += hurt(plain);
      hurtHelped += hurt(helped);
    }
    expect(turned).toBeGreaterThan(0);
    expect(hurtHelped).toBeLessThan(hurtPlain);
  });
});
