import { ABILITY_BY_ID, type AbilityDefinition, type AbilityId } from './abilities';
import type { ClassId } from './ids';
import type { SkillId } from './skills';

/** Base stats of a class (spec: health / aim / mobility / defense / willpower / critChance). */
export interface ClassStats {
  health: number;
  aim: number;
  mobility: number;
  defense: number;
  willpower: number;
  critChance: number;
}

export interface ClassAbilitySlot {
  abilityId: AbilityId;
  /** Experience at which the soldier gains it (spec: 0, 75, 250, 500, 1000). */
  unlockAtXp: number;
}

export interface ClassDefinition {
  id: ClassId;
  name: string;
  description: string;
  stats: ClassStats;
  /** The class's skills, in tier order. */
  skills: readonly SkillId[];
  /** Five abilities, one per unlock threshold. */
  abilities: readonly ClassAbilitySlot[];
}

/** Ability unlock thresholds (spec §9). */
export const ABILITY_UNLOCK_XP = [0, 75, 250, 500, 1000] as const;

/**
 * Stats of a soldier without a class (decided): chosen so that a fresh Private with the default
 * loadout has exactly combat rating 50, the spec's default in the auto-resolve formula.
 */
export const UNCLASSED_STATS: ClassStats = {
  health: 100,
  aim: 60,
  mobility: 65,
  defense: 40,
  willpower: 60,
  critChance: 5,
};

function slots(ids: readonly [AbilityId, AbilityId, AbilityId, AbilityId, AbilityId]): ClassAbilitySlot[] {
  return ids.map((abilityId, i) => ({ abilityId, unlockAtXp: ABILITY_UNLOCK_XP[i] ?? 0 }));
}

/** The four classes: base stats from the spec; skills and abilities assigned by us (decided). */
export const CLASSES: readonly ClassDefinition[] = [
  {
    id: 'sniper',
    name: 'Sniper',
    description: 'Long-range marksman: the best aim and critical chance, the thinnest skin.',
    stats: { health: 80, aim: 90, mobility: 60, defense: 50, willpower: 70, critChance: 25 },
    skills: ['steady_aim', 'eagle_eye', 'ghost_step', 'one_shot'],
    abilities: slots(['overwatch', 'deadeye', 'disabling_shot', 'holo_targeting', 'serial_killer']),
  },
  {
    id: 'ranger',
    name: 'Ranger',
    description: 'Fast close-quarters fighter who flanks, breaches and finishes the job.',
    stats: { health: 100, aim: 75, mobility: 80, defense: 60, willpower: 75, critChance: 15 },
    skills: ['quick_reflexes', 'scavenger', 'run_and_gun', 'blademaster'],
    abilities: slots(['overwatch', 'double_tap', 'flashbang', 'smoke_bomb', 'blade_storm']),
  },
  {
    id: 'support',
    name: 'Support',
    description: 'Field medic and tactician who keeps the squad alive and pointed the right way.',
    stats: { health: 90, aim: 70, mobility: 70, defense: 55, willpower: 90, critChance: 10 },
    skills: ['field_surgeon', 'quartermaster', 'tactical_insight', 'combat_medic_training'],
    abilities: slots(['medkit', 'smoke_bomb', 'guardian', 'holo_targeting', 'revival_protocol']),
  },
  {
    id: 'heavy',
    name: 'Heavy',
    description: 'Walking fortress with suppressing fire and explosives.',
    stats: { health: 120, aim: 65, mobility: 50, defense: 70, willpower: 80, critChance: 10 },
    skills: ['iron_skin', 'suppressive_specialist', 'demolitions', 'juggernaut', 'unbreakable'],
    abilities: slots(['suppress_fire', 'suppression', 'bunker_down', 'flashbang', 'rocket_launcher']),
  },
];

export const CLASS_BY_ID: ReadonlyMap<ClassId, ClassDefinition> = new Map(CLASSES.map((c) => [c.id, c]));

export function classDefinition(classId: ClassId): ClassDefinition {
  const found = CLASS_BY_ID.get(classId);
  if (!found) throw new Error(`Unknown class ${classId}`);
  return found;
}

/** A soldier's base stats: the class's, or the unclassed recruit's. */
export function statsFor(classId: ClassId | null): ClassStats {
  return classId ? classDefinition(classId).stats : UNCLASSED_STATS;
}

/**
 * Abilities unlocked by experience (spec: 0, 75, 250, 500, 1000); none without a class. Content, not a
 * rule: the battle (battle/create.ts) and the campaign read it, and battle/ imports no campaign/.
 */
export function soldierAbilities(soldier: { classId: ClassId | null; experience: number }): AbilityDefinition[] {
  if (!soldier.classId) return [];
  const definition = CLASS_BY_ID.get(soldier.classId);
  if (!definition) return [];
  const abilities: AbilityDefinition[] = [];
  for (const slot of definition.abilities) {
    const ability = ABILITY_BY_ID.get(slot.abilityId);
    if (ability && soldier.experience >= slot.unlockAtXp) abilities.push(ability);
  }
  return abilities;
}
