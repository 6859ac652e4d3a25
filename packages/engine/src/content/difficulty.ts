import type { BattleForce } from './battle-force';
import type { Difficulty } from './ids';

export interface DifficultyDefinition {
  id: Difficulty;
  /** The New Campaign dialog's wording (spec). */
  label: string;
  startingFunds: number;
  /** Percentage points added to every auto-resolve success chance (DESIGN §3). */
  autoResolveShift: number;
  /**
   * [decided, issue 23] What the difficulty does to every battle the campaign fights: hostiles
   * added, HP and aim added to each (GAME_RULES §12 "Difficulty in battle"). Added to the chapter's
   * and threat's force (content/battle-force.ts).
   */
  battle: BattleForce;
}

export const DIFFICULTY_SETTINGS: Readonly<Record<Difficulty, DifficultyDefinition>> = {
  easy: {
    id: 'easy',
    label: 'For relaxed play',
    startingFunds: 35000,
    autoResolveShift: 10,
    battle: { extraHostiles: 0, hostileHp: -1, hostileAim: -10 },
  },
  normal: {
    id: 'normal',
    label: 'Standard challenge',
    startingFunds: 25000,
    autoResolveShift: 0,
    battle: { extraHostiles: 0, hostileHp: 0, hostileAim: 8 },
  },
  hard: {
    id: 'hard',
    label: 'For veterans',
    startingFunds: 15000,
    /** DESIGN §3's −10, [tuned, rules 9] −12 (GAME_RULES §12 "Rules 9"). */
    autoResolveShift: -12,
    battle: { extraHostiles: 0, hostileHp: 1, hostileAim: 4 },
  },
};
