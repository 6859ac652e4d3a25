/**
 * Words of the squad tab, the soldier profile and the medbay tab (spec: base-and-accounts §2, §8).
 * The spec's fixed texts (MUST SPECIALIZE, SPECIALIZE NOW!, the alert messages) live here once;
 * each theme spreads these groups and overrides what its universe says differently.
 * Templates use `{name}` placeholders the screen fills.
 */

import { CLASSES, type ClassStats } from '../content/classes';
import { ARMORS, type EquipmentId, UTILITIES, WEAPONS } from '../content/equipment';
import type { ClassId } from '../content/ids';
import { SKILLS, type SkillId } from '../content/skills';

export interface SquadScreenWords {
  /** The recruit button's price: '{amount} {resource}' gives '1,000 FUNDS'. */
  cost: string;
  /** Shown for a soldier without a class (the spec's 'none'). */
  noClass: string;
  /**
   * Class names by id. Ranks and classes keep the catalogue's names in every universe (a decision,
   * GAME_RULES §4); skills, kit and abilities (`battle.log.abilities`) are each universe's own.
   */
  classNames: Record<ClassId, string>;
  /** Skill names by id (the specialise dialog, the profile, the day report, the service record). */
  skillNames: Record<SkillId, string>;
  /** Weapon, armor and utility names by id: the loadout, the briefing. Where an item and an ability share an id (medkit, flashbang), they share the name. */
  itemNames: Record<EquipmentId, string>;
  rank: string;
  class: string;
  health: string;
  status: string;
  missions: string;
  experience: string;
  summaryTitle: string;
  /** Accessible name of the roster list. */
  rosterLabel: string;
  emptyRoster: string;
  mustSpecialize: string;
  specializeNow: string;
  /** Changing an existing class (a Sergeant or above who already has one). */
  specialize: string;
  profile: string;
  nicknameLabel: string;
  /** Accessible name of the pencil button: 'Edit nickname of {name}'. */
  editNickname: string;
  addNickname: string;
  save: string;
  cancel: string;
  close: string;
  recruitFailed: string;
  nicknameFailed: string;
  specializeFailed: string;
  loadoutFailed: string;
  specializeTitle: string;
  /** '{name}' is the soldier. */
  specializeIntro: string;
  specializeNote: string;
  chooseClass: string;
  currentClass: string;
  stats: Record<keyof ClassStats, string>;
  skills: string;
  abilities: string;
  profileTabs: { overview: string; skills: string; abilities: string; equipment: string; history: string };
  combatRating: string;
  /** '{xp} XP to {rank}'. */
  xpToNextRank: string;
  topRank: string;
  unlocked: string;
  locked: string;
  /** '{xp} XP'. */
  xpRequired: string;
  /** 'Tier {tier}'. */
  tier: string;
  noClassSkills: string;
  /** 'Unlocks at {xp} XP'. */
  unlocksAt: string;
  apCost: string;
  cooldown: string;
  /** '{n} turns'. */
  cooldownTurns: string;
  noCooldown: string;
  usesPerMission: string;
  unlimitedUses: string;
  weapon: string;
  armor: string;
  utility: string;
  damage: string;
  accuracy: string;
  defense: string;
  mobility: string;
  saveLoadout: string;
  loadoutSaved: string;
  /** What an item costs to issue: 'Cost'. */
  kitCost: string;
  /** An item with no price: 'Free'. */
  kitFree: string;
  /** An item waiting for research: 'Needs {project}'. */
  kitNeedsResearch: string;
  /** Beside a disabled SAVE LOADOUT: 'Need {amounts} more'. */
  kitNeedMore: string;
  /** What the chosen changes cost in all: 'Issuing costs {amounts}'. */
  kitTotal: string;
  /** 'Day {day}'. */
  historyDay: string;
  noHistory: string;
}

export interface MedbayScreenWords {
  woundedTitle: string;
  readyTitle: string;
  operationsTitle: string;
  noWounded: string;
  noReady: string;
  heal: string;
  healing: string;
  /** '+{amount} HP'. */
  healAmount: string;
  /** What one treatment costs: '{funds} {fundsLabel} · {supplies} {suppliesLabel}'. */
  healCost: string;
  /** Accessible name of a heal button: 'Heal {name}'. */
  healLabel: string;
  healFailed: string;
  /** Beside a disabled HEAL: 'Need {amounts} more'. */
  needMore: string;
  medbaysActive: string;
  /** The operations figure: what every resting wounded soldier heals, before their own kit and skills. */
  dailyHealing: string;
  /** '+{amount} HP / day'. */
  dailyHealingValue: string;
  /** Beside a soldier's own figure when their kit or skills add to it: '({base} base + {own} own kit and skills)'. */
  dailyHealingParts: string;
  woundedCount: string;
  /** '{facility}' is the theme's medbay name. */
  noMedbay: string;
  deployNote: string;
  health: string;
}

const CATALOGUE_CLASS_NAMES = Object.fromEntries(CLASSES.map((c) => [c.id, c.name])) as Record<ClassId, string>;
const CATALOGUE_SKILL_NAMES = Object.fromEntries(SKILLS.map((s) => [s.id, s.name])) as Record<SkillId, string>;
const CATALOGUE_ITEM_NAMES = Object.fromEntries(
  [...WEAPONS, ...ARMORS, ...UTILITIES].map((item) => [item.id, item.name]),
) as Record<EquipmentId, string>;

export const COMMON_SQUAD_SCREEN_WORDS: SquadScreenWords = {
  cost: '{amount} {resource}',
  noClass: 'No Class',
  classNames: CATALOGUE_CLASS_NAMES,
  skillNames: CATALOGUE_SKILL_NAMES,
  itemNames: CATALOGUE_ITEM_NAMES,
  rank: 'Rank',
  class: 'Class',
  health: 'Health',
  status: 'Status',
  missions: 'Missions',
  experience: 'XP',
  summaryTitle: 'SQUAD SUMMARY',
  rosterLabel: 'Roster',
  emptyRoster: 'No soldiers on the roster. Recruit one to start.',
  mustSpecialize: 'MUST SPECIALIZE',
  specializeNow: 'SPECIALIZE NOW!',
  specialize: 'CHANGE CLASS',
  profile: 'PROFILE',
  nicknameLabel: 'Nickname',
  editNickname: 'Edit nickname of {name}',
  addNickname: 'ADD NICKNAME',
  save: 'SAVE',
  cancel: 'CANCEL',
  close: 'Close',
  recruitFailed: 'Failed to recruit soldier',
  nicknameFailed: 'Failed to set nickname',
  specializeFailed: 'Failed to specialize soldier',
  loadoutFailed: 'Failed to update loadout',
  specializeTitle: 'CHOOSE SPECIALIZATION',
  specializeIntro: 'Choose a class for {name}.',
  specializeNote: 'Specializing is free. Experience is kept; skills are replaced by the new class’s skills.',
  chooseClass: 'CHOOSE {class}',
  currentClass: 'CURRENT',
  stats: {
    health: 'Health',
    aim: 'Aim',
    mobility: 'Mobility',
    defense: 'Defense',
    willpower: 'Willpower',
    critChance: 'Crit',
  },
  skills: 'Skills',
  abilities: 'Abilities',
  profileTabs: {
    overview: 'OVERVIEW',
    skills: 'SKILLS',
    abilities: 'ABILITIES',
    equipment: 'EQUIPMENT',
    history: 'HISTORY',
  },
  combatRating: 'Combat Rating',
  xpToNextRank: '{xp} XP to {rank}',
  topRank: 'Highest rank reached',
  unlocked: 'UNLOCKED',
  locked: 'LOCKED',
  xpRequired: '{xp} XP',
  tier: 'Tier {tier}',
  noClassSkills: 'Skills and abilities come with a specialization, from Sergeant up.',
  unlocksAt: 'Unlocks at {xp} XP',
  apCost: 'AP',
  cooldown: 'Cooldown',
  cooldownTurns: '{n} turns',
  noCooldown: 'None',
  usesPerMission: 'Uses / mission',
  unlimitedUses: 'Unlimited',
  weapon: 'Weapon',
  armor: 'Armor',
  utility: 'Utility',
  damage: 'Damage',
  accuracy: 'Accuracy',
  defense: 'Defense',
  mobility: 'Mobility',
  saveLoadout: 'SAVE LOADOUT',
  loadoutSaved: 'Loadout updated',
  kitCost: 'Cost',
  kitFree: 'Free',
  kitNeedsResearch: 'Needs {project}',
  kitNeedMore: 'Need {amounts} more',
  kitTotal: 'Issuing costs {amounts}',
  historyDay: 'Day {day}',
  noHistory: 'No entries in the service record yet.',
};

export const COMMON_MEDBAY_SCREEN_WORDS: MedbayScreenWords = {
  woundedTitle: 'WOUNDED',
  readyTitle: 'COMBAT READY',
  operationsTitle: 'OPERATIONS',
  noWounded: 'No wounded soldiers.',
  noReady: 'No soldier is combat ready.',
  heal: 'HEAL',
  healing: 'HEALING...',
  healAmount: '+{amount} HP',
  healCost: '{funds} {fundsLabel} · {supplies} {suppliesLabel}',
  healLabel: 'Heal {name}',
  healFailed: 'Failed to heal soldier',
  needMore: 'Need {amounts} more',
  medbaysActive: 'Medbays active',
  dailyHealing: 'Base daily healing',
  dailyHealingValue: '+{amount} HP / day',
  dailyHealingParts: '({base} base + {own} own kit and skills)',
  woundedCount: 'Wounded',
  noMedbay: 'Build a {facility} to heal the wounded every day.',
  deployNote: 'Wounded soldiers cannot be deployed.',
  health: 'Health',
};
