import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Rng } from '../rng';
import type { GameAction } from './actions';
import { applyAction } from './apply-action';
import { chapterOneCasualtyRate } from './campaign-end';
import { DAY_STEPS } from './day';
import { shouldShowDayReport } from './report';
import { campaign, facility, must, refused, soldier } from './test-support';
import type { ActiveMission, GameState } from './types';

/** Applies the script; a refusal fails the test, so the golden campaign never silently skips a step. */
function play(state: GameState, actions: readonly GameAction[]): GameState {
  return actions.reduce((s, action, index) => {
    const result = applyAction(s, action);
    if (!result.ok) throw new Error(`action ${index} (${action.type}) refused: ${JSON.stringify(result.error)}`);
    return result.state;
  }, state);
}

const SCRIPT: GameAction[] = [
  { type: 'buildFacility', row: 0, col: 0, facilityType: 'medbay' },
  { type: 'recruit' },
  { type: 'specialize', soldierId: 'soldier-2', classId: 'heavy' },
  { type: 'deployMission', templateId: 'supply_run', soldierIds: ['soldier-4'], mode: 'auto' },
  ...Array.from({ length: 12 }, () => ({ type: 'advanceDay' }) as const),
  // Research needs intel, which the first days bring in.
  { type: 'startResearch', projectId: 'basic_armor' },
  { type: 'deployMission', templateId: 'patrol', soldierIds: ['soldier-3', 'soldier-5'], mode: 'auto' },
  // Issue 34: chapter 1 only — from day 31 a campaign that only advances days loses to the threat.
  ...Array.from({ length: 16 }, () => ({ type: 'advanceDay' }) as const),
];

describe('applyAction', () => {
  it('never mutates its input and writes the generator state back', () => {
    const state = campaign();
    const before = JSON.stringify(state);
    const result = applyAction(state, { type: 'recruit' });
    expect(JSON.stringify(state)).toBe(before);
    if (!result.ok) throw new Error('refused');
    expect(result.state.rng).not.toEqual(state.rng);
  });

  it('uses a given generator and stores its final state', () => {
    const state = campaign();
    const rng = Rng.fromSeed(99);
    const result = applyAction(state, { type: 'advanceDay' }, rng);
    if (!result.ok) throw new Error('refused');
    expect(result.state.rng).toEqual(rng.state());
  });

  it('leaves the state byte-identical when an action is refused', () => {
    const state = campaign({ resources: { funds: 0, supplies: 0, intel: 0 } });
    const before = JSON.stringify(state);
    for (const action of [
      { type: 'buildFacility', row: 0, col: 0, facilityType: 'barracks' },
      { type: 'recruit' },
      { type: 'heal', soldierId: 'soldier-2' },
      { type: 'startResearch', projectId: 'basic_armor' },
      { type: 'cancelResearch' },
      { type: 'upgradeFacility', facilityId: 'facility-1' },
    ] satisfies GameAction[]) {
      expect(applyAction(state, action).ok).toBe(false);
      expect(JSON.stringify(state)).toBe(before);
    }
  });

  it('refuses every action once the campaign is over', () => {
    const state = campaign({ gameOver: true });
    expect(refused(state, { type: 'advanceDay' })).toEqual({
      code: 'campaign_over',
      message: 'This campaign is over.',
    });
  });

  it('advances from the day the screen shows, and refuses a stale one instead of skipping a day (issue 26)', () => {
    const state = campaign();
    expect(must(state, { type: 'advanceDay', fromDay: state.day }).day).toBe(state.day + 1);
    // Another tab already advanced: this tab's ADVANCE DAY from the old day changes nothing.
    const moved = must(state, { type: 'advanceDay' });
    const before = JSON.stringify(moved);
    expect(refused(moved, { type: 'advanceDay', fromDay: state.day })).toEqual({
      code: 'day_already_advanced',
      message: `Day ${state.day} has already ended: the campaign is on Day ${moved.day}.`,
    });
    expect(JSON.stringify(moved)).toBe(before);
  });

  it('replays the same seed and actions to the same bytes (golden)', () => {
    const a = play(campaign({}, 7), SCRIPT);
    const b = play(campaign({}, 7), SCRIPT);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.day).toBe(29);
    const hash = createHash('sha256').update(JSON.stringify(a)).digest('hex').slice(0, 16);
    expect(hash).toMatchInlineSnapshot(`"00cbb7bd1888ca14"`);
  });

  it('gives different campaigns for different seeds', () => {
    expect(JSON.stringify(play(campaign({}, 1), SCRIPT))).not.toBe(JSON.stringify(play(campaign({}, 2), SCRIPT)));
  });
});

describe('ADVANCE DAY', () => {
  it('runs its steps in the order docs/GAME_RULES.md §10 lists them', () => {
    const rules = readFileSync(new URL('../../../../docs/GAME_RULES.md', import.meta.url), 'utf8');
    const section = rules.slice(rules.indexOf('## 10. A day'), rules.indexOf('## 11.'));
    const listed = [...section.matchAll(/^\d+\. (.+)$/gm)].map((match) => (match[1] ?? '').toLowerCase());
    // One numbered line per step, then the day's snapshot, which closes the day.
    expect(listed).toHaveLength(DAY_STEPS.length + 1);
    for (const [index, step] of DAY_STEPS.entries()) expect(listed[index]).toContain(step);
    expect(listed.at(-1)).toContain('snapshot');
  });

  it('finishes construction before healing, so a medbay completed today heals today', () => {
    const state = campaign({
      facilities: [...campaign().facilities, facility('medbay', 0, 0, { constructionDaysRemaining: 1 })],
      squad: campaign().squad.map((s, i) => (i === 0 ? { ...s, health: 50, status: 'Wounded' as const } : s)),
    });
    const result = applyAction(state, { type: 'advanceDay' });
    if (!result.ok) throw new Error('refused');
    expect(soldier(result.state, 0).health).toBe(58 + 3); // medbay 5 + 3 × 1, medkit +3
    const kinds = result.report.entries.map((e) => e.kind);
    expect(kinds.indexOf('facility_completed')).toBeLessThan(kinds.indexOf('healing'));
    expect(kinds.indexOf('healing')).toBeLessThan(kinds.indexOf('income'));
  });

  it('shows the day report only for events, completed research or missions', () => {
    const income = { kind: 'income', amounts: { funds: 1, supplies: 0, intel: 0 } } as const;
    expect(shouldShowDayReport({ day: 2, entries: [income] })).toBe(false);
    expect(shouldShowDayReport({ day: 2, entries: [{ kind: 'research_completed', projectId: 'basic_armor' }] })).toBe(
      true,
    );
  });
});

function completedMission(day: number, squad: string[], killed: string[]): ActiveMission {
  return {
    id: `mission-x${day}${squad.join('')}`,
    templateId: 'patrol',
    mode: 'auto',
    squad,
    daysRemaining: 0,
    status: 'Completed',
    deployedOnDay: day,
    completedOnDay: day + 4,
    success: killed.length === 0,
    casualties: killed.map((soldierId) => ({ soldierId, soldierName: soldierId, damage: 100, killed: true })),
    rewards: null,
  };
}

describe('defeat', () => {
  it('ends the campaign entering day 31 when chapter 1 lost more than 40% of the soldiers sent', () => {
    // Five different soldiers went out (soldier-3 twice, counted once); two of them fell: 40%.
    const missions = [
      completedMission(3, ['soldier-2', 'soldier-3'], ['soldier-2']),
      completedMission(10, ['soldier-4', 'soldier-5', 'soldier-3'], ['soldier-4']),
      completedMission(12, ['soldier-3', 'soldier-99'], []),
    ];
    const squad = campaign().squad.map((s) =>
      s.id === 'soldier-2' || s.id === 'soldier-4' ? { ...s, status: 'KIA' as const, health: 0 } : s,
    );
    expect(chapterOneCasualtyRate(campaign({ missions }))).toEqual({ deployed: 5, killed: 2, rate: 0.4 });
    const atForty = campaign({ day: 30, missions, squad });
    expect(must(atForty, { type: 'advanceDay' }).gameOver).toBe(false);
    const heavier = [...missions, completedMission(20, ['soldier-5'], ['soldier-5'])];
    const result = applyAction(campaign({ day: 30, missions: heavier, squad }), { type: 'advanceDay' });
    if (!result.ok) throw new Error('refused');
    expect(result.state).toMatchObject({ gameOver: true, victory: false });
    expect(result.report.entries.at(-1)?.kind).toBe('defeat');
  });

  it('does not judge chapter 1 before its end', () => {
    const missions = [completedMission(3, ['soldier-2'], ['soldier-2'])];
    expect(must(campaign({ day: 5, missions }), { type: 'advanceDay' }).gameOver).toBe(false);
  });

  it('ends the campaign when nobody is alive and funds cannot pay a recruit', () => {
    const squad = campaign().squad.map((s) => ({ ...s, status: 'KIA' as const, health: 0 }));
    const broke = campaign({ squad, resources: { funds: 2500, supplies: 100, intel: 0 } });
    expect(must(broke, { type: 'recruit' }).gameOver).toBe(false);
    const result = applyAction(broke, { type: 'buildFacility', row: 0, col: 0, facilityType: 'barracks' });
    expect(result.ok).toBe(false);
    const spent = must(
      { ...broke, resources: { funds: 5600, supplies: 100, intel: 0 } },
      { type: 'buildFacility', row: 0, col: 0, facilityType: 'barracks' },
    );
    expect(spent.gameOver).toBe(true);
  });
});
