/**
 * [decided, issue 23] How the war hardens the battles the campaign fights: the later the chapter,
 * the higher the threat and the more key missions missed, the more and the tougher the hostiles.
 * Added to the difficulty's force (content/difficulty.ts) by campaign/battle-force.ts when a fought
 * mission is deployed. GAME_RULES §12 "Difficulty in battle".
 */
import type { ChapterNumber } from './story';

/** Plain numbers added to a battle's hostiles (here, content/difficulty.ts and campaign/battle-force.ts). */
export interface BattleForce {
  /** Hostiles beyond the template's count. */
  extraHostiles: number;
  /** Added to each hostile's HP (at least 1 remains). */
  hostileHp: number;
  /** Added to each hostile's accuracy and aim, in points of hit chance. */
  hostileAim: number;
}

/** What each chapter adds to every battle fought in it. */
export const CHAPTER_BATTLE_FORCE: Readonly<Record<ChapterNumber, BattleForce>> = {
  1: { extraHostiles: 0, hostileHp: 0, hostileAim: 0 },
  2: { extraHostiles: 1, hostileHp: 0, hostileAim: 0 },
  3: { extraHostiles: 1, hostileHp: 1, hostileAim: 0 },
  4: { extraHostiles: 2, hostileHp: 2, hostileAim: 5 },
};

/** Aim each hostile gains per threat level above 1 (threat 1..10). */
export const HOSTILE_AIM_PER_THREAT = 1;

/**
 * Added to every battle for each key mission whose deadline has passed and that is still not won:
 * the enemy it was meant to stop is in the field until it is.
 */
export const MISSED_KEY_MISSION_FORCE: BattleForce = { extraHostiles: 0, hostileHp: 0, hostileAim: 10 };
