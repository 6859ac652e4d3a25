/**
 * The odds of a shot, with every part shown (spec §9 player and enemy shots; DESIGN §3 floor 20,
 * cap 95). The screen draws `hitChance` before the shot; the rules roll exactly this number.
 */
import { BATTLE_RULES } from '../content/battle';
import { aimPenalty, defenseBonus, markedAimBonus } from './effects';
import { coverAt, manhattan } from './map';
import type { BattleState, BattleUnit } from './types';

export type HitChancePartKind =
  /** Weapon accuracy (soldiers) or the enemy's 70. */
  | 'base'
  | 'distance'
  | 'cover'
  /** Issue 24: the shot comes from the side of the target's cover, which then counts for nothing. */
  | 'flanked'
  /** Issue 33: the target is a hostile whose pod has not noticed the squad: its cover counts for nothing. */
  | 'ambush'
  /** The target's armor above the standard vest (enemy shots only). */
  | 'armor'
  /** Smoke Bomb or Bunker Down on the target. */
  | 'defense'
  /** Suppression, Suppressing Fire, Disabling Shot or Flashbang on the shooter. */
  | 'suppressed'
  /** Holo-Targeting's mark on the target. */
  | 'marked'
  /** A reaction shot from Overwatch. */
  | 'overwatch'
  /** A shot taken with extra care (Deadeye's aim bonus). */
  | 'aimed'
  /** DESIGN §3: what the 20% floor adds to a sum below it (so the parts add up to the chance). */
  | 'floor'
  /** DESIGN §3: what the 95% cap takes off a sum above it. */
  | 'cap';

export interface HitChancePart {
  kind: HitChancePartKind;
  /** Points of hit chance, signed. */
  value: number;
}

export interface HitChance {
  /** Percent the shot hits, after the floor and cap. */
  chance: number;
  /** The sum before the floor and cap. */
  raw: number;
  /** Every part, the floor or the cap last when it applies: they always add up to `chance`. */
  parts: HitChancePart[];
}

export interface HitChanceOptions {
  reaction?: boolean;
  /** Points an ability's own shot adds (Deadeye). */
  aimBonus?: number;
}

/**
 * Issue 24 [decided]: cover faces north and south, the way the two sides' lines face. A shot whose
 * longer axis is east–west (|dx| > |dy|; a diagonal counts as frontal) comes from the side of it: the
 * target is flanked and its cover counts for nothing.
 */
/** The sides a cover tile protects (issue 35: the board draws its shields there), as `isFlanked` reads them. */
export const COVER_FACES = ['north', 'south'] as const;

export function isFlanked(shooter: { x: number; y: number }, target: { x: number; y: number }): boolean {
  return Math.abs(shooter.x - target.x) > Math.abs(shooter.y - target.y);
}

/** Issue 33 [decided] ambush: a hostile whose pod has not noticed the squad is caught unbraced. */
export function isUnaware(target: Pick<BattleUnit, 'type' | 'alerted'>): boolean {
  return target.type === 'enemy' && target.alerted === false;
}

/**
 * Issue 33: whether the target's cover protects it from this shooter — there is cover, the shot is
 * not from its side, and (a hostile) it has noticed the squad. A hit on a target it does not protect
 * is an exposed hit (`BATTLE_RULES.exposedDamageBonus`).
 */
export function coverCounts(
  battle: Pick<BattleState, 'tiles'>,
  shooter: { x: number; y: number },
  target: Pick<BattleUnit, 'x' | 'y' | 'type' | 'alerted'>,
): boolean {
  return coverAt(battle, target.x, target.y) !== 'none' && !isFlanked(shooter, target) && !isUnaware(target);
}

export function hitChanceBetween(
  battle: Pick<BattleState, 'tiles'>,
  shooter: BattleUnit,
  target: BattleUnit,
  options: HitChanceOptions = {},
): HitChance {
  const parts: HitChancePart[] = [
    { kind: 'base', value: shooter.accuracy },
    { kind: 'distance', value: -BATTLE_RULES.distancePenalty * manhattan(shooter, target) },
    { kind: 'cover', value: -BATTLE_RULES.coverPenalty[coverAt(battle, target.x, target.y)] },
  ];
  const cover = BATTLE_RULES.coverPenalty[coverAt(battle, target.x, target.y)];
  if (cover > 0 && isFlanked(shooter, target)) parts.push({ kind: 'flanked', value: cover });
  else if (cover > 0 && isUnaware(target)) parts.push({ kind: 'ambush', value: cover });
  if (target.type === 'soldier') {
    const armor = Math.trunc(
      (target.armorDefense - BATTLE_RULES.standardArmorDefense) / BATTLE_RULES.armorDefensePerPoint,
    );
    if (armor !== 0) parts.push({ kind: 'armor', value: -armor });
  }
  const defense = defenseBonus(target);
  if (defense) parts.push({ kind: 'defense', value: -defense });
  const suppressed = aimPenalty(shooter);
  if (suppressed) parts.push({ kind: 'suppressed', value: -suppressed });
  const marked = markedAimBonus(target);
  if (marked) parts.push({ kind: 'marked', value: marked });
  if (options.reaction) parts.push({ kind: 'overwatch', value: -BATTLE_RULES.overwatchPenalty });
  if (options.aimBonus) parts.push({ kind: 'aimed', value: options.aimBonus });
  const raw = parts.reduce((total, part) => total + part.value, 0);
  const chance = Math.min(BATTLE_RULES.maxHitChance, Math.max(BATTLE_RULES.minHitChance, raw));
  if (chance !== raw) parts.push({ kind: chance > raw ? 'floor' : 'cap', value: chance - raw });
  return { chance, raw, parts };
}
