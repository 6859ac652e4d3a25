/**
 * A battle is its seed plus the commander's action list (DESIGN §1). Replaying the list from the
 * seed gives the same battle bit for bit; each action's checksum (Wesnoth's way) names the first
 * action where a replay diverges. The enemy's turns are not in the list: after each of the
 * commander's actions the enemy plays out its turn, exactly as the screen runs it step by step.
 * The enemy's turn is one whole: it is decided when the commander ends theirs, so an abort sent while
 * it is being shown comes after it (GAME_RULES §14, "Turns").
 */
import type { Seed } from '../rng';
import { applyBattleAction } from './apply';
import { battleOpeningLog, createBattle } from './create';
import { runEnemyTurn } from './enemy-ai';
import type { BattleError } from './errors';
import { type BattleStep, playBattleSteps, undoableMove } from './kept-battle';
import type { BattleLogEvent } from './log';
import type { BattleAction, BattleInput, BattleState } from './types';

/**
 * One of the commander's actions with the checksum of the battle after it (and the enemy turn it
 * began). The checksum only names where a replay diverged — the replay from the seed is what decides
 * the battle — so it is optional: the browser sends it (the server's schema requires it) and the
 * replay compares it; the engine's own tools, which replay their own deterministic actions, leave it
 * out and the replay skips the JSON of the whole battle after every action (issue 23).
 */
export interface BattleLogEntry {
  action: BattleAction;
  checksum?: string;
}

/** FNV-1a, 32 bits, of a text: short, stable and cheap (checksums, derived seeds). */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** FNV-1a of the battle's JSON, as 8 hex digits. */
export function battleChecksum(battle: BattleState): string {
  return fnv1a32(JSON.stringify(battle)).toString(16).padStart(8, '0');
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
  /** The rules' refusal of that action ('illegal_action'); null when it diverged from its checksum. */
  refusal: BattleError | null;
}

export type ReplayResult = { ok: true; battle: BattleState } | { ok: false; error: ReplayError };

function refusedAt(index: number, refusal: BattleError): ReplayError {
  return { code: 'illegal_action', index, refusal };
}

/**
 * Replays a log from the seed, comparing each checksum the log carries as soon as its action is
 * applied: the first refused or diverging action is named, and nothing after it is played (a forged
 * log costs only the actions up to the forgery). An entry without a checksum is checked by the rules
 * alone (the scripted commanders' logs: the replay from the seed decides the battle either way).
 */
export function replayBattle(input: BattleInput, seed: Seed, entries: readonly BattleLogEntry[]): ReplayResult {
  let battle = createBattle(input, seed);
  for (const [index, entry] of entries.entries()) {
    const step = playBattleAction(battle, entry.action);
    if (!step.ok) return { ok: false, error: refusedAt(index, step.error) };
    battle = step.battle;
    if (entry.checksum !== undefined && battleChecksum(battle) !== entry.checksum) {
      return { ok: false, error: { code: 'checksum_mismatch', index, refusal: null } };
    }
  }
  return { ok: true, battle };
}

/** Plays a list of actions and returns them with their checksums (what the client sends). */
export function recordBattle(
  input: BattleInput,
  seed: Seed,
  actions: readonly BattleAction[],
): { ok: true; battle: BattleState; entries: Required<BattleLogEntry>[] } | { ok: false; error: ReplayError } {
  let battle = createBattle(input, seed);
  const entries: Required<BattleLogEntry>[] = [];
  for (const [index, action] of actions.entries()) {
    const step = playBattleAction(battle, action);
    if (!step.ok) return { ok: false, error: refusedAt(index, step.error) };
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
  seed: Seed,
  actions: readonly BattleAction[],
): { actions: BattleAction[]; battle: BattleState } | null {
  const last = actions.length - 1;
  const move = actions[last];
  if (last < 0 || move?.type !== 'move') return null;
  const before = recordBattle(input, seed, actions.slice(0, last));
  const after = recordBattle(input, seed, actions);
  if (!before.ok || !after.ok || !undoableMove(before.battle, after.battle, move)) return null;
  return { actions: actions.slice(0, last), battle: before.battle };
}

/** One step of a battle watched again (the same step a kept battle answers with). */
export type ReplayFrame = BattleStep;

/**
 * The battle again, step by step, for the after-action report and replay links: the opening, then
 * each of the commander's actions, then each enemy's move in the turn it began, one frame each.
 */
export function replayFrames(
  input: BattleInput,
  seed: Seed,
  actions: readonly BattleAction[],
): { ok: true; frames: ReplayFrame[] } | { ok: false; error: ReplayError } {
  let battle = createBattle(input, seed);
  const frames: ReplayFrame[] = [{ action: null, enemyId: null, battle, log: battleOpeningLog(battle) }];
  for (const [index, action] of actions.entries()) {
    const played = playBattleSteps(battle, action);
    if (!played.ok) return { ok: false, error: refusedAt(index, played.error) };
    battle = played.battle;
    frames.push(...played.steps);
  }
  return { ok: true, frames };
}
