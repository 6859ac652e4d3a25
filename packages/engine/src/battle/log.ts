/**
 * What a battle action did, as facts (a kind plus its parameters). The engine builds no sentence:
 * the battle screen words each fact with the theme's templates (spec §8 combat log).
 */
import type { AbilityId } from '../content/abilities';
import type { BattleSide, ObjectiveKind } from './types';

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
      /** Issue 33: the target's cover counted for nothing (none, flanked, or ambushed): a hit deals 1 more. */
      exposed?: true;
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
  /**
   * Issue 24: these hostiles' pod noticed the squad; they act from their next turn. Issue 33: why —
   * a hostile saw a soldier, was attacked, heard gunfire, or the squad neared the objective (absent
   * in logs from before rules version 7: seen or attacked).
   */
  | { kind: 'hostilesAlerted'; unitIds: string[]; cause?: 'seen' | 'attacked' | 'noise' | 'objective' }
  /** Issue 24: the squad held the zone through a turn. */
  | { kind: 'zoneHeld'; turnsHeld: number; turnsNeeded: number }
  /** Issue 24: the mission's objective (hold, extract) was met; `battleEnded` follows. */
  | { kind: 'objectiveMet'; objective: ObjectiveKind }
  /** Issue 24: a grenadier announced a blast centred on (x, y); it lands when the grenadier next acts. */
  | { kind: 'blastAnnounced'; unitId: string; x: number; y: number }
  /** Issue 24: the announced blast landed (the damage follows as `damaged` facts). */
  | { kind: 'blastLanded'; unitId: string; x: number; y: number }
  | { kind: 'missionAborted' }
  /** `aborted`: the commander called it off (the squad did not fall, so no 'squad has fallen' line). */
  | { kind: 'battleEnded'; victory: boolean; aborted?: true };

export type BattleLogKind = BattleLogEvent['kind'];
