// FROZEN: the battle rules as of rules version 4 (commit c404ea4), never edited. Used only to replay records
// made under rules <= 4 (legacy/replay-battle-v4.ts); the rules fingerprint does not include it.
/**
 * The tactical battle's numbers, as data (spec §9 "Battle", DESIGN §3 battle scale). Rules in
 * `battle/` read them; the balance simulation (`npm run simulate:battle`) tunes the [decided] ones.
 */
import type { BattleDifficultyLevel, Cover } from './ids';

export const BATTLE_RULES = {
  /** DESIGN §3: soldiers carry 5 battle HP and 2 AP. */
  soldierMaxHp: 5,
  soldierAp: 2,
  /** Spec: soldiers start in a row at y 10 from x 1. */
  soldierRowY: 10,
  soldierFirstX: 1,
  /** Spec: enemies spawn at x 7-10, y 1-4 with 2 AP; count and HP by difficulty. */
  enemySpawn: { minX: 7, maxX: 10, minY: 1, maxY: 4 },
  enemyAp: 2,
  /** Spec: easy 3, medium 4, hard 5, other 6 enemies. */
  enemyCount: { easy: 3, medium: 4, hard: 5, other: 6 } satisfies Record<BattleDifficultyLevel, number>,
  /**
   * Spec: "Enemy HP equals that same number". [decided, tuned] read as the HP of each enemy. Tuned
   * by the balance simulation: see docs/GAME_RULES.md "Battle balance".
   */
  enemyHp: { easy: 3, medium: 6, hard: 6, other: 7 } satisfies Record<BattleDifficultyLevel, number>,
  /**
   * Spec: enemy shot = max(20, 70 − 5 per distance − cover), range 6 (Manhattan), damage 1-2.
   * [tuned] The spec's 70 and 1-2 made every battle a walkover for the scripted commander (100% won
   * on every difficulty): the enemy's aim and damage now rise with the difficulty. See GAME_RULES.
   */
  enemyAccuracy: { easy: 70, medium: 110, hard: 110, other: 110 } satisfies Record<BattleDifficultyLevel, number>,
  enemyMinDamage: 1,
  enemyMaxDamage: { easy: 2, medium: 3, hard: 3, other: 3 } satisfies Record<BattleDifficultyLevel, number>,
  enemyRange: 6,
  /** [decided] enemies move one tile per AP, like an unclassed soldier in heavy armor. */
  enemyMobility: 80,
  /** Spec: −5 hit chance per tile of distance. */
  distancePenalty: 5,
  /** Spec: cover penalty 40 for full and 20 for half. */
  coverPenalty: { none: 0, half: 20, full: 40 } satisfies Record<Cover, number>,
  /** Spec: floor 20; DESIGN §3: capped at 95 for both sides. */
  minHitChance: 20,
  maxHitChance: 95,
  /** [decided] Tiles a unit moves per AP = mobility / this, rounded down (80 → 2; 40-79 → 1). */
  mobilityPerTile: 40,
  /** [decided] Every this many armor defense points above the standard vest's 20 cost the enemy 1 point. */
  armorDefensePerPoint: 2,
  standardArmorDefense: 20,
  /** DESIGN §3: the ability table's amounts convert at 20 campaign points per battle HP (at least 1). */
  campaignPointsPerHp: 20,
  /** [decided] Overwatch: reaction shots at −20 hit chance, at enemies within 8 tiles in sight. */
  overwatchPenalty: 20,
  overwatchRange: 8,
} as const;

/** DESIGN §3: an amount on the 100-point campaign scale as battle HP, rounded, at least 1. */
export function battlePoints(campaignPoints: number): number {
  return Math.max(1, Math.round(campaignPoints / BATTLE_RULES.campaignPointsPerHp));
}
