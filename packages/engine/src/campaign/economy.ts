/**
 * Resources and daily income: the only place that adds or spends funds, supplies and intel,
 * so "resources never go negative" holds by construction.
 */
import { BASE_DAILY_INCOME } from '../content/economy';
import { facilityDefinition } from '../content/facilities';
import { isFacilityComplete } from './facility-state';
import { researchModifiers, soldierModifiers } from './modifiers';
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
    for (const key of RESOURCE_KEYS) income[key] += (perLevel[key] ?? 0) * facility.level;
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
