/**
 * The daily battle's numbers (issue 36; GAME_RULES "The daily battle"): the difficulty each UTC
 * weekday brings, the ranks the day's squad is drawn from, and the score's weights.
 */
import type { BattleDifficulty } from './missions';

/** [decided] Index 0 is Monday: two easy days, three medium, two hard (the weekend's). */
export const DAILY_WEEKDAY_DIFFICULTY: readonly BattleDifficulty[] = [
  'easy',
  'easy',
  'medium',
  'medium',
  'medium',
  'hard',
  'hard',
];

/** [decided] The day's soldiers are Corporal (index 2 of RANKS) to Master Sergeant (index 6). */
export const DAILY_RANK_RANGE = { lowest: 2, highest: 6 } as const;

/** [decided] How many of a soldier's unlocked class skills the day gives them, at most. */
export const DAILY_SKILLS_PER_SOLDIER = 2;

/** The squad's size: the daily battle is always four soldiers. */
export const DAILY_SQUAD_SIZE = 4;

/**
 * [decided] The score's weights, chosen so each part outranks everything after it (victory first,
 * then the objective, soldiers alive, HP kept, turns used): a sum of HP stays under 100 and the
 * turns bonus under 100, so no amount of a later part buys an earlier one.
 */
export const DAILY_SCORE = {
  victory: 1_000_000,
  objective: 100_000,
  perSurvivor: 10_000,
  perHpKept: 100,
  /** On a victory: `turnsPar − turns` points, never below 0. */
  turnsPar: 99,
} as const;
