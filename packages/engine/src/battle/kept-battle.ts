/**
 * A battle the server keeps (issue 21): the player sees the battle without its generator and is
 * answered step by step — the commander's action, then each enemy's move of the turn it began —
 * so the screen plays the enemy at its own pace with the same facts a local battle shows.
 */
import { Rng } from '../rng';
import { applyBattleAction } from './apply';
import { enemyStep, nextEnemy } from './enemy-ai';
import type { BattleError } from './errors';
import type { BattleLogEvent } from './log';
import type { BattleAction, BattleState } from './types';

/** One step of a battle: the commander's action (null for an enemy's move or the opening) and what it did. */
export interface BattleStep {
  action: BattleAction | null;
  /** The enemy that acted, for an enemy step. */
  enemyId: string | null;
  battle: BattleState;
  log: BattleLogEvent[];
}

/** A battle as a player may see it: everything but the generator that decides the next roll. */
export type PublicBattleState = Omit<BattleState, 'rng'>;

export function publicBattleState(battle: BattleState): PublicBattleState {
  const { rng: _rng, ...rest } = battle;
  return rest;
}

/** A fixed stand-in generator: what the screen's previews and dry runs draw from it is never shown. */
const THROWAWAY_SEED = 0x5eed;

/** A public battle made playable for the screen's own questions (reachable tiles, odds, refusal dry runs). */
export function withThrowawayBattleDice(battle: PublicBattleState): BattleState {
  return { ...battle, rng: Rng.fromSeed(THROWAWAY_SEED).state() };
}

/**
 * One action and, when it hands the turn over, every enemy's move, one step each: the same battle
 * `playBattleAction` gives, with the facts and the battle after each step.
 */
export function playBattleSteps(
  battle: BattleState,
  action: BattleAction,
): { ok: true; battle: BattleState; steps: BattleStep[] } | { ok: false; error: BattleError } {
  const step = applyBattleAction(battle, action);
  if (!step.ok) return step;
  let current = step.battle;
  const steps: BattleStep[] = [{ action, enemyId: null, battle: current, log: step.log }];
  while (current.status === 'playing' && current.side === 'enemy') {
    const enemyId = nextEnemy(current)?.id ?? null;
    const enemy = enemyStep(current);
    if (!enemy.ok) break;
    current = enemy.battle;
    steps.push({ action: null, enemyId, battle: current, log: enemy.log });
  }
  return { ok: true, battle: current, steps };
}

/** A step as a player may see it: the battle after it without its generator. */
export type PublicBattleStep = Omit<BattleStep, 'battle'> & { battle: PublicBattleState };

export function publicBattleStep(step: BattleStep): PublicBattleStep {
  return { ...step, battle: publicBattleState(step.battle) };
}

/**
 * Whether `action`, which turned `before` into `after`, is a move that can be taken back: it drew
 * no number (no reaction fired, nothing was rolled) and handed no turn over, so taking it back
 * reveals nothing the commander could learn from.
 */
export function undoableMove(before: BattleState, after: BattleState, action: BattleAction): boolean {
  return (
    action.type === 'move' &&
    after.draws === before.draws &&
    after.status === 'playing' &&
    after.side === 'player' &&
    after.turn === before.turn
  );
}
