import { describe, expect, it } from 'vitest';
import { missionTemplate } from '../content/missions';
import { abortedLog } from '../tools/battle-test-support';
import { THEMES } from '../words/index';
import { wordHistoryEntry, wordLogEvent, wordReportEntry } from '../words/wording';
import { applyAction } from './apply-action';
import { missionAvailability } from './missions';
import { campaignWithSquad, withMissionInField } from './missions.fixture';
import { must, refused, said } from './test-support';
import type { GameState } from './types';

function vanguardInField(): { state: GameState; missionId: string; squad: readonly string[] } {
  const base = campaignWithSquad({ squadSize: 6, day: 20 });
  // One of the squad went out hurt: the abort must bring them back Wounded, not healed.
  const hurt: GameState = {
    ...base,
    squad: base.squad.map((s) => (s.id === 'soldier-3' ? { ...s, health: 70 } : s)),
  };
  const { state, mission } = withMissionInField(hurt, 'vanguard', { mode: 'manual' });
  return { state, missionId: mission.id, squad: mission.squad };
}

describe('abortMission', () => {
  it('brings the squad home, marks the mission Aborted and pays nothing', () => {
    const { state, missionId, squad } = vanguardInField();
    const result = applyAction(state, { type: 'abortMission', missionId });
    if (!result.ok) throw new Error(said(result.error));
    const after = result.state;
    expect(after.missions.find((m) => m.id === missionId)).toMatchObject({
      status: 'Aborted',
      success: null,
      completedOnDay: 20,
      daysRemaining: 0,
      casualties: [],
      rewards: null,
    });
    for (const id of squad) {
      const before = state.squad.find((s) => s.id === id);
      const soldier = after.squad.find((s) => s.id === id);
      expect(soldier?.status).toBe(id === 'soldier-3' ? 'Wounded' : 'Ready');
      expect(soldier?.health).toBe(before?.health);
      expect(soldier?.experience).toBe(before?.experience);
      expect(soldier?.missionsCompleted).toBe(before?.missionsCompleted);
      expect(soldier?.history.at(-1)).toEqual({ day: 20, fact: { kind: 'mission_aborted', templateId: 'vanguard' } });
      const line = soldier?.history.at(-1);
      expect(line && wordHistoryEntry(THEMES.vanilla, line)).toBe('Vanguard: aborted');
    }
    expect(after.resources).toEqual(state.resources);
    expect(after.reputation).toBe(state.reputation);
    expect(after.threatLevel).toBe(state.threatLevel);
    expect(result.report.entries).toEqual([
      { kind: 'mission_aborted', missionId, templateId: 'vanguard', refId: missionId },
    ]);
    const [entry] = result.report.entries;
    expect(entry && wordReportEntry(THEMES.vanilla, entry)).toEqual({
      title: 'Mission Aborted',
      text: 'Vanguard was called off; the squad is back at base',
    });
    const logged = after.events.at(-1);
    expect(logged).toMatchObject({ type: 'combat', fact: { kind: 'mission_aborted', missionId }, day: 20 });
    expect(logged && wordLogEvent(THEMES.vanilla, logged).title).toBe('Mission Aborted');
  });

  it('lets the same mission be sent again at once, since it was never fought', () => {
    const { state, missionId } = vanguardInField();
    const after = must(state, { type: 'abortMission', missionId });
    const vanguard = missionTemplate('vanguard');
    if (!vanguard) throw new Error('vanguard');
    expect(missionAvailability(after, vanguard)).toEqual({ selectable: true, lock: null, refusal: null });
  });

  it('refuses an unknown mission, an auto mission and a mission that already ended', () => {
    const { state, missionId } = vanguardInField();
    expect(refused(state, { type: 'abortMission', missionId: 'mission-404' })).toEqual({
      code: 'not_found',
      message: 'Mission not found',
    });
    const auto = withMissionInField(campaignWithSquad({ squadSize: 6 }), 'raid', { mode: 'auto' });
    expect(refused(auto.state, { type: 'abortMission', missionId: auto.mission.id })).toEqual({
      code: 'invalid_mode',
      message: 'Only a fought mission can be aborted; an auto mission resolves on its own',
    });
    const aborted = must(state, { type: 'abortMission', missionId });
    expect(refused(aborted, { type: 'abortMission', missionId })).toEqual({
      code: 'mission_not_active',
      message: 'This mission has already ended',
    });
    const { log } = abortedLog(state, missionId);
    const fought = must(state, { type: 'completeBattle', missionId, log });
    expect(refused(fought, { type: 'abortMission', missionId }).code).toBe('mission_not_active');
    // …and once aborted, no battle can be brought home for it any more.
    expect(refused(aborted, { type: 'completeBattle', missionId, log }).code).toBe('mission_not_active');
  });
});
