/**
 * Soldier rules shared by every part of the campaign (missions use them too): experience, rank,
 * skills and abilities, maximum health and the combat rating that auto-resolve reads.
 */
import { ABILITY_UNLOCK_XP, CLASS_BY_ID, soldierAbilities, statsFor } from '../content/classes';
import { ARMOR_BY_ID, armorCombat, WEAPON_BY_ID, weaponCombat } from '../content/equipment';
import { RANKS, rankForExperience, rankLevel } from '../content/ranks';
import { SKILL_BY_ID, SKILL_TIER_XP, type SkillDefinition } from '../content/skills';
import { CLASS_COMBAT_SHARE, COMBAT_PER_RANK, SOLDIER_HISTORY_LIMIT } from '../content/squad';
import type { HistoryFact } from './facts';
import { researchModifiers, soldierModifiers, sumModifiers, sumXpGainPercent } from './modifiers';
import type { ReportEntry } from './report';
import type { GameState, Soldier } from './types';

/** Combat rating of an unknown or empty squad (spec: "Combat defaults to 50"). */
export const DEFAULT_COMBAT_RATING = 50;

export function isAlive(soldier: Soldier): boolean {
  return soldier.status !== 'KIA';
}

/**
 * Away from the base on a mission: On Mission, or Training on a Training Exercise (issue 35 item 14:
 * the squad summary counts each). Neither is picked, healed, specialised or re-equipped until back.
 */
export function isAway(soldier: Soldier): boolean {
  return soldier.status === 'On Mission' || soldier.status === 'Training';
}

/** Soldiers who can be picked for a mission: not away (On Mission, Training), not KIA, not Wounded, health above 0. */
export function availableSoldiers(state: GameState): Soldier[] {
  return state.squad.filter((s) => !isAway(s) && s.status !== 'KIA' && s.status !== 'Wounded' && s.health > 0);
}

export function findSoldier(state: GameState, soldierId: string): Soldier | undefined {
  return state.squad.find((s) => s.id === soldierId);
}

/** Appends a fact to the service record, keeping the newest SOLDIER_HISTORY_LIMIT. */
export function withHistory(soldier: Soldier, day: number, fact: HistoryFact): Soldier {
  const history = [...soldier.history, { day, fact }];
  if (history.length > SOLDIER_HISTORY_LIMIT) history.splice(0, history.length - SOLDIER_HISTORY_LIMIT);
  return { ...soldier, history };
}

/** The class skills whose tier the soldier's experience has reached, in tier order. */
export function skillsEarned(soldier: Pick<Soldier, 'classId' | 'experience'>): SkillDefinition[] {
  if (!soldier.classId) return [];
  const definition = CLASS_BY_ID.get(soldier.classId);
  if (!definition) return [];
  const earned: SkillDefinition[] = [];
  for (const id of definition.skills) {
    const skill = SKILL_BY_ID.get(id);
    if (skill && soldier.experience >= skill.xpRequired) earned.push(skill);
  }
  return earned;
}

/** The soldier's unlocked skills as definitions (for the profile's skills tab). */
export function soldierSkills(soldier: Soldier): SkillDefinition[] {
  const skills: SkillDefinition[] = [];
  for (const id of soldier.unlockedSkills) {
    const skill = SKILL_BY_ID.get(id);
    if (skill) skills.push(skill);
  }
  return skills;
}

function skillMaxHealth(skillIds: readonly string[]): number {
  let total = 0;
  for (const id of skillIds) {
    const skill = SKILL_BY_ID.get(id);
    if (skill) total += sumModifiers(skill.modifiers, 'max_health');
  }
  return total;
}

/** Max health = class (or recruit) base health + completed research + the soldier's skills. */
export function maxHealthFor(state: GameState, soldier: Pick<Soldier, 'classId' | 'unlockedSkills'>): number {
  return (
    statsFor(soldier.classId).health +
    sumModifiers(researchModifiers(state), 'max_health') +
    skillMaxHealth(soldier.unlockedSkills)
  );
}

/** Every experience value at which something changes: a rank (and skill tier) or an ability. */
const EXPERIENCE_MILESTONES: readonly number[] = [
  ...new Set([...RANKS.map((r) => r.xp), ...SKILL_TIER_XP, ...ABILITY_UNLOCK_XP]),
].sort((a, b) => a - b);

function crossesMilestone(before: number, after: number): boolean {
  for (const milestone of EXPERIENCE_MILESTONES) if (milestone > before && milestone <= after) return true;
  return false;
}

/**
 * Adds experience (plus the soldier's own xp_gain skills), then updates rank, unlocks the class
 * skills whose tier is reached (a max-health skill raises health by the same amount) and writes
 * promotions, skills and abilities into the service record. A KIA soldier never changes.
 */
export function addExperience(soldier: Soldier, xp: number, day: number): Soldier {
  if (!isAlive(soldier) || xp <= 0) return soldier;
  const gained = Math.floor((xp * (100 + sumXpGainPercent(soldierModifiers(soldier)))) / 100);
  const experience = soldier.experience + gained;
  // Most gains (a day in the barracks) cross no rank, skill or ability threshold: only the number moves.
  if (!crossesMilestone(soldier.experience, experience)) return { ...soldier, experience };
  let next: Soldier = { ...soldier, experience, rank: rankForExperience(experience) };
  if (next.rank !== soldier.rank) next = withHistory(next, day, { kind: 'promoted', rank: next.rank });

  const newSkills = skillsEarned(next).filter((s) => !soldier.unlockedSkills.includes(s.id));
  if (newSkills.length > 0) {
    const extraHealth = skillMaxHealth(newSkills.map((s) => s.id));
    next = {
      ...next,
      unlockedSkills: [...soldier.unlockedSkills, ...newSkills.map((s) => s.id)],
      maxHealth: next.maxHealth + extraHealth,
      health: next.health + extraHealth,
    };
    for (const skill of newSkills) next = withHistory(next, day, { kind: 'skill_learned', skillId: skill.id });
  }
  const before = new Set(soldierAbilities(soldier).map((a) => a.id));
  for (const ability of soldierAbilities(next)) {
    if (!before.has(ability.id)) next = withHistory(next, day, { kind: 'ability_unlocked', abilityId: ability.id });
  }
  return next;
}

/** Report entries for what changed between two versions of a soldier (rank, skills). */
export function progressEntries(before: Soldier, after: Soldier): ReportEntry[] {
  const entries: ReportEntry[] = [];
  const who = { soldierId: after.id, soldierName: after.name, nickname: after.nickname, refId: after.id };
  if (after.rank !== before.rank) entries.push({ kind: 'rank_up', advance: 'rank', rank: after.rank, ...who });
  for (const id of after.unlockedSkills) {
    if (before.unlockedSkills.includes(id)) continue;
    if (SKILL_BY_ID.has(id)) entries.push({ kind: 'rank_up', advance: 'skill', skillId: id, ...who });
  }
  return entries;
}

/**
 * One soldier's combat rating (decided; 50 for a fresh unclassed Private with the default loadout):
 * 50 + half of the class's (aim + defense) / 2 above 50, + 2 per rank above Private, + weapon and armor points,
 * + combat modifiers of completed research, skills and the utility item, + the combat value of
 * every unlocked ability.
 */
export function soldierCombatRating(state: GameState, soldier: Soldier): number {
  // A rating depends only on the soldier and the completed research, and both are replaced (never
  // mutated) when they change, so the mission odds and the day's resolutions share one computation.
  const cached = ratingCache.get(soldier);
  if (cached?.research === state.research) return cached.rating;
  const rating = computeCombatRating(state, soldier);
  ratingCache.set(soldier, { research: state.research, rating });
  return rating;
}

const ratingCache = new WeakMap<Soldier, { research: GameState['research']; rating: number }>();

function computeCombatRating(state: GameState, soldier: Soldier): number {
  const stats = statsFor(soldier.classId);
  const classPoints = CLASS_COMBAT_SHARE * ((stats.aim + stats.defense) / 2 - DEFAULT_COMBAT_RATING);
  let rating = DEFAULT_COMBAT_RATING + classPoints + COMBAT_PER_RANK * (rankLevel(soldier.experience) - 1);
  const weapon = WEAPON_BY_ID.get(soldier.loadout.weapon);
  if (weapon) rating += weaponCombat(weapon);
  const armor = ARMOR_BY_ID.get(soldier.loadout.armor);
  if (armor) rating += armorCombat(armor);
  rating += sumModifiers(researchModifiers(state), 'combat', soldier.classId);
  rating += sumModifiers(soldierModifiers(soldier), 'combat', soldier.classId);
  for (const ability of soldierAbilities(soldier)) rating += ability.combatValue;
  return rating;
}

/**
 * Average combat rating of the soldiers with these ids, rounded to one decimal; 50 when none is
 * found. Auto-resolve uses it: success = successRate + (rating − 50) / 2.
 */
export function squadCombatRating(state: GameState, soldierIds: readonly string[]): number {
  let total = 0;
  let count = 0;
  for (const id of soldierIds) {
    const soldier = findSoldier(state, id);
    if (!soldier) continue;
    total += soldierCombatRating(state, soldier);
    count += 1;
  }
  if (count === 0) return DEFAULT_COMBAT_RATING;
  return Math.round((total / count) * 10) / 10;
}

/** Status after a change of health: Ready at full health, otherwise Wounded (spec §4). */
export function healthStatus(health: number, maxHealth: number): 'Ready' | 'Wounded' {
  return health >= maxHealth ? 'Ready' : 'Wounded';
}

/** Replaces one soldier in the squad, keeping order. */
export function replaceSoldier(state: GameState, soldier: Soldier): GameState {
  return { ...state, squad: state.squad.map((s) => (s.id === soldier.id ? soldier : s)) };
}
