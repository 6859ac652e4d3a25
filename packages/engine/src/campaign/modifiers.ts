/**
 * Collects the modifiers (content/modifiers.ts) that apply right now: those of completed
 * research for the whole base, those of skills and the utility item for one soldier.
 */
import { UTILITY_BY_ID } from '../content/equipment';
import type { Modifier } from '../content/modifiers';
import { RESEARCH_BY_ID } from '../content/research';
import { SKILL_BY_ID } from '../content/skills';
import type { GameState, Soldier } from './types';

const NO_MODIFIERS: readonly Modifier[] = [];

/** Memo per research list: the list is replaced (never mutated) whenever research changes. */
const researchCache = new WeakMap<GameState['research'], readonly Modifier[]>();

export function researchModifiers(state: GameState): readonly Modifier[] {
  const cached = researchCache.get(state.research);
  if (cached) return cached;
  const modifiers: Modifier[] = [];
  for (const record of state.research) {
    if (!record.completed) continue;
    const project = RESEARCH_BY_ID.get(record.projectId);
    if (project) modifiers.push(...project.modifiers);
  }
  const result = modifiers.length > 0 ? modifiers : NO_MODIFIERS;
  researchCache.set(state.research, result);
  return result;
}

/**
 * Memo per skill list and utility item. A soldier's `unlockedSkills` array is replaced (never
 * mutated) when a skill is learned, and survives the object spreads of every other change, so the
 * daily rules (income, healing, experience, combat) stop rebuilding the same list for each soldier.
 */
const soldierCache = new WeakMap<readonly string[], Map<string, readonly Modifier[]>>();

function buildSoldierModifiers(skillIds: readonly string[], utilityId: string): readonly Modifier[] {
  const utility = UTILITY_BY_ID.get(utilityId);
  if (skillIds.length === 0 && !utility) return NO_MODIFIERS;
  const modifiers: Modifier[] = [];
  for (const skillId of skillIds) {
    const skill = SKILL_BY_ID.get(skillId);
    if (skill) modifiers.push(...skill.modifiers);
  }
  if (utility) modifiers.push(...utility.modifiers);
  return modifiers;
}

/** A soldier's own modifiers: unlocked skills plus the utility item carried. */
export function soldierModifiers(soldier: Soldier): readonly Modifier[] {
  let byUtility = soldierCache.get(soldier.unlockedSkills);
  if (!byUtility) {
    byUtility = new Map();
    soldierCache.set(soldier.unlockedSkills, byUtility);
  }
  const utility = soldier.loadout.utility;
  let modifiers = byUtility.get(utility);
  if (!modifiers) {
    modifiers = buildSoldierModifiers(soldier.unlockedSkills, utility);
    byUtility.set(utility, modifiers);
  }
  return modifiers;
}

/** Sum of the amounts of one kind (for `combat`, only entries for everyone or for `classId`). */
export function sumModifiers(
  modifiers: readonly Modifier[],
  kind: 'combat' | 'max_health' | 'daily_healing' | 'manual_heal',
  classId: string | null = null,
): number {
  let total = 0;
  for (const modifier of modifiers) {
    if (modifier.kind !== kind) continue;
    if (modifier.kind === 'combat' && modifier.classId && modifier.classId !== classId) continue;
    total += modifier.amount;
  }
  return total;
}

export function sumXpGainPercent(modifiers: readonly Modifier[]): number {
  let total = 0;
  for (const modifier of modifiers) if (modifier.kind === 'xp_gain') total += modifier.percent;
  return total;
}
