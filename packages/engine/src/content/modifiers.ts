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
  | { kind: 'xp_gain'; percent: number };

export type ModifierKind = Modifier['kind'];

const CLASS_PLURALS: Readonly<Record<ClassId, string>> = {
  sniper: 'snipers',
  ranger: 'rangers',
  support: 'support soldiers',
  heavy: 'heavies',
};

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
  }
}
