import type { ClassId } from './ids';

/**
 * The effects research projects, skills, abilities and equipment have on the campaign rules.
 * Content lists them as data; the rules in `campaign/` read them (OpenXcom style), so a new
 * project or skill needs no code, only a line here.
 *
 * Who a modifier applies to depends on its source: a completed research project applies to every
 * soldier (or only to `classId` when given) and to the base; a skill, an ability or a utility item
 * applies to the soldier who has it.
 */
export type Modifier =
  /** Combat rating points, which raise auto-resolve success by half a point each. */
  | { kind: 'combat'; amount: number; classId?: ClassId }
  /** Extra maximum health (and the same amount of current health when gained). */
  | { kind: 'max_health'; amount: number }
  /** Extra health recovered each day by a wounded soldier, on top of the medbays. */
  | { kind: 'daily_healing'; amount: number }
  /** Extra health restored by one manual heal (base 25). */
  | { kind: 'manual_heal'; amount: number }
  /** Extra daily income; for a skill, paid while the soldier is alive. */
  | { kind: 'income'; resource: 'funds' | 'supplies' | 'intel'; amount: number }
  /** Percent more experience from every source. */
  | { kind: 'xp_gain'; percent: number }
  /** Issue 23, the battlefield: extra battle HP (maximum, and current in proportion to health). */
  | { kind: 'battle_hp'; amount: number; classId?: ClassId }
  /** Issue 23: points of hit chance on every shot in battle. */
  | { kind: 'battle_accuracy'; amount: number; classId?: ClassId }
  /** Issue 23: extra maximum damage of a shot in battle. */
  | { kind: 'battle_damage'; amount: number; classId?: ClassId }
  /** Issue 23: points of hit chance taken off every enemy shot at the soldier (as armor defense). */
  | { kind: 'battle_defense'; amount: number; classId?: ClassId }
  /** Issue 23: mobility points in battle (tiles per AP = mobility / 40, rounded down). */
  | { kind: 'battle_mobility'; amount: number; classId?: ClassId }
  /** Issue 23: extra uses of Medkit in a battle, for a soldier who fields one (class ability or item). */
  | { kind: 'battle_medkit'; amount: number; classId?: ClassId };

/** The modifier kinds that act on the battlefield (campaign/modifiers.ts `battleBonusFor`). */
export const BATTLE_MODIFIER_KINDS = [
  'battle_hp',
  'battle_accuracy',
  'battle_damage',
  'battle_defense',
  'battle_mobility',
  'battle_medkit',
] as const;
export type BattleModifierKind = (typeof BATTLE_MODIFIER_KINDS)[number];

export type ModifierKind = Modifier['kind'];

const CLASS_PLURALS: Readonly<Record<ClassId, string>> = {
  sniper: 'snipers',
  ranger: 'rangers',
  support: 'support soldiers',
  heavy: 'heavies',
};

function forClass(classId: ClassId | undefined): string {
  return classId ? ` (${CLASS_PLURALS[classId]})` : '';
}

/** A player-facing line for a modifier, used by GAME_RULES.md and the profile screens. */
export function describeModifier(modifier: Modifier): string {
  switch (modifier.kind) {
    case 'combat':
      return `+${modifier.amount} combat rating${modifier.classId ? ` (${CLASS_PLURALS[modifier.classId]})` : ''}`;
    case 'max_health':
      return `+${modifier.amount} max health`;
    case 'daily_healing':
      return `+${modifier.amount} health healed per day while wounded`;
    case 'manual_heal':
      return `+${modifier.amount} health per manual heal`;
    case 'income':
      return `+${modifier.amount} ${modifier.resource} per day`;
    case 'xp_gain':
      return `+${modifier.percent}% experience`;
    case 'battle_hp':
      return `+${modifier.amount} battle HP${forClass(modifier.classId)}`;
    case 'battle_accuracy':
      return `+${modifier.amount} hit chance in battle${forClass(modifier.classId)}`;
    case 'battle_damage':
      return `+${modifier.amount} max damage in battle${forClass(modifier.classId)}`;
    case 'battle_defense':
      return `-${modifier.amount} enemy hit chance in battle${forClass(modifier.classId)}`;
    case 'battle_mobility':
      return `+${modifier.amount} mobility in battle${forClass(modifier.classId)}`;
    case 'battle_medkit':
      return `+${modifier.amount} Medkit use per battle${forClass(modifier.classId)}`;
  }
}
