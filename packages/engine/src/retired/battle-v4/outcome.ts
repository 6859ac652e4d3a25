// FROZEN: the battle rules as of rules version 4 (commit c404ea4), never edited. Used only to replay records
// made under rules <= 4 (legacy/replay-battle-v4.ts); the rules fingerprint does not include it.
/**
 * What a finished battle means for the squad (spec §9 experience, §2 after-action report):
 * survivors keep their battle HP and earn base + 10 per kill on a victory; the fallen and every
 * soldier on a defeat earn nothing. Defeat (abort included) gives zero rewards.
 */
import type { BattleMissionInfo, BattleState } from './types';

export const XP_PER_KILL = 10;

/** Spec §9: base 100 for campaign type or hard difficulty, 50 for complex type or medium, else 25. */
export function experienceBase(mission: Pick<BattleMissionInfo, 'type' | 'difficulty'>): number {
  if (mission.type === 'campaign' || mission.difficulty === 'hard') return 100;
  if (mission.type === 'complex' || mission.difficulty === 'medium') return 50;
  return 25;
}

export interface SoldierBattleOutcome {
  soldierId: string;
  survived: boolean;
  /** Battle HP left, 0..5. */
  finalHp: number;
  kills: number;
  experienceGained: number;
}

export interface BattleOutcome {
  victory: boolean;
  aborted: boolean;
  /** Turns fought (the turn counter when it ended). */
  turns: number;
  soldiers: SoldierBattleOutcome[];
  rewards: { funds: number; intel: number; xp: number };
}

export type PerformanceRating = 'S' | 'A' | 'B' | 'C';

/** Spec §2, the after-action report's rating by casualties: 0 S, 1 A, 2 B, 3 or more C. */
export function performanceRating(casualties: number): PerformanceRating {
  if (casualties <= 0) return 'S';
  if (casualties === 1) return 'A';
  if (casualties === 2) return 'B';
  return 'C';
}

/** The outcome of a finished battle, or null while it is still being fought. */
export function battleOutcome(battle: BattleState): BattleOutcome | null {
  if (battle.status === 'playing') return null;
  const victory = battle.status === 'victory';
  const base = experienceBase(battle.mission);
  const soldiers = battle.units
    .filter((u) => u.type === 'soldier')
    .map((u) => {
      const survived = u.hp > 0;
      return {
        soldierId: u.id,
        survived,
        finalHp: u.hp,
        kills: u.kills,
        experienceGained: victory && survived ? base + XP_PER_KILL * u.kills : 0,
      };
    });
  const xp = soldiers.reduce((total, s) => total + s.experienceGained, 0);
  return {
    victory,
    aborted: battle.aborted,
    turns: battle.turn,
    soldiers,
    rewards: victory
      ? { funds: battle.mission.rewards.funds, intel: battle.mission.rewards.intel, xp }
      : { funds: 0, intel: 0, xp: 0 },
  };
}
