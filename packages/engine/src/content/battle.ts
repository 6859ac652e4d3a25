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
  /**
   * Spec: enemies spawn at x 7-10, y 1-4 with 2 AP. Since issue 24 hostiles start in pods (pods.ts,
   * the north band y 0-4); this area now only caps how many a battle fields (its 16 tiles).
   */
  enemySpawn: { minX: 7, maxX: 10, minY: 1, maxY: 4 },
  enemyAp: 2,
  /** Spec: easy 3, medium 4, hard 5, other 6 enemies. */
  enemyCount: { easy: 3, medium: 4, hard: 5, other: 6 } satisfies Record<BattleDifficultyLevel, number>,
  /**
   * Spec: "Enemy HP equals that same number". [decided, tuned] read as the HP of each enemy. Tuned
   * by the balance simulation: see docs/GAME_RULES.md "Battle balance".
   */
  enemyHp: { easy: 4, medium: 6, hard: 7, other: 7 } satisfies Record<BattleDifficultyLevel, number>,
  /**
   * Spec: enemy shot = max(20, 70 − 5 per distance − cover), range 6 (Manhattan), damage 1-2.
   * [tuned] The spec's 70 and 1-2 made every battle a walkover for the scripted commander (100% won
   * on every difficulty): the enemy's aim and damage are set per difficulty. Hard's aim (95) sits
   * under medium's (100) because hard brings a fifth hostile and more marksmen and grenadiers: both
   * were tuned together by `simulate:battle` after issue 24 (64.0% / 41.7% won). See GAME_RULES §14
   * "Battle balance". Rules version 8 [tuned]: hard's hostiles are tougher and worse shots (HP 6 → 7,
   * aim 80 → 68), so cover buys more on hard and a careless walk costs more (careful−careless on hard +15.5 → +20.7,
   * GAME_RULES §14 "Hard: tougher, worse-aimed hostiles").
   */
  enemyAccuracy: { easy: 85, medium: 85, hard: 68, other: 110 } satisfies Record<BattleDifficultyLevel, number>,
  enemyMinDamage: 1,
  enemyMaxDamage: { easy: 2, medium: 3, hard: 3, other: 3 } satisfies Record<BattleDifficultyLevel, number>,
  enemyRange: 6,
  /** [decided] enemies' mobility: 80 / `mobilityPerTile` = 2 tiles per AP, like a soldier's 80. */
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
  /**
   * [decided] Overwatch: reaction shots at −20 hit chance, at enemies in sight. Issue 35 item 14
   * [decided]: its reach is sight's 7 (it was 8, which sight never let it use).
   */
  overwatchPenalty: 20,
  overwatchRange: 7,
  /**
   * Issue 24 [decided]: a unit sees (and so can shoot or target) another only within this many tiles
   * (Manhattan) with a clear line; the same as the Overwatch reach. Pods start out of sight.
   */
  sightRange: 7,
  /**
   * Issue 33 [decided] concealment: a pod notices the squad only when one of its hostiles sees a
   * soldier within this many tiles — `open` for a soldier whose cover does not count against it (no
   * cover, or flanked), `cover` for one behind cover — or when it is attacked or hears gunfire.
   * Until then the squad is hidden from it, and its hostiles are ambushed (see `ambush`).
   */
  detectionRange: { open: 5, cover: 3 },
  /** Issue 33 [decided]: a shot wakes every pod with a hostile within this many tiles of the shooter. */
  noiseRange: 8,
  /**
   * Issue 33 [decided] the cost of the open: a hit on a target whose cover counts for nothing (none on
   * its tile, flanked, or an unaware hostile ambushed) deals this much more damage.
   */
  exposedDamageBonus: 1,
  /**
   * Issue 33 [decided] objectives that must be fought for: a soldier within this many tiles of the
   * zone or the exit alerts every pod, and the zone's turn counts, and the exit lets the squad out,
   * only while no hostile stands within this many tiles of the tiles.
   */
  objectiveAlarmRange: 2,
  objectiveContestRange: 1,
  /** Issue 24 [decided]: hostiles start in pods of at most this many, each alerted as one. */
  podSize: 3,
  /** Issue 24 [decided]: a pod's anchor starts at least this many tiles from every soldier, out of sight. */
  podMinDistance: 12,
  /**
   * Issue 33 [decided] a guarded objective: on a hold or extract battle the last pod starts as the
   * objective's guard, its anchor `distance` tiles from the zone or the exit — behind the zone (the
   * tile farthest from the squad), on the approach to the exit (the nearest; `GUARD_STAND` in
   * battle/create.ts) — its hostiles that can watch on Overwatch as sentries.
   */
  guard: { distance: 3 },
  /** Issue 24 [decided]: pods' anchors start at least this many tiles apart. */
  podSpacing: 4,
  /** Issue 24 [decided]: the squad's row is placed by the seed, at y 10 (and 11 for a squad over 6). */
  squadRowLength: 6,
  /** Issue 24 [decided]: the hold zone (2×2 in the middle band) and extraction tiles (3×2 on the north edge). */
  holdZone: { width: 2, height: 2, minY: 3, maxY: 5 },
  extractZone: { width: 3, height: 2, minY: 0, maxY: 0 },
} as const;

/** DESIGN §3: an amount on the 100-point campaign scale as battle HP, rounded, at least 1. */
export function battlePoints(campaignPoints: number): number {
  return Math.max(1, Math.round(campaignPoints / BATTLE_RULES.campaignPointsPerHp));
}
