/**
 * What the commander does with soldiers on the base screen (recruit, nickname, class, loadout,
 * manual heal) and the two daily squad steps (medbay healing, barracks training).
 */
import { CLASS_BY_ID } from '../content/classes';
import { HEAL_AMOUNT, HEAL_COST, RECRUIT_COST, RECRUIT_COST_BY_UNIVERSE } from '../content/economy';
import { ARMOR_BY_ID, UTILITY_BY_ID, WEAPON_BY_ID } from '../content/equipment';
import { facilityDefinition } from '../content/facilities';
import { NICKNAME_MAX_LENGTH, SPECIALIZE_MIN_XP } from '../content/squad';
import type { Rng } from '../rng';
import type { GameAction } from './actions';
import { canAfford, negate, shortfall, spend } from './economy';
import { loadoutBlock, loadoutCost } from './equipment';
import { type GameError, gameError, refusal } from './errors';
import { isFacilityComplete } from './facility-state';
import { researchModifiers, soldierModifiers, sumModifiers } from './modifiers';
import { generateSoldierName, newSoldier } from './new-campaign';
import type { ReportEntry } from './report';
import {
  addExperience,
  findSoldier,
  healthStatus,
  isAway,
  maxHealthFor,
  progressEntries,
  replaceSoldier,
  skillsEarned,
  withHistory,
} from './squad';
import type { Step, StepResult } from './step';
import type { GameState, Soldier } from './types';

/**
 * Funds to recruit a soldier: the rules' default, unless the campaign's universe has its own
 * (spec base-and-accounts §9 'default cost 1000 funds (a theme may override)'; content/economy.ts
 * `RECRUIT_COST_BY_UNIVERSE`).
 */
export function recruitCost(state: Pick<GameState, 'theme'>): number {
  return RECRUIT_COST_BY_UNIVERSE[state.theme] ?? RECRUIT_COST;
}

/** Manual heal: what it costs and how much it restores with completed research and the soldier's skills. */
export function healCost(state: GameState, soldier?: Soldier): { funds: number; supplies: number; amount: number } {
  const bonus =
    sumModifiers(researchModifiers(state), 'manual_heal') +
    (soldier ? sumModifiers(soldierModifiers(soldier), 'manual_heal') : 0);
  return { ...HEAL_COST, amount: HEAL_AMOUNT + bonus };
}

/** A soldier who can still be changed: alive and at the base. */
function changeableSoldier(state: GameState, soldierId: string): StepResult | Soldier {
  const soldier = findSoldier(state, soldierId);
  if (!soldier) return gameError('soldier_not_found', { soldierId });
  if (soldier.status === 'KIA') return gameError('soldier_fallen', { soldierName: soldier.name });
  return soldier;
}

function isRefusal(value: StepResult | Soldier): value is StepResult {
  return 'ok' in value;
}

export function recruit(state: GameState, rng: Rng): StepResult {
  const cost = recruitCost(state);
  if (state.resources.funds < cost) {
    return gameError('recruit_insufficient_resources', { shortfall: shortfall(state.resources, { funds: cost }) });
  }
  const id = `soldier-${state.nextId}`;
  const onRoster = new Set(state.squad.filter((s) => s.status !== 'KIA').map((s) => s.name));
  const base = newSoldier(id, generateSoldierName(rng, state.theme, onRoster), 0);
  const maxHealth = maxHealthFor(state, base);
  const soldier = withHistory({ ...base, maxHealth, health: maxHealth }, state.day, { kind: 'recruited' });
  return {
    ok: true,
    state: {
      ...state,
      nextId: state.nextId + 1,
      squad: [...state.squad, soldier],
      resources: spend(state.resources, { funds: cost }),
    },
    entries: [
      {
        kind: 'recruit',
        soldierId: id,
        soldierName: soldier.name,
        refId: id,
        resourceChanges: { funds: -cost },
      },
    ],
  };
}

export function setNickname(state: GameState, action: Extract<GameAction, { type: 'setNickname' }>): StepResult {
  const soldier = changeableSoldier(state, action.soldierId);
  if (isRefusal(soldier)) return soldier;
  const nickname = action.nickname.trim();
  if (nickname.length === 0 || nickname.length > NICKNAME_MAX_LENGTH) {
    return gameError('invalid_nickname', { maxLength: NICKNAME_MAX_LENGTH });
  }
  return {
    ok: true,
    state: replaceSoldier(state, { ...soldier, nickname }),
    entries: [
      {
        kind: 'soldier_updated',
        change: 'nickname',
        nickname,
        soldierId: soldier.id,
        soldierName: soldier.name,
        refId: soldier.id,
      },
    ],
  };
}

/**
 * Specialising (DESIGN §3): free, from Sergeant up, keeps experience. The old class's skills are
 * emptied and the new class's skills the soldier's experience already reaches are learned at once;
 * max health follows the new class and health keeps its proportion.
 */
export function specialize(state: GameState, action: Extract<GameAction, { type: 'specialize' }>): StepResult {
  const soldier = changeableSoldier(state, action.soldierId);
  if (isRefusal(soldier)) return soldier;
  if (isAway(soldier)) return gameError('soldier_on_mission', { soldierName: soldier.name });
  const definition = CLASS_BY_ID.get(action.classId);
  if (!definition) return gameError('unknown_class', { classId: action.classId });
  if (soldier.experience < SPECIALIZE_MIN_XP) {
    return gameError('rank_too_low', {
      soldierName: soldier.name,
      experience: soldier.experience,
      required: SPECIALIZE_MIN_XP,
    });
  }
  if (soldier.classId === action.classId) {
    return gameError('same_class', { soldierName: soldier.name, classId: action.classId });
  }
  const unlockedSkills = skillsEarned({ classId: action.classId, experience: soldier.experience }).map((s) => s.id);
  const maxHealth = maxHealthFor(state, { classId: action.classId, unlockedSkills });
  const scaled = Math.round((soldier.health * maxHealth) / soldier.maxHealth);
  const health = soldier.health > 0 ? Math.max(1, scaled) : 0;
  const updated = withHistory(
    {
      ...soldier,
      classId: action.classId,
      unlockedSkills,
      maxHealth,
      health: Math.min(health, maxHealth),
      status: healthStatus(Math.min(health, maxHealth), maxHealth),
    },
    state.day,
    { kind: 'specialized', classId: definition.id },
  );
  return {
    ok: true,
    state: replaceSoldier(state, updated),
    entries: [
      {
        kind: 'soldier_updated',
        change: 'class',
        classId: definition.id,
        soldierId: soldier.id,
        soldierName: soldier.name,
        refId: soldier.id,
      },
    ],
  };
}

export function setLoadout(state: GameState, action: Extract<GameAction, { type: 'setLoadout' }>): StepResult {
  const soldier = changeableSoldier(state, action.soldierId);
  if (isRefusal(soldier)) return soldier;
  if (isAway(soldier)) return gameError('soldier_on_mission', { soldierName: soldier.name });
  if (!WEAPON_BY_ID.has(action.weapon) || !ARMOR_BY_ID.has(action.armor) || !UTILITY_BY_ID.has(action.utility)) {
    return gameError('unknown_equipment', { soldierName: soldier.name });
  }
  const loadout = { weapon: action.weapon, armor: action.armor, utility: action.utility };
  const block = loadoutBlock(state, soldier, loadout);
  if (block?.kind === 'locked') {
    return gameError('equipment_locked', {
      soldierName: soldier.name,
      itemId: block.itemId,
      projectId: block.projectId,
    });
  }
  if (block)
    return gameError('loadout_insufficient_resources', { soldierName: soldier.name, shortfall: block.shortfall });
  const cost = loadoutCost(soldier, loadout);
  return {
    ok: true,
    state: { ...replaceSoldier(state, { ...soldier, loadout }), resources: spend(state.resources, cost) },
    entries: [
      {
        kind: 'soldier_updated',
        change: 'loadout',
        soldierId: soldier.id,
        soldierName: soldier.name,
        refId: soldier.id,
        ...(cost.funds || cost.supplies || cost.intel ? { resourceChanges: negate(cost) } : {}),
      },
    ],
  };
}

/** Manual heal (spec §5, §9): 10 supplies and 500 funds for 25 health (plus bonuses), up to max. */
/** Why HEAL would be refused for this soldier now, in the order the action checks, or null. */
export function healRefusal(state: GameState, soldier: Soldier): GameError | null {
  if (soldier.status === 'KIA') return refusal('soldier_fallen', { soldierName: soldier.name });
  if (isAway(soldier)) return refusal('soldier_on_mission', { soldierName: soldier.name });
  if (soldier.health >= soldier.maxHealth) return refusal('soldier_full_health', { soldierName: soldier.name });
  const cost = healCost(state, soldier);
  if (!canAfford(state.resources, cost)) {
    return refusal('heal_insufficient_resources', {
      soldierName: soldier.name,
      shortfall: shortfall(state.resources, cost),
    });
  }
  return null;
}

export function heal(state: GameState, action: Extract<GameAction, { type: 'heal' }>): StepResult {
  const soldier = changeableSoldier(state, action.soldierId);
  if (isRefusal(soldier)) return soldier;
  const refusal = healRefusal(state, soldier);
  if (refusal) return { ok: false, error: refusal };
  const cost = healCost(state, soldier);
  const health = Math.min(soldier.maxHealth, soldier.health + cost.amount);
  return {
    ok: true,
    state: {
      ...replaceSoldier(state, { ...soldier, health, status: healthStatus(health, soldier.maxHealth) }),
      resources: spend(state.resources, cost),
    },
    entries: [
      {
        kind: 'healing',
        scope: 'soldier',
        health,
        maxHealth: soldier.maxHealth,
        soldierId: soldier.id,
        soldierName: soldier.name,
        refId: soldier.id,
        resourceChanges: negate({ funds: cost.funds, supplies: cost.supplies }),
      },
    ],
  };
}

/** Health the medbays give each wounded soldier per day (spec: 5 + 3 × level per active finished medbay). */
export function medbayHealing(state: GameState): number {
  let total = 0;
  for (const facility of state.facilities) {
    const healing = facilityDefinition(facility.type).healing;
    if (healing && isFacilityComplete(facility)) total += healing.base + healing.perLevel * facility.level;
  }
  return total;
}

/**
 * Day step: every soldier below max health who is neither KIA nor On Mission heals the medbays'
 * amount plus research and own daily-healing bonuses; Ready at full health, otherwise Wounded.
 */
/** What every resting wounded soldier heals a day: the medbays plus research (spec + decided). */
export function baseDailyHealing(state: GameState): number {
  return medbayHealing(state) + sumModifiers(researchModifiers(state), 'daily_healing');
}

/** A soldier's daily healing and where it comes from: the base every wounded gets, and their own. */
export interface DailyHealingParts {
  /** The medbays plus research (`baseDailyHealing`). */
  base: number;
  /** The soldier's own kit and skills. */
  own: number;
  /** What the day step heals them: base + own. */
  total: number;
}

/**
 * The one answer to "how much does this soldier heal a day" (issue 26: the medbay showed the base
 * in one place and the soldier's figure in another): the day step heals `total`, every screen shows it.
 */
export function dailyHealingParts(
  state: GameState,
  soldier: Soldier,
  base = baseDailyHealing(state),
): DailyHealingParts {
  const own = sumModifiers(soldierModifiers(soldier), 'daily_healing');
  return { base, own, total: base + own };
}

/** What this soldier heals a day while resting: the base amount plus their own kit and skills. */
export function dailyHealingFor(state: GameState, soldier: Soldier, base = baseDailyHealing(state)): number {
  return dailyHealingParts(state, soldier, base).total;
}

export function dailyHealing(state: GameState): Step {
  const baseAmount = baseDailyHealing(state);
  let changed = false;
  let healed = 0;
  const squad = state.squad.map((soldier) => {
    if (soldier.status === 'KIA' || isAway(soldier) || soldier.health >= soldier.maxHealth) return soldier;
    const amount = dailyHealingFor(state, soldier, baseAmount);
    if (amount <= 0) return soldier;
    const health = Math.min(soldier.maxHealth, soldier.health + amount);
    changed = true;
    healed += 1;
    return { ...soldier, health, status: healthStatus(health, soldier.maxHealth) };
  });
  if (!changed) return { state, entries: [] };
  return {
    state: { ...state, squad },
    entries: [{ kind: 'healing', scope: 'squad', count: healed }],
  };
}

/** Experience a Ready soldier gets per day from the barracks (decided: 1 per barracks level). */
export function barracksTrainingXp(state: GameState): number {
  let total = 0;
  for (const facility of state.facilities) {
    const perLevel = facilityDefinition(facility.type).trainingXpPerLevel;
    if (perLevel && isFacilityComplete(facility)) total += perLevel * facility.level;
  }
  return total;
}

/** Day step: Ready soldiers train in the barracks. */
export function barracksTraining(state: GameState): Step {
  const xp = barracksTrainingXp(state);
  if (xp <= 0) return { state, entries: [] };
  const entries: ReportEntry[] = [];
  const squad = state.squad.map((soldier) => {
    if (soldier.status !== 'Ready') return soldier;
    const trained = addExperience(soldier, xp, state.day);
    entries.push(...progressEntries(soldier, trained));
    return trained;
  });
  return { state: { ...state, squad }, entries };
}
