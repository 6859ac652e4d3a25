/**
 * A battle is its seed plus the commander's action list (DESIGN §1). Replaying the list from the
 * seed gives the same battle bit for bit; each action's checksum (Wesnoth's way) names the first
 * action where a replay diverges. The enemy's turns are not in the list: after each of the
 * commander's actions the enemy plays out its turn, exactly as the screen runs it step by step.
 */
import { applyBattleAction } from './apply';
import { battleOpeningLog, createBattle } from './create';
import { enemyStep, runEnemyTurn } from './enemy-ai';
import type { BattleError } from './errors';
import type { BattleLogEvent } from './log';
import type { BattleAction, BattleInput, BattleState } from './types';

/** One of the commander's actions with the checksum of the battle after it (and the enemy turn it began). */
export interface BattleLogEntry {
  action: BattleAction;
  checksum: string;
}

/** FNV-1a (32 bits) of the battle's JSON, as 8 hex digits: short, stable, cheap. */
export function battleChecksum(battle: BattleState): string {
  const text = JSON.stringify(battle);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Applies one action and, when it hands the turn to the enemy, the whole enemy turn. */
export function playBattleAction(
  battle: BattleState,
  action: BattleAction,
): { ok: true; battle: BattleState; log: BattleLogEvent[] } | { ok: false; error: BattleError } {
  const step = applyBattleAction(battle, action);
  if (!step.ok) return step;
  const enemy = runEnemyTurn(step.battle);
  return { ok: true, battle: enemy.battle, log: [...step.log, ...enemy.log] };
}

export type ReplayErrorCode = 'illegal_action' | 'checksum_mismatch';

export interface ReplayError {
  code: ReplayErrorCode;
  /** Index (0-based) of the first action that was refused or diverged. */
  index: number;
  message: string;
}

export type ReplayResult = { ok: true; battle: BattleState } | { ok: false; error: ReplayError };

/**
 * Replays actions from the seed. With `entries` carrying checksums every one is verified; the
 * first refused or diverging action is named.
 */
export function replayBattle(input: BattleInput, seed: number, entries: readonly BattleLogEntry[]): ReplayResult {
  let battle = createBattle(input, seed);
  for (const [index, entry] of entries.entries()) {
    const step = playBattleAction(battle, entry.action);
    if (!step.ok) {
      return {
        ok: false,
        error: {
          code: 'illegal_action',
          index,
          message: `Battle action ${index + 1} was refused: ${step.error.message}`,
        },
      };
    }
    battle = step.battle;
    if (battleChecksum(battle) !== entry.checksum) {
      return {
        ok: false,
        error: {
          code: 'checksum_mismatch',
          index,
          message: `Battle action ${index + 1} does not match its checksum: the battle log was changed or replayed differently`,
        },
      };
    }
  }
  return { ok: true, battle };
}

/** Plays a list of actions and returns them with their checksums (what the client sends). */
export function recordBattle(
  input: BattleInput,
  seed: number,
  actions: readonly BattleAction[],
): { ok: true; battle: BattleState; entries: BattleLogEntry[] } | { ok: false; error: ReplayError } {
  let battle = createBattle(input, seed);
  const entries: BattleLogEntry[] = [];
  for (const [index, action] of actions.entries()) {
    const step = playBattleAction(battle, action);
    if (!step.ok) {
      return {
        ok: false,
        error: {
          code: 'illegal_action',
          index,
          message: `Battle action ${index + 1} was refused: ${step.error.message}`,
        },
      };
    }
    battle = step.battle;
    entries.push({ action, checksum: battleChecksum(battle) });
  }
  return { ok: true, battle, entries };
}

/**
 * Takes back the last move when nothing random was drawn and no enemy turn followed it (a move
 * that revealed nothing); returns the shorter action list and the battle it gives, or null.
 */
export function undoLastMove(
  input: BattleInput,
  seed: number,
  actions: readonly BattleAction[],
): { actions: BattleAction[]; battle: BattleState } | null {
  const last = actions.length - 1;
  if (last < 0 || actions[last]?.type !== 'move') return null;
  const before = recordBattle(input, seed, actions.slice(0, last));
  const after = recordBattle(input, seed, actions);
  if (!before.ok || !after.ok) return null;
  if (
    after.battle.draws !== before.battle.draws ||
    after.battle.side !== 'player' ||
    after.battle.turn !== before.battle.turn
  )
    return null;
  return { actions: actions.slice(0, last), battle: before.battle };
}

/** One step of a battle watched again: the commander's action (null for an enemy's move or the opening) and what it did. */
export interface ReplayFrame {
  action: BattleAction | null;
  /** The enemy that acted, for an enemy step. */
  enemyId: string | null;
  battle: BattleState;
  log: BattleLogEvent[];
}

/**
 * The battle again, step by step, for the after-action report and replay links: the opening, then
 * each of the commander's actions, then each enemy's move in the turn it began, one frame each.
 */
export function replayFrames(
  input: BattleInput,
  seed: number,
  actions: readonly BattleAction[],
): { ok: true; frames: ReplayFrame[] } | { ok: false; error: ReplayError } {
  let battle = createBattle(input, seed);
  const frames: ReplayFrame[] = [{ action: null, enemyId: null, battle, log: battleOpeningLog(battle) }];
  for (const [index, action] of actions.entries()) {
    const step = applyBattleAction(battle, action);
    if (!step.ok) {
      return {
        ok: false,
        error: {
          code: 'illegal_action',
          index,
          message: `Battle action ${index + 1} was refused: ${step.error.message}`,
        },
      };
    }
    battle = step.battle;
    frames.push({ action, enemyId: null, battle, log: step.log });
    while (battle.status === 'playing' && battle.side === 'enemy') {
      const enemyId = battle.units.find((u) => u.type === 'enemy' && u.hp > 0 && u.ap > 0)?.id ?? null;
      const enemy = enemyStep(battle);
      if (!enemy.ok) break;
      battle = enemy.battle;
      frames.push({ action: null, enemyId, battle, log: enemy.log });
    }
  }
  return { ok: true, frames };
}
