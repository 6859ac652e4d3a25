/**
 * The thoughtful commander (issue 23) fights the key missions by hand with the scripted battle
 * commander and keeps the chapter-1 casualty rule; the wait variant holds Breakwater to day 31.
 */
import { describe, expect, it } from 'vitest';
import { newCampaign } from '../campaign/new-campaign';
import type { GameState } from '../campaign/types';
import { KEY_MISSIONS } from './balance-figures';
import { runCampaign } from './run-campaign';
import { heldKeySquad, upcomingKeyMission, withinChapterOneBudget } from './thoughtful-commander';

const keyIds = new Set(KEY_MISSIONS.map((t) => t.id));

describe('thoughtful commander', () => {
  it('fights every key mission it sends by hand: a completed battle of the battle commander’s actions', () => {
    const run = runCampaign({ seed: 3, days: 120, commander: 'thoughtful', recordActions: true });
    const keyMissions = run.state.missions.filter((m) => keyIds.has(m.templateId) && m.status !== 'Active');
    expect(keyMissions.length).toBeGreaterThan(0);
    for (const mission of keyMissions) {
      expect(mission.mode).toBe('manual');
      const battle = run.actions.find((a) => a.type === 'completeBattle' && a.missionId === mission.id);
      expect(battle?.type === 'completeBattle' && battle.log.length).toBeGreaterThan(0);
    }
  }, 60_000);

  it('holds Operation Breakwater back until day 31 in the wait variant (the naive commander sends it on day 22 otherwise)', () => {
    const run = runCampaign({ seed: 3, days: 45, commander: 'naive', waitBreakwater: true });
    const breakwater = run.state.missions.filter((m) => m.templateId === 'operation_breakwater');
    expect(breakwater.length).toBeGreaterThan(0);
    expect(breakwater.every((m) => m.deployedOnDay >= 31)).toBe(true);
  }, 60_000);

  it('knows the chapter-1 rule: a risk that could lift the rate above 40% is not taken in chapter 1', () => {
    const state: GameState = newCampaign({ name: 'Budget', difficulty: 'normal', theme: 'vanilla', seed: 1 });
    const ids = state.squad.map((s) => s.id).slice(0, 4);
    expect(withinChapterOneBudget(state, ids, 1)).toBe(true); // 1 of 4: 25%
    expect(withinChapterOneBudget(state, ids, 2)).toBe(false); // 2 of 4: 50%
    expect(withinChapterOneBudget({ ...state, day: 31 }, ids, 4)).toBe(true); // the rule no longer counts
  });

  it('keeps the key squad at home only once its chapter-1 budget would let it fight the key mission', () => {
    const start: GameState = newCampaign({ name: 'Hold', difficulty: 'hard', theme: 'vanilla', seed: 1 });
    const options = { attemptFinalMission: true };
    // Day 20: Breakwater unlocks tomorrow, but losing it (the whole squad) would break the 40% rule.
    const day20 = { ...start, day: 20 };
    const breakwater = upcomingKeyMission(day20, options);
    expect(breakwater?.id).toBe('operation_breakwater');
    expect(heldKeySquad(day20, breakwater).size).toBe(0);
    // Day 31: the rule no longer counts, so the best squad stays home for it.
    const day31 = { ...start, day: 31 };
    // The new campaign's four soldiers (Breakwater takes up to six).
    expect(heldKeySquad(day31, upcomingKeyMission(day31, options)).size).toBe(4);
  });
});
