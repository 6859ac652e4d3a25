/**
 * What the commander does with soldiers on the base screen (recruit, nickname, class, loadout,
 * manual heal) and the two daily squad steps (medbay healing, barracks training).
 */
import { CLASS_BY_ID } from '../content/classes';
import { HEAL_AMOUNT, HEAL_COST, RECRUIT_COST } from '../content/economy';
import { ARMOR_BY_ID, UTILITY_BY_ID, WEAPON_BY_ID } from '../content/equipment';
import { facilityDefinition } from '../content/facilities';
import { NICKNAME_MAX_LENGTH, SPECIALIZE_MIN_XP } from '../content/squad';
import type { Rng } from '../rng';
import type { GameAction } from './actions';
import { canAfford, negate, spend } from './economy';
import { loadoutBlock, loadoutCost } from './equipment';
import { type GameError, gameError } from './errors';
import { isFacilityComplete } from './facility-state';
import { researchModifiers, soldierModifiers, sumModifiers } from './modifiers';
import { generateSoldierName, newSoldier } from './new-campaign';
import type { ReportEntry } from './report';
import {
  addExperience,
  findSoldier,
  healthStatus,
  maxHealthFor,
  progressEntries,
  replaceSoldier,
  skillsEarned,
  withHistory,
} from './squad';
import type { Step, StepResult } from './step';
import type { GameState, Soldier } from './types';

export const SQUAD_MESSAGES = {
  soldierNotFound: 'Soldier not found!',
  insufficientRecruit: 'Insufficient resources!',
  nickname: `Nickname must be 1-${NICKNAME_MAX_LENGTH} characters!`,
  fallen: 'This soldier has fallen and cannot be changed.',
  onMission: 'This soldier is on a mission!',
  rankTooLow: 'Only Sergeants and above can specialize!',
  sameClass: 'Soldier already has this specialization!',
  unknownClass: 'Unknown specialization!',
  unknownEquipment: 'Unknown equipment!',
  equipmentLocked: 'This equipment needs research first!',
  insufficientKit: 'Insufficient resources!',
  insufficientHealing: 'Insufficient resources for healing!',
  fullHealth: 'Soldier is already at full health!',
} as const;

export function recruitCost(): number {
  return RECRUIT_COST;
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
  if (!soldier) return gameError('not_found', SQUAD_MESSAGES.soldierNotFound);
  if (soldier.status === 'KIA') return gameError('soldier_unavailable', SQUAD_MESSAGES.fallen);
  return soldier;
}

function isRefusal(value: StepResult | Soldier): value is StepResult {
  return 'ok' in value;
}

export function recruit(state: GameState, rng: Rng): StepResult {
  if (state.resources.funds < RECRUIT_COST)
    return gameError('insufficient_resources', SQUAD_MESSAGES.insufficientRecruit);
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
      resources: spend(state.resources, { funds: RECRUIT_COST }),
    },
    entries: [
      {
        kind: 'recruit',
        soldierId: id,
        soldierName: soldier.name,
        refId: id,
        resourceChanges: { funds: -RECRUIT_COST },
      },
    ],
  };
}

export function setNickname(state: GameState, action: Extract<GameAction, { type: 'setNickname' }>): StepResult {
  const soldier = changeableSoldier(state, action.soldierId);
  if (isRefusal(soldier)) return soldier;
  const nickname = action.nickname.trim();
  if (nickname.length === 0 || nickname.length > NICKNAME_MAX_LENGTH) {
    return gameError('invalid_nickname', SQUAD_MESSAGES.nickname);
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
  if (soldier.status === 'On Mission') return gameError('soldier_unavailable', SQUAD_MESSAGES.onMission);
  const definition = CLASS_BY_ID.get(action.classId);
  if (!definition) return gameError('cannot_specialize', SQUAD_MESSAGES.unknownClass);
  if (soldier.experience < SPECIALIZE_MIN_XP) return gameError('cannot_specialize', SQUAD_MESSAGES.rankTooLow);
  if (soldier.classId === action.classId) return gameError('cannot_specialize', SQUAD_MESSAGES.sameClass);
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
      status: soldier.status === 'Training' ? 'Training' : healthStatus(Math.min(health, maxHealth), maxHealth),
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
  if (soldier.status === 'On Mission') return gameError('soldier_unavailable', SQUAD_MESSAGES.onMission);
  if (!WEAPON_BY_ID.has(action.weapon) || !ARMOR_BY_ID.has(action.armor) || !UTILITY_BY_ID.has(action.utility)) {
    return gameError('invalid_loadout', SQUAD_MESSAGES.unknownEquipment);
  }
  const loadout = { weapon: action.weapon, armor: action.armor, utility: action.utility };
  const block = loadoutBlock(state, soldier, loadout);
  if (block?.kind === 'locked') return gameError('invalid_loadout', SQUAD_MESSAGES.equipmentLocked);
  if (block) return gameError('insufficient_resources', SQUAD_MESSAGES.insufficientKit);
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
  if (soldier.status === 'KIA') return { code: 'soldier_unavailable', message: SQUAD_MESSAGES.fallen };
  if (soldier.status === 'On Mission') return { code: 'soldier_unavailable', message: SQUAD_MESSAGES.onMission };
  if (soldier.health >= soldier.maxHealth) return { code: 'full_health', message: SQUAD_MESSAGES.fullHealth };
  if (!canAfford(state.resources, healCost(state, soldier))) {
    return { code: 'insufficient_healing_resources', message: SQUAD_MESSAGES.insufficientHealing };
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

/** What this soldier heals a day while resting: the base amount plus their own kit and skills. */
export function dailyHealingFor(state: GameState, soldier: Soldier, base = baseDailyHealing(state)): number {
  return base + sumModifiers(soldierModifiers(soldier), 'daily_healing');
}

export function dailyHealing(state: GameState): Step {
  const baseAmount = baseDailyHealing(state);
  let changed = false;
  let healed = 0;
  const squad = state.squad.map((soldier) => {
    if (soldier.status === 'KIA' || soldier.status === 'On Mission' || soldier.health >= soldier.maxHealth)
      return soldier;
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
