// FROZEN: the battle rules as of rules version 4 (commit c404ea4), never edited. Used only to replay records
// made under rules <= 4 (legacy/replay-battle-v4.ts); the rules fingerprint does not include it.
/**
 * What a battle action did, as facts (a kind plus its parameters). The engine builds no sentence:
 * the battle screen words each fact with the theme's templates (spec §8 combat log).
 */
import type { AbilityId } from './content/abilities';
import type { BattleSide } from './types';

export type BattleLogEvent =
  /** '--- Turn N ---' and 'Your turn begins' / 'Enemy turn begins'. */
  | { kind: 'turnStarted'; turn: number; side: BattleSide }
  | { kind: 'moved'; unitId: string; fromX: number; fromY: number; x: number; y: number; apSpent: number }
  | {
      kind: 'shot';
      shooterId: string;
      targetId: string;
      /** Percent, after every modifier (what `hitChance` showed). */
      chance: number;
      /** 1..100; a hit when roll ≤ chance. */
      roll: number;
      hit: boolean;
      /** Set when an ability fired the shot (Disabling Shot, Double Tap) or Overwatch reacted. */
      abilityId?: AbilityId;
      reaction?: true;
    }
  | { kind: 'damaged'; unitId: string; amount: number; hpLeft: number; sourceId: string }
  /** Guardian took part of the blow meant for `targetId`. */
  | { kind: 'redirected'; guardianId: string; targetId: string; amount: number }
  /** A soldier at 0 HP is downed (Revival Protocol can bring them back); an enemy is killed. */
  | { kind: 'downed'; unitId: string; byId: string }
  | { kind: 'killed'; unitId: string; byId: string }
  | { kind: 'abilityUsed'; unitId: string; abilityId: AbilityId; targetId?: string; x?: number; y?: number }
  | { kind: 'effectApplied'; unitId: string; abilityId: AbilityId; turns: number }
  | { kind: 'effectExpired'; unitId: string; abilityId: AbilityId }
  | { kind: 'healed'; unitId: string; amount: number; hp: number; byId: string }
  | { kind: 'revived'; unitId: string; hp: number; byId: string }
  /** Serial Killer gave the shot's AP back after a kill. */
  | { kind: 'apRefunded'; unitId: string; amount: number }
  | { kind: 'serialKillerEnded'; unitId: string }
  | { kind: 'enemySkipped'; unitId: string }
  | { kind: 'missionAborted' }
  /** `aborted`: the commander called it off (the squad did not fall, so no 'squad has fallen' line). */
  | { kind: 'battleEnded'; victory: boolean; aborted?: true };

export type BattleLogKind = BattleLogEvent['kind'];
