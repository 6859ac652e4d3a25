/**
 * ADVANCE DAY: the fixed order of the daily steps (documented in docs/GAME_RULES.md).
 * Each step sees the state the previous one left, so a facility finished today already heals
 * and earns today, and a mission that ends today is part of today's report.
 */
import type { Rng } from '../rng';
import { advanceConstruction } from './base';
import { applyResourceChanges, dailyIncome, dailyUpkeep } from './economy';
import { generateDailyEvents } from './events';
import { recordDay } from './history';
import { checkKeyDeadlines } from './key-deadlines';
import { tickMissions } from './mission-resolution';
import type { ReportEntry } from './report';
import { advanceResearch } from './research';
import { barracksTraining, dailyHealing } from './squad-actions';
import type { Step } from './step';
import { applyStoryBeats } from './story';
import { updateThreatLevel } from './threat';
import type { GameState } from './types';

export function collectIncome(state: GameState): Step {
  const income = dailyIncome(state);
  return {
    state: { ...state, resources: applyResourceChanges(state.resources, income) },
    entries: [
      {
        kind: 'income',
        amounts: { funds: income.funds, supplies: income.supplies, intel: income.intel },
        resourceChanges: { ...income },
      },
    ],
  };
}

/**
 * Pay and maintenance come after income, so a base that earns its keep never dips to 0 in
 * between; a base that cannot pay simply ends the day at 0 funds (resources never go negative).
 */
export function payUpkeep(state: GameState): Step {
  const upkeep = dailyUpkeep(state);
  if (upkeep.total === 0) return { state, entries: [] };
  const resourceChanges = { funds: -upkeep.total };
  return {
    state: { ...state, resources: applyResourceChanges(state.resources, resourceChanges) },
    entries: [
      {
        kind: 'upkeep',
        total: upkeep.total,
        salaries: upkeep.salaries,
        maintenance: upkeep.maintenance,
        resourceChanges,
      },
    ],
  };
}

/**
 * One day passes: the day number rises first, then missions, key-mission deadlines, construction, research, healing,
 * barracks training, income, upkeep, threat, events and story beats run in that order. Events and
 * story are content (content/events.ts, content/story.ts), the same for every universe, which only
 * words them (words/<id>/); the new day's snapshot closes
 * the day for the campaign log. Victory and defeat are checked
 * by applyAction after every action.
 */
export function advanceDay(state: GameState, rng: Rng): Step {
  let current: GameState = { ...state, day: state.day + 1 };
  const entries: ReportEntry[] = [];
  for (const [, step] of DAY_CYCLE) {
    const result = step(current, rng);
    current = result.state;
    for (const entry of result.entries) entries.push(entry);
  }
  return { state: recordDay(current), entries };
}

/** The steps after the day number, in the order they run; those that draw share the day's generator. */
const DAY_CYCLE = [
  ['missions', tickMissions],
  ['deadlines', checkKeyDeadlines],
  ['construction', advanceConstruction],
  ['research', advanceResearch],
  ['healing', dailyHealing],
  ['training', barracksTraining],
  ['income', collectIncome],
  ['upkeep', payUpkeep],
  ['threat', updateThreatLevel],
  ['events', (s, rng) => generateDailyEvents(s, rng)],
  ['story', applyStoryBeats],
] as const satisfies readonly (readonly [string, (state: GameState, rng: Rng) => Step])[];

/** Names of the steps in the order they run (the day number first), for the rules page and the tests. */
export const DAY_STEPS: readonly string[] = ['day', ...DAY_CYCLE.map(([name]) => name)];
