// FROZEN: the battle rules as of rules version 4 (commit c404ea4), never edited. Used only to replay records
// made under rules <= 4 (legacy/replay-battle-v4.ts); the rules fingerprint does not include it.
/**
 * The odds of a shot, with every part shown (spec §9 player and enemy shots; DESIGN §3 floor 20,
 * cap 95). The screen draws `hitChance` before the shot; the rules roll exactly this number.
 */
import { BATTLE_RULES } from './content/battle';
import { aimPenalty, defenseBonus, markedAimBonus } from './effects';
import { coverAt, manhattan } from './map';
import type { BattleState, BattleUnit } from './types';

export type HitChancePartKind =
  /** Weapon accuracy (soldiers) or the enemy's 70. */
  | 'base'
  | 'distance'
  | 'cover'
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
  const raw = parts.reduce((total, part) => total + part.value, 0);
  const chance = Math.min(BATTLE_RULES.maxHitChance, Math.max(BATTLE_RULES.minHitChance, raw));
  if (chance !== raw) parts.push({ kind: chance > raw ? 'floor' : 'cap', value: chance - raw });
  return { chance, raw, parts };
}
