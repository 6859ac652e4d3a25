/**
 * Resources and daily income: the only place that adds or spends funds, supplies and intel,
 * so "resources never go negative" holds by construction.
 */
import { BASE_DAILY_INCOME, WAR_COST_PERCENT } from '../content/economy';
import { facilityDefinition } from '../content/facilities';
import { dailyPayFor } from '../content/ranks';
import { isFacilityComplete } from './facility-state';
import { researchModifiers, soldierModifiers } from './modifiers';
import { chapterForDay } from './story';
import type { GameState, Resources } from './types';

export const RESOURCE_KEYS = ['funds', 'supplies', 'intel'] as const satisfies readonly (keyof Resources)[];

/** Adds (or with negative numbers removes) resources; each total is clamped at 0. */
export function applyResourceChanges(resources: Resources, changes: Partial<Resources>): Resources {
  return {
    funds: Math.max(0, resources.funds + (changes.funds ?? 0)),
    supplies: Math.max(0, resources.supplies + (changes.supplies ?? 0)),
    intel: Math.max(0, resources.intel + (changes.intel ?? 0)),
  };
}

export function canAfford(resources: Resources, cost: Partial<Resources>): boolean {
  return (
    resources.funds >= (cost.funds ?? 0) &&
    resources.supplies >= (cost.supplies ?? 0) &&
    resources.intel >= (cost.intel ?? 0)
  );
}

/** What is missing to pay a cost: each short resource with how much more is needed (none when affordable). */
export function shortfall(resources: Resources, cost: Partial<Resources>): Partial<Resources> {
  const missing: Partial<Resources> = {};
  for (const key of ['funds', 'supplies', 'intel'] as const) {
    const short = (cost[key] ?? 0) - resources[key];
    if (short > 0) missing[key] = short;
  }
  return missing;
}

/** Spends a cost the caller has checked with `canAfford`. */
export function spend(resources: Resources, cost: Partial<Resources>): Resources {
  return applyResourceChanges(resources, {
    funds: -(cost.funds ?? 0),
    supplies: -(cost.supplies ?? 0),
    intel: -(cost.intel ?? 0),
  });
}

/** Negates a cost for report entries ("−5000 funds"). */
export function negate(cost: Partial<Resources>): Partial<Resources> {
  const out: Partial<Resources> = {};
  for (const key of RESOURCE_KEYS) {
    const value = cost[key];
    if (value) out[key] = -value;
  }
  return out;
}

/**
 * What the base earns at the end of a day (spec §9): 5 supplies and 2 intel, plus each active,
 * finished facility's income times its level, plus completed research and living soldiers' skills.
 */
export function dailyIncome(state: GameState): Resources {
  const income: Resources = { ...BASE_DAILY_INCOME };
  for (const facility of state.facilities) {
    if (!isFacilityComplete(facility)) continue;
    const perLevel = facilityDefinition(facility.type).incomePerLevel;
    if (perLevel.funds) income.funds += perLevel.funds * facility.level;
    if (perLevel.supplies) income.supplies += perLevel.supplies * facility.level;
    if (perLevel.intel) income.intel += perLevel.intel * facility.level;
  }
  for (const modifier of researchModifiers(state)) {
    if (modifier.kind === 'income') income[modifier.resource] += modifier.amount;
  }
  for (const soldier of state.squad) {
    if (soldier.status === 'KIA') continue;
    for (const modifier of soldierModifiers(soldier)) {
      if (modifier.kind === 'income') income[modifier.resource] += modifier.amount;
    }
  }
  return income;
}

/**
 * What the base pays at the end of a day (decided): soldiers' pay and facility maintenance, each
 * times the chapter's war-cost percent (issue 34, WAR_COST_PERCENT), rounded.
 */
export interface DailyUpkeep {
  /** Pay of every living soldier by rank, wounded and deployed soldiers included. */
  salaries: number;
  /** Maintenance of every active, complete facility: its upkeep per level times its level. */
  maintenance: number;
  total: number;
}

export function dailyUpkeep(state: GameState): DailyUpkeep {
  let salaries = 0;
  for (const soldier of state.squad) if (soldier.status !== 'KIA') salaries += dailyPayFor(soldier.experience);
  let maintenance = 0;
  for (const facility of state.facilities) {
    if (isFacilityComplete(facility)) maintenance += facilityDefinition(facility.type).upkeepPerLevel * facility.level;
  }
  const percent = WAR_COST_PERCENT[chapterForDay(state.day)];
  salaries = Math.round((salaries * percent) / 100);
  maintenance = Math.round((maintenance * percent) / 100);
  return { salaries, maintenance, total: salaries + maintenance };
}
