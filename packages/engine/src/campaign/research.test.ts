import { describe, expect, it } from 'vitest';
import { RESEARCH_BY_ID } from '../content/research';
import { currentResearch, progressAfterOneDay, researchRefund, researchStatus } from './research';
import { campaign, must, refused, soldier, withSoldier } from './test-support';
import type { GameState, ResearchRecord } from './types';

const rich = { funds: 500000, supplies: 5000, intel: 5000 };
const done = (projectId: string): ResearchRecord => ({
  projectId,
  progress: 100,
  completed: true,
  startedOnDay: 1,
  completedOnDay: 2,
});

describe('research status', () => {
  it('is completed, researching, available (prerequisites done) or locked', () => {
    const state = campaign({
      research: [
        done('basic_armor'),
        { projectId: 'weapon_training', progress: 33.333, completed: false, startedOnDay: 2, completedOnDay: null },
      ],
    });
    expect(researchStatus(state, 'basic_armor')).toBe('completed');
    expect(researchStatus(state, 'weapon_training')).toBe('researching');
    expect(researchStatus(state, 'advanced_armor')).toBe('available');
    expect(researchStatus(state, 'weapon_mods')).toBe('locked');
    expect(researchStatus(state, 'titan_armor')).toBe('locked');
    expect(currentResearch(state)?.projectId).toBe('weapon_training');
  });

  it('unlocks TITAN only with all four prerequisites', () => {
    const three = campaign({ research: ['powered_exoskeleton', 'energy_shields', 'plasma_weapons'].map(done) });
    expect(researchStatus(three, 'titan_armor')).toBe('locked');
    const four = campaign({
      research: ['powered_exoskeleton', 'energy_shields', 'plasma_weapons', 'strategic_planning'].map(done),
    });
    expect(researchStatus(four, 'titan_armor')).toBe('available');
  });
});

describe('starting research', () => {
  it('deducts the cost and becomes the current research', () => {
    const state = campaign({ resources: { funds: 10000, supplies: 50, intel: 20 } });
    const next = must(state, { type: 'startResearch', projectId: 'basic_armor' });
    expect(next.resources).toEqual({ funds: 2000, supplies: 20, intel: 10 });
    expect(next.research).toEqual([
      { projectId: 'basic_armor', progress: 0, completed: false, startedOnDay: 1, completedOnDay: null },
    ]);
  });

  it.each([
    ['unknown', campaign({ resources: rich }), 'quantum_toaster', 'not_found'],
    ['locked', campaign({ resources: rich }), 'advanced_armor', 'research_locked'],
    [
      'unaffordable intel',
      campaign({ resources: { funds: 9000, supplies: 40, intel: 9 } }),
      'basic_armor',
      'insufficient_resources',
    ],
    [
      'already completed',
      campaign({ resources: rich, research: [done('basic_armor')] }),
      'basic_armor',
      'research_completed',
    ],
  ] as const)('refuses %s projects', (_, state, projectId, code) => {
    expect(refused(state, { type: 'startResearch', projectId }).code).toBe(code);
  });

  it('runs one project at a time', () => {
    const state = must(campaign({ resources: rich }), { type: 'startResearch', projectId: 'basic_armor' });
    expect(refused(state, { type: 'startResearch', projectId: 'weapon_training' })).toEqual({
      code: 'research_in_progress',
      message: 'Research already in progress!',
    });
  });
});

describe('research progress', () => {
  it('rises by 100 / duration a day and completes on the last day with that day as timestamp', () => {
    let state: GameState = must(campaign({ resources: rich }), { type: 'startResearch', projectId: 'basic_armor' });
    const progress: number[] = [];
    for (let i = 0; i < 3; i++) {
      state = must(state, { type: 'advanceDay' });
      progress.push(state.research[0]?.progress ?? -1);
    }
    expect(progress).toEqual([33.333, 66.667, 100]);
    expect(state.research[0]).toMatchObject({ completed: true, completedOnDay: 4 });
    expect(currentResearch(state)).toBeNull();
    state = must(state, { type: 'advanceDay' });
    expect(state.research[0]?.progress).toBe(100);
  });

  it('reaches exactly 100 for every catalogue duration', () => {
    for (const duration of [3, 4, 5, 7, 8, 9, 12]) {
      let progress = 0;
      let days = 0;
      while (progress < 100) {
        progress = progressAfterOneDay(progress, duration);
        days += 1;
      }
      expect(days).toBe(duration);
    }
  });

  it('raises every living soldier’s max and current health when armor research completes', () => {
    let state = withSoldier(campaign({ resources: rich }), 1, { health: 60, status: 'Wounded' });
    state = withSoldier(state, 3, { health: 0, status: 'KIA' });
    state = must(state, { type: 'startResearch', projectId: 'basic_armor' });
    for (let i = 0; i < 3; i++) state = must(state, { type: 'advanceDay' });
    expect(soldier(state, 0)).toMatchObject({ maxHealth: 110, health: 110 });
    expect(soldier(state, 3)).toMatchObject({ maxHealth: 100, health: 0, status: 'KIA' });
    expect(soldier(state, 1).maxHealth).toBe(110);
  });
});

describe('cancelling research', () => {
  it('refunds the unfinished share of the cost, rounded down', () => {
    const project = RESEARCH_BY_ID.get('basic_armor');
    if (!project) throw new Error('missing');
    expect(researchRefund(project, 0)).toEqual({ funds: 8000, supplies: 30, intel: 10 });
    expect(researchRefund(project, 33.333)).toEqual({ funds: 5333, supplies: 20, intel: 6 });
    expect(researchRefund(project, 100)).toEqual({ funds: 0, supplies: 0, intel: 0 });
  });

  it('removes the project so it can be started again, and refuses with nothing current', () => {
    const start = campaign({ resources: { funds: 10000, supplies: 50, intel: 20 } });
    let state = must(start, { type: 'startResearch', projectId: 'basic_armor' });
    state = must(state, { type: 'cancelResearch' });
    expect(state.research).toEqual([]);
    expect(state.resources).toEqual(start.resources);
    expect(refused(state, { type: 'cancelResearch' })).toEqual({
      code: 'no_research',
      message: 'No research in progress!',
    });
  });
});
