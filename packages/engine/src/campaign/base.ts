/**
 * The base grid: building, upgrading and switching facilities, power, and daily construction.
 * Refusals are facts (errors.ts), worded by the theme (words/refusal-wording.ts).
 */
import {
  COMMAND_POWER_CAPACITY,
  FACILITIES,
  FACILITY_BY_TYPE,
  type FacilityDefinition,
  facilityDefinition,
  GRID_SIZE,
  maxLevelFor,
  upgradeCostForLevel,
} from '../content/facilities';
import type { GameAction } from './actions';
import { canAfford, negate, shortfall, spend } from './economy';
import { type GameError, gameError, refusal } from './errors';
import { isFacilityComplete } from './facility-state';
import type { ReportEntry } from './report';
import type { Step, StepResult } from './step';
import type { Facility, FacilityType, GameState } from './types';

export interface PowerUsage {
  used: number;
  capacity: number;
}

/** Power a facility gives while complete: generators 100 + 10 × (level − 1) (DESIGN §3). */
export function facilityPowerCapacity(facility: Facility): number {
  const definition = facilityDefinition(facility.type);
  if (!definition.powerCapacity || !isFacilityComplete(facility)) return 0;
  return definition.powerCapacity.base + definition.powerCapacity.perLevel * (facility.level - 1);
}

/** Power a facility draws: its table draw while active, also while being built (decided). */
export function facilityPowerDraw(facility: Facility): number {
  return facility.isActive ? facilityDefinition(facility.type).powerDraw : 0;
}

/** Used and total power: 100 from the Command Center plus every complete, active generator. */
export function powerUsage(state: GameState): PowerUsage {
  let used = 0;
  let capacity = COMMAND_POWER_CAPACITY;
  for (const facility of state.facilities) {
    used += facilityPowerDraw(facility);
    capacity += facilityPowerCapacity(facility);
  }
  return { used, capacity };
}

export function facilityAt(state: GameState, row: number, col: number): Facility | undefined {
  return state.facilities.find((f) => f.row === row && f.col === col);
}

function isOnGrid(row: number, col: number): boolean {
  return Number.isInteger(row) && Number.isInteger(col) && row >= 0 && row < GRID_SIZE && col >= 0 && col < GRID_SIZE;
}

/** Why a facility cannot be built here, in the spec's order of checks, or null when it can. */
export function buildRefusal(state: GameState, row: number, col: number, type: FacilityType): GameError | null {
  const definition = FACILITY_BY_TYPE.get(type);
  if (!definition) return refusal('unknown_facility_type', { facilityType: type });
  if (!definition.buildable) return refusal('not_buildable', { facilityType: type });
  if (!isOnGrid(row, col)) return refusal('out_of_grid', { row, col });
  if (facilityAt(state, row, col)) return refusal('slot_occupied', { row, col });
  if (!canAfford(state.resources, definition.cost)) {
    return refusal('build_insufficient_resources', {
      facilityType: type,
      shortfall: shortfall(state.resources, definition.cost),
    });
  }
  if (type !== 'generator') {
    const power = powerUsage(state);
    if (power.capacity - power.used < definition.powerDraw) {
      return refusal('insufficient_power', {
        facilityType: type,
        needed: definition.powerDraw,
        available: power.capacity - power.used,
      });
    }
  }
  return null;
}

export function canBuild(state: GameState, row: number, col: number, type: FacilityType): boolean {
  return buildRefusal(state, row, col, type) === null;
}

export interface BuildOption {
  definition: FacilityDefinition;
  allowed: boolean;
  /** Why the build would be refused (worded by the theme), or null. */
  refusal: GameError | null;
}

/** Everything the build panel lists for an empty slot. */
export function buildOptions(state: GameState, row: number, col: number): BuildOption[] {
  return FACILITIES.filter((f) => f.buildable).map((definition) => {
    const refused = buildRefusal(state, row, col, definition.type);
    return { definition, allowed: refused === null, refusal: refused };
  });
}

/** Cost of raising a facility one level (spec: 5000 × level funds, 50 × level supplies). */
export function upgradeCost(facility: Facility): { funds: number; supplies: number } {
  return upgradeCostForLevel(facility.level);
}

function nextId(state: GameState, prefix: string): { id: string; state: GameState } {
  return { id: `${prefix}-${state.nextId}`, state: { ...state, nextId: state.nextId + 1 } };
}

export function buildFacility(state: GameState, action: Extract<GameAction, { type: 'buildFacility' }>): StepResult {
  const refusal = buildRefusal(state, action.row, action.col, action.facilityType);
  if (refusal) return { ok: false, error: refusal };
  const definition = facilityDefinition(action.facilityType);
  const { id, state: numbered } = nextId(state, 'facility');
  const facility: Facility = {
    id,
    type: definition.type,
    name: definition.name,
    level: 1,
    row: action.row,
    col: action.col,
    isActive: true,
    constructionDaysRemaining: definition.constructionDays,
  };
  return {
    ok: true,
    state: {
      ...numbered,
      resources: spend(state.resources, definition.cost),
      facilities: [...state.facilities, facility],
    },
    entries: [
      {
        kind: 'facility_built',
        facilityId: id,
        facilityType: definition.type,
        days: definition.constructionDays,
        refId: id,
        resourceChanges: negate(definition.cost),
      },
    ],
  };
}

function findFacility(state: GameState, facilityId: string): Facility | undefined {
  return state.facilities.find((f) => f.id === facilityId);
}

function replaceFacility(state: GameState, facility: Facility): GameState {
  return { ...state, facilities: state.facilities.map((f) => (f.id === facility.id ? facility : f)) };
}

/** Why UPGRADE would be refused for this facility now, in the order the action checks, or null. */
export function upgradeRefusal(state: GameState, facility: Facility): GameError | null {
  if (facility.constructionDaysRemaining > 0) {
    return refusal('under_construction', {
      facilityType: facility.type,
      daysRemaining: facility.constructionDaysRemaining,
    });
  }
  if (facility.level >= maxLevelFor(facility.type)) {
    return refusal('max_level', { facilityType: facility.type, level: facility.level });
  }
  if (!canAfford(state.resources, upgradeCost(facility))) {
    return refusal('upgrade_insufficient_resources', {
      facilityType: facility.type,
      shortfall: shortfall(state.resources, upgradeCost(facility)),
    });
  }
  return null;
}

export function upgradeFacility(
  state: GameState,
  action: Extract<GameAction, { type: 'upgradeFacility' }>,
): StepResult {
  const facility = findFacility(state, action.facilityId);
  if (!facility) return gameError('facility_not_found', { facilityId: action.facilityId });
  const refusal = upgradeRefusal(state, facility);
  if (refusal) return { ok: false, error: refusal };
  const cost = upgradeCost(facility);
  const upgraded = { ...facility, level: facility.level + 1 };
  return {
    ok: true,
    state: { ...replaceFacility(state, upgraded), resources: spend(state.resources, cost) },
    entries: [
      {
        kind: 'facility_upgraded',
        facilityId: facility.id,
        facilityType: facility.type,
        level: upgraded.level,
        refId: facility.id,
        resourceChanges: negate(cost),
      },
    ],
  };
}

/**
 * Switches a facility on or off (decided rules): the Command Center stays on; switching a
 * facility on needs free power like building it; switching a generator off must leave enough
 * capacity for what is running.
 */
export function toggleFacility(state: GameState, action: Extract<GameAction, { type: 'toggleFacility' }>): StepResult {
  const facility = findFacility(state, action.facilityId);
  if (!facility) return gameError('facility_not_found', { facilityId: action.facilityId });
  if (facility.type === 'command') return gameError('command_always_on', { facilityType: facility.type });
  const toggled = { ...facility, isActive: !facility.isActive };
  const after = replaceFacility(state, toggled);
  // Only two switches can overload the grid: a consumer coming on, or a generator going off.
  const drainsPower = toggled.isActive ? facility.type !== 'generator' : facility.type === 'generator';
  const power = powerUsage(after);
  if (drainsPower && power.used > power.capacity) {
    return toggled.isActive
      ? gameError('insufficient_power', {
          facilityType: facility.type,
          needed: facilityDefinition(facility.type).powerDraw,
          available: powerUsage(state).capacity - powerUsage(state).used,
        })
      : gameError('power_still_needed', { facilityType: facility.type, used: power.used, capacity: power.capacity });
  }
  return {
    ok: true,
    state: after,
    entries: [
      {
        kind: 'facility_toggled',
        facilityId: facility.id,
        facilityType: facility.type,
        active: toggled.isActive,
        refId: facility.id,
      },
    ],
  };
}

/**
 * Day step: facilities under construction lose a day; at 0 they are complete (spec §4). One still
 * being built reports how many days it has left (`construction_progress`, a quiet fact).
 */
export function advanceConstruction(state: GameState): Step {
  if (!state.facilities.some((f) => f.constructionDaysRemaining > 0)) return { state, entries: [] };
  const entries: ReportEntry[] = [];
  const facilities = state.facilities.map((facility) => {
    if (facility.constructionDaysRemaining <= 0) return facility;
    const remaining = facility.constructionDaysRemaining - 1;
    if (remaining === 0) {
      entries.push({
        kind: 'facility_completed',
        facilityId: facility.id,
        facilityType: facility.type,
        refId: facility.id,
      });
    } else {
      entries.push({
        kind: 'construction_progress',
        facilityId: facility.id,
        facilityType: facility.type,
        daysRemaining: remaining,
        refId: facility.id,
      });
    }
    return { ...facility, constructionDaysRemaining: remaining };
  });
  return { state: { ...state, facilities }, entries };
}
