/**
 * ADVANCE DAY: the fixed order of the daily steps (documented in docs/GAME_RULES.md).
 * Each step sees the state the previous one left, so a facility finished today already heals
 * and earns today, and a mission that ends today is part of today's report.
 */
import type { Rng } from '../rng';
import { advanceConstruction } from './base';
import { applyResourceChanges, dailyIncome } from './economy';
import { generateDailyEvents } from './events';
import { tickMissions } from './mission-resolution';
import type { ReportEntry } from './report';
import { advanceResearch } from './research';
import { barracksTraining, dailyHealing } from './squad-actions';
import type { Step } from './step';
import { applyStoryBeats } from './story';
import { updateThreatLevel } from './threat';
import type { GameState } from './types';

/** Names of the steps in the order they run, for the rules page and the tests. */
export const DAY_STEPS = [
  'day',
  'missions',
  'construction',
  'research',
  'healing',
  'training',
  'income',
  'threat',
  'events',
  'story',
] as const;

export function collectIncome(state: GameState): Step {
  const income = dailyIncome(state);
  return {
    state: { ...state, resources: applyResourceChanges(state.resources, income) },
    entries: [
      {
        kind: 'income',
        title: 'Daily Income',
        text: `+${income.funds} funds, +${income.supplies} supplies, +${income.intel} intel`,
        resourceChanges: { ...income },
      },
    ],
  };
}

/**
 * One day passes: the day number rises first, then missions, construction, research, healing,
 * barracks training, income, threat, events and story beats run in that order. Victory and
 * defeat are checked by applyAction after every action.
 */
export function advanceDay(state: GameState, rng: Rng): Step {
  const steps: ((s: GameState) => Step)[] = [
    (s) => tickMissions(s, rng),
    advanceConstruction,
    advanceResearch,
    dailyHealing,
    barracksTraining,
    collectIncome,
    (s) => updateThreatLevel(s, rng),
    (s) => generateDailyEvents(s, rng),
    (s) => applyStoryBeats(s),
  ];
  let current: GameState = { ...state, day: state.day + 1 };
  const entries: ReportEntry[] = [];
  for (const step of steps) {
    const result = step(current);
    current = result.state;
    for (const entry of result.entries) entries.push(entry);
  }
  return { state: current, entries };
}
