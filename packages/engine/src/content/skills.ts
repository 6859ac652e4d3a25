import type { ClassId } from './ids';
import type { Modifier } from './modifiers';

/**
 * Skill tier thresholds (spec §9: 0, 25, 60, 125, 200, 300, 450, 625, 875, 1250).
 * Skills use tiers 1–9; tier t needs SKILL_TIER_XP[t − 1] experience.
 */
export const SKILL_TIER_XP = [0, 25, 60, 125, 200, 300, 450, 625, 875, 1250] as const;

export function xpForSkillTier(tier: number): number {
  return SKILL_TIER_XP[tier - 1] ?? Number.POSITIVE_INFINITY;
}

export interface SkillDefinition {
  id: string;
  name: string;
  classId: ClassId;
  /** 1–9. */
  tier: number;
  xpRequired: number;
  /** Player-facing text; the numbers in `modifiers` are what the rules apply. */
  effect: string;
  modifiers: readonly Modifier[];
}

function skill<const Id extends string>(
  id: Id,
  name: string,
  classId: ClassId,
  tier: number,
  effect: string,
  modifiers: readonly Modifier[],
): SkillDefinition & { id: Id } {
  return { id, name, classId, tier, xpRequired: xpForSkillTier(tier), effect, modifiers };
}

/** The 17 skills (names and effects decided; the spec gives only their count and tier range). */
export const SKILLS = [
  skill('steady_aim', 'Steady Aim', 'sniper', 1, 'Breath control on every shot.', [
    { kind: 'combat', amount: 2 },
    { kind: 'battle_accuracy', amount: 5 },
  ]),
  skill('eagle_eye', 'Eagle Eye', 'sniper', 4, 'Spots threats before they spot the squad.', [
    { kind: 'combat', amount: 3 },
    { kind: 'battle_accuracy', amount: 5 },
  ]),
  skill('ghost_step', 'Ghost Step', 'sniper', 6, 'Moves unseen; comes home with fresh intelligence.', [
    { kind: 'income', resource: 'intel', amount: 1 },
    { kind: 'battle_defense', amount: 5 },
  ]),
  skill('one_shot', 'One Shot, One Kill', 'sniper', 8, 'Ends fights before they begin.', [
    { kind: 'combat', amount: 5 },
    { kind: 'battle_damage', amount: 1 },
  ]),
  skill('quick_reflexes', 'Quick Reflexes', 'ranger', 1, 'Shrugs off what would drop others.', [
    { kind: 'max_health', amount: 10 },
    { kind: 'battle_hp', amount: 1 },
  ]),
  skill('scavenger', 'Scavenger', 'ranger', 3, 'Always brings something back from the field.', [
    { kind: 'income', resource: 'supplies', amount: 2 },
  ]),
  skill('run_and_gun', 'Run and Gun', 'ranger', 5, 'Fires on the move without losing the pace.', [
    { kind: 'combat', amount: 3 },
    { kind: 'battle_mobility', amount: 20 },
  ]),
  skill('blademaster', 'Blademaster', 'ranger', 7, 'Lethal at arm’s length.', [
    { kind: 'combat', amount: 4 },
    { kind: 'battle_damage', amount: 1 },
  ]),
  skill('field_surgeon', 'Field Surgeon', 'support', 1, 'Patches wounds between engagements.', [
    { kind: 'daily_healing', amount: 5 },
    { kind: 'battle_medkit', amount: 1 },
  ]),
  skill('quartermaster', 'Quartermaster', 'support', 4, 'Knows where every crate is hidden.', [
    { kind: 'income', resource: 'supplies', amount: 3 },
    { kind: 'battle_medkit', amount: 1 },
  ]),
  skill('tactical_insight', 'Tactical Insight', 'support', 6, 'Reads the fight and learns from it.', [
    { kind: 'combat', amount: 3 },
    { kind: 'xp_gain', percent: 10 },
    { kind: 'battle_accuracy', amount: 5 },
  ]),
  skill('combat_medic_training', 'Combat Medic Training', 'support', 8, 'Turns a medbay visit into a quick stop.', [
    { kind: 'manual_heal', amount: 15 },
    { kind: 'daily_healing', amount: 5 },
    { kind: 'battle_hp', amount: 1 },
  ]),
  skill('iron_skin', 'Iron Skin', 'heavy', 1, 'Built to absorb punishment.', [
    { kind: 'max_health', amount: 15 },
    { kind: 'battle_hp', amount: 1 },
  ]),
  skill('suppressive_specialist', 'Suppressive Specialist', 'heavy', 3, 'Keeps heads down so others can move.', [
    { kind: 'combat', amount: 2 },
    { kind: 'battle_accuracy', amount: 5 },
  ]),
  skill('demolitions', 'Demolitions', 'heavy', 5, 'Cover is a suggestion.', [
    { kind: 'combat', amount: 3 },
    { kind: 'battle_damage', amount: 1 },
  ]),
  skill('juggernaut', 'Juggernaut', 'heavy', 7, 'Keeps walking through the fire.', [
    { kind: 'max_health', amount: 20 },
    { kind: 'battle_hp', amount: 1 },
  ]),
  skill('unbreakable', 'Unbreakable', 'heavy', 9, 'A legend the whole base trains to match.', [
    { kind: 'combat', amount: 3 },
    { kind: 'xp_gain', percent: 15 },
    { kind: 'battle_defense', amount: 5 },
  ]),
];

export type SkillId = (typeof SKILLS)[number]['id'];

export const SKILL_BY_ID: ReadonlyMap<string, SkillDefinition> = new Map(SKILLS.map((s) => [s.id, s]));
