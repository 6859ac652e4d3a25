/**
 * Collects the modifiers (content/modifiers.ts) that apply right now: those of completed
 * research for the whole base, those of skills and the utility item for one soldier.
 */

import type { BattleBonus, BattleSquadMember } from '../battle/types';
import { UTILITY_BY_ID } from '../content/equipment';
import type { BattleModifierKind, Modifier } from '../content/modifiers';
import { RESEARCH_BY_ID } from '../content/research';
import { SKILL_BY_ID } from '../content/skills';
import type { GameState, Soldier } from './types';

const NO_MODIFIERS: readonly Modifier[] = [];

/** Memo per research list: the list is replaced (never mutated) whenever research changes. */
const researchCache = new WeakMap<GameState['research'], readonly Modifier[]>();

export function researchModifiers(state: GameState): readonly Modifier[] {
  const cached = researchCache.get(state.research);
  if (cached) return cached;
  const modifiers = completedProjectModifiers(state.research, Number.POSITIVE_INFINITY);
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
export function soldierModifiers(soldier: Pick<Soldier, 'unlockedSkills' | 'loadout'>): readonly Modifier[] {
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

/** Which part of a squad member's battle bonus each battle modifier kind adds to. */
const BONUS_FIELD: Readonly<Record<BattleModifierKind, keyof BattleBonus>> = {
  battle_hp: 'hp',
  battle_accuracy: 'accuracy',
  battle_damage: 'damage',
  battle_defense: 'defense',
  battle_mobility: 'mobility',
  battle_medkit: 'medkitUses',
};

function isBattleModifier(modifier: Modifier): modifier is Extract<Modifier, { kind: BattleModifierKind }> {
  return Object.hasOwn(BONUS_FIELD, modifier.kind);
}

/**
 * Issue 23: what a soldier carries onto the battlefield from research (`research`, the modifiers
 * of the projects completed when the squad deployed) and from their own skills and utility item:
 * the sum of every `battle_*` modifier for everyone or for the soldier's class. The one path from
 * campaign growth to battle stats (battle/create.ts applies it).
 */
export function battleBonusFor(
  research: readonly Modifier[],
  soldier: Pick<Soldier, 'classId' | 'unlockedSkills' | 'loadout'>,
): BattleBonus {
  const bonus: BattleBonus = { hp: 0, accuracy: 0, damage: 0, defense: 0, mobility: 0, medkitUses: 0 };
  for (const modifiers of [research, soldierModifiers(soldier)]) {
    for (const modifier of modifiers) {
      if (!isBattleModifier(modifier) || (modifier.classId && modifier.classId !== soldier.classId)) continue;
      bonus[BONUS_FIELD[modifier.kind]] += modifier.amount;
    }
  }
  return bonus;
}

/** The modifiers of the research completed by the end of `day` (a mission's deploy day). */
export function researchModifiersThrough(state: Pick<GameState, 'research'>, day: number): readonly Modifier[] {
  return completedProjectModifiers(state.research, day);
}

/** The modifiers of the projects completed by the end of `day` (a record without its day: long done). */
function completedProjectModifiers(research: GameState['research'], day: number): Modifier[] {
  const modifiers: Modifier[] = [];
  for (const record of research) {
    if (!record.completed || (record.completedOnDay ?? 0) > day) continue;
    const project = RESEARCH_BY_ID.get(record.projectId);
    if (project) modifiers.push(...project.modifiers);
  }
  return modifiers;
}

/**
 * A squad as the battle needs it: each soldier with their battle bonus, left off when it adds
 * nothing (so a squad with no research or battle skills sets up the very input it did before).
 */
export function withBattleBonus<T extends Soldier>(
  research: readonly Modifier[],
  squad: readonly T[],
): (T & Pick<BattleSquadMember, 'bonus'>)[] {
  return squad.map((soldier) => {
    const bonus = battleBonusFor(research, soldier);
    return Object.values(bonus).some((v) => v !== 0) ? { ...soldier, bonus } : soldier;
  });
}
