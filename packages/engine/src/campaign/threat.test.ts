import { describe, expect, it } from 'vitest';
import { missionTemplate } from '../content/missions';
import { Rng } from '../rng';
import { THEMES } from '../words/index';
import { wordReportEntry } from '../words/wording';
import { campaignWithSquad, withMissionInField } from './missions.fixture';
import {
  clampThreat,
  THREAT_CHAPTER_FLOOR,
  THREAT_DAILY_RISE_CHANCE,
  threatAfterMission,
  threatFloor,
  updateThreatLevel,
} from './threat';
import type { ActiveMission, GameState } from './types';

function template(id: string) {
  const found = missionTemplate(id);
  if (!found) throw new Error(id);
  return found;
}

function riseRate(state: GameState, runs: number): number {
  const rng = Rng.fromSeed(21);
  let rises = 0;
  for (let i = 0; i < runs; i += 1) if (updateThreatLevel(state, rng).state.threatLevel > state.threatLevel) rises += 1;
  return rises / runs;
}

/** A campaign on `day` whose Breakwater was won on day 25 (no key mission missed before day 81). */
function AFTER_BREAKWATER(day: number): Pick<GameState, 'day' | 'missions'> {
  const won: ActiveMission = {
    id: 'mission-1',
    templateId: 'operation_breakwater',
    mode: 'manual',
    squad: [],
    daysRemaining: 0,
    status: 'Completed',
    deployedOnDay: 25,
    completedOnDay: 25,
    success: true,
    casualties: [],
    rewards: null,
  };
  return { day, missions: [won] };
}

describe('threat level', () => {
  it('stays within 1..10', () => {
    expect(clampThreat(0)).toBe(1);
    expect(clampThreat(14)).toBe(10);
    const maxed = campaignWithSquad({ threatLevel: 10 });
    const rng = Rng.fromSeed(2);
    for (let i = 0; i < 200; i += 1) expect(updateThreatLevel(maxed, rng).state.threatLevel).toBe(10);
  });

  it('creeps up 0.15 a day with nobody in the field and 0.05 with a squad deployed in chapter 1', () => {
    expect(THREAT_DAILY_RISE_CHANCE[1]).toEqual({ squadInField: 0.05, noSquadInField: 0.15 });
    const idle = campaignWithSquad({ threatLevel: 3 });
    expect(Math.abs(riseRate(idle, 10_000) - 0.15)).toBeLessThan(0.015);
    const busy = withMissionInField(idle, 'patrol').state;
    expect(Math.abs(riseRate(busy, 10_000) - 0.05)).toBeLessThan(0.01);
  });

  it('never drops below the chapter floor', () => {
    expect(THREAT_CHAPTER_FLOOR).toEqual({ 1: 1, 2: 2, 3: 4, 4: 6 });
    const step = updateThreatLevel(campaignWithSquad({ day: 111, threatLevel: 3 }), Rng.fromSeed(1));
    expect(step.state.threatLevel).toBeGreaterThanOrEqual(6);
    const [entry] = step.entries;
    expect(entry).toMatchObject({ kind: 'threat', before: 3, after: step.state.threatLevel, max: 10 });
    expect(entry && wordReportEntry(THEMES.vanilla, entry)).toEqual({
      title: 'Threat Level Rising',
      text: `Regional threat level is now ${step.state.threatLevel} of 10.`,
    });
    expect(threatAfterMission(4, AFTER_BREAKWATER(80), template('vanguard'), true)).toBe(4);
  });

  it('rises 2 above the chapter floor for each key mission missed and still unwon', () => {
    expect(threatFloor({ day: 40, missions: [] })).toBe(4);
    expect(threatFloor(AFTER_BREAKWATER(40))).toBe(2);
    expect(threatFloor({ day: 120, missions: [] })).toBe(10);
    expect(threatAfterMission(3, { day: 40, missions: [] }, template('raid'), true)).toBe(4);
  });

  it('moves with missions: failure +1 (a campaign mission +2), complex success −1, campaign success −2, simple success 0', () => {
    expect(threatAfterMission(5, AFTER_BREAKWATER(40), template('patrol'), false)).toBe(6);
    expect(threatAfterMission(5, AFTER_BREAKWATER(40), template('operation_iron_veil'), false)).toBe(7);
    expect(threatAfterMission(5, AFTER_BREAKWATER(40), template('patrol'), true)).toBe(5);
    expect(threatAfterMission(5, AFTER_BREAKWATER(40), template('raid'), true)).toBe(4);
    expect(threatAfterMission(5, AFTER_BREAKWATER(40), template('vanguard'), true)).toBe(3);
    expect(threatAfterMission(10, AFTER_BREAKWATER(40), template('raid'), false)).toBe(10);
  });

  it('reports nothing on a day it does not move', () => {
    const state = campaignWithSquad({ threatLevel: 10 });
    expect(updateThreatLevel(state, Rng.fromSeed(3))).toEqual({ state, entries: [] });
  });
});
