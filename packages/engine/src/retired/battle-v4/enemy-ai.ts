// FROZEN: the battle rules as of rules version 4 (commit c404ea4), never edited. Used only to replay records
// made under rules <= 4 (legacy/replay-battle-v4.ts); the rules fingerprint does not include it.
/**
 * The enemy's turn, one enemy at a time (spec §4 enemy turn): the first enemy with HP and AP acts.
 * It shoots the nearest soldier if that soldier is within range 6 and in sight; otherwise it steps
 * one tile toward them if that tile is free; otherwise it skips.
 * [decided, tuned by the balance simulation] The enemy makes that choice once per AP: a step costs
 * 1 AP and the next AP decides again, a shot or a skip spends all that is left (the spec's "AP
 * becomes 0"). Of the steps toward its target it takes the one with the better cover.
 * [decided] Every living enemy acts in its turn (the spec's "ends when one or fewer enemies still
 * have AP" would leave the last enemy idle every turn); the turn ends when none has AP left.
 */

import type { BattleStepResult } from './apply';
import { checkGameOver, fireShot, overwatchReactions } from './combat';
import { BATTLE_RULES } from './content/battle';
import { closeStep, livingUnits, openStep, type StepContext } from './context';
import { battleError } from './errors';
import { hitChanceBetween } from './hit-chance';
import { hasLineOfSight } from './line-of-sight';
import type { BattleLogEvent } from './log';
import { coverAt, inGrid, isOccupied, manhattan } from './map';
import { reachableFrom, tilesPerAp } from './movement';
import { handOver } from './turns';
import type { BattleState, BattleUnit } from './types';

/** The nearest living soldier by Manhattan distance; ties go to the first in the squad. */
export function nearestSoldier(battle: BattleState, enemy: BattleUnit): BattleUnit | undefined {
  let best: BattleUnit | undefined;
  for (const soldier of livingUnits(battle, 'soldier')) {
    if (!best || manhattan(enemy, soldier) < manhattan(enemy, best)) best = soldier;
  }
  return best;
}

/**
 * The tile one step toward the target: of the (at most two) free tiles that close the distance,
 * the one with the better cover, then the one along the longer axis; null if both are blocked.
 */
export function stepToward(
  battle: BattleState,
  enemy: BattleUnit,
  target: BattleUnit,
): { x: number; y: number } | null {
  if (tilesPerAp(enemy) === 0) return null;
  const dx = Math.sign(target.x - enemy.x);
  const dy = Math.sign(target.y - enemy.y);
  const alongX = { x: enemy.x + dx, y: enemy.y };
  const alongY = { x: enemy.x, y: enemy.y + dy };
  const options = (
    Math.abs(target.x - enemy.x) >= Math.abs(target.y - enemy.y) ? [alongX, alongY] : [alongY, alongX]
  ).filter((t) => (t.x !== enemy.x || t.y !== enemy.y) && inGrid(t.x, t.y) && !isOccupied(battle, t.x, t.y));
  let best: { x: number; y: number } | null = null;
  for (const tile of options) {
    if (
      !best ||
      BATTLE_RULES.coverPenalty[coverAt(battle, tile.x, tile.y)] >
        BATTLE_RULES.coverPenalty[coverAt(battle, best.x, best.y)]
    )
      best = tile;
  }
  return best;
}

/** What one enemy will do with its turn (exported for the screen and the tests). */
export type EnemyIntent =
  /** Move first when `x, y` differ from where it stands (1 AP), then shoot (the rest). */
  | { kind: 'shoot'; targetId: string; x: number; y: number }
  /** No shot anywhere in reach: close in on the nearest soldier with all its AP. */
  | { kind: 'advance'; targetId: string }
  | { kind: 'skip' };

/** The best shot from a tile: the soldier in range and sight it is likeliest to hit (nearest on a tie). */
function bestShotFrom(battle: BattleState, enemy: BattleUnit): { target: BattleUnit; chance: number } | null {
  let best: { target: BattleUnit; chance: number; distance: number } | null = null;
  for (const soldier of livingUnits(battle, 'soldier')) {
    const distance = manhattan(enemy, soldier);
    if (distance > BATTLE_RULES.enemyRange || !hasLineOfSight(battle, enemy, soldier)) continue;
    const { chance } = hitChanceBetween(battle, enemy, soldier);
    if (!best || chance > best.chance || (chance === best.chance && distance < best.distance))
      best = { target: soldier, chance, distance };
  }
  return best;
}

/** A firing position's worth: the shot it gives plus the cover it stands in. */
function positionScore(battle: BattleState, enemy: BattleUnit, shot: { chance: number } | null): number {
  if (!shot) return Number.NEGATIVE_INFINITY;
  return shot.chance + (BATTLE_RULES.coverPenalty[coverAt(battle, enemy.x, enemy.y)] * AI_COVER_WEIGHT) / 100;
}

/** [decided, tuned] How much the AI values a point of cover against a point of hit chance, percent. */
export const AI_COVER_WEIGHT = 75;

/**
 * The enemy's plan, scored (XCOM 2's way: every tile it can reach with one AP is scored by the best
 * shot from it and the cover it gives; the spec's rule is the fallback): shoot from the best firing
 * position; with none in reach, advance on the nearest soldier; blocked, skip.
 */
export function enemyIntent(battle: BattleState, enemy: BattleUnit): EnemyIntent {
  const nearest = nearestSoldier(battle, enemy);
  if (!nearest) return { kind: 'skip' };
  let plan: { x: number; y: number; target: BattleUnit; score: number } | null = null;
  const here = bestShotFrom(battle, enemy);
  if (here) plan = { x: enemy.x, y: enemy.y, target: here.target, score: positionScore(battle, enemy, here) };
  if (enemy.ap >= 2) {
    for (const tile of reachableFrom(battle, enemy)) {
      if (tile.apCost > 1) continue;
      const moved = { ...enemy, x: tile.x, y: tile.y };
      const shot = bestShotFrom(battle, moved);
      const score = positionScore(battle, moved, shot);
      if (shot && (!plan || score > plan.score)) plan = { x: tile.x, y: tile.y, target: shot.target, score };
    }
  }
  if (plan) return { kind: 'shoot', targetId: plan.target.id, x: plan.x, y: plan.y };
  return stepToward(battle, enemy, nearest) ? { kind: 'advance', targetId: nearest.id } : { kind: 'skip' };
}

/**
 * One enemy's activation as a plan: where it moves (each move 1 AP), then whom it shoots. Made
 * without a roll, so the screen can show it before it happens (`forecastEnemyTurn`) and `act`
 * carries out exactly this plan; only an Overwatch shot that drops the enemy on the way cuts it short.
 */
export interface EnemyPlan {
  moves: { x: number; y: number }[];
  /** The soldier it shoots once its moves are made; null when it only moves (or skips). */
  targetId: string | null;
}

/** Advance: each AP carries the enemy as many tiles as its mobility allows, step by step toward the target. */
function planAdvance(battle: BattleState, enemy: BattleUnit, target: BattleUnit): EnemyPlan {
  const plan: EnemyPlan = { moves: [], targetId: null };
  const walker = { ...enemy };
  while (walker.ap > 0) {
    let x = walker.x;
    let y = walker.y;
    for (let tiles = 0; tiles < tilesPerAp(walker); tiles++) {
      const step = stepToward(battle, { ...walker, x, y }, target);
      if (!step) break;
      x = step.x;
      y = step.y;
    }
    walker.ap -= 1;
    if (x === walker.x && y === walker.y) break;
    walker.x = x;
    walker.y = y;
    plan.moves.push({ x, y });
    // Once a shot opens up, the rest of the AP is better spent on it.
    if (walker.ap > 0) {
      const shot = bestShotFrom(battle, walker);
      if (shot) {
        plan.targetId = shot.target.id;
        break;
      }
    }
  }
  return plan;
}

/** What the enemy will do with its AP if nothing changes before it acts (no roll is drawn). */
export function planEnemy(battle: BattleState, enemy: BattleUnit): EnemyPlan {
  const intent = enemyIntent(battle, enemy);
  if (intent.kind === 'shoot') {
    const moved = intent.x !== enemy.x || intent.y !== enemy.y;
    return { moves: moved ? [{ x: intent.x, y: intent.y }] : [], targetId: intent.targetId };
  }
  const target = intent.kind === 'advance' ? battle.units.find((u) => u.id === intent.targetId) : undefined;
  return target ? planAdvance(battle, enemy, target) : { moves: [], targetId: null };
}

function moveEnemy(ctx: StepContext, enemy: BattleUnit, x: number, y: number, apSpent: number): void {
  ctx.log.push({ kind: 'moved', unitId: enemy.id, fromX: enemy.x, fromY: enemy.y, x, y, apSpent });
  enemy.x = x;
  enemy.y = y;
  overwatchReactions(ctx, enemy);
}

function shootAt(ctx: StepContext, enemy: BattleUnit, target: BattleUnit): void {
  enemy.ap = 0;
  overwatchReactions(ctx, enemy);
  if (enemy.hp > 0 && target.hp > 0 && ctx.battle.status === 'playing') fireShot(ctx, enemy, target);
}

/** One enemy's whole activation, its plan carried out; its AP is 0 afterwards. */
function act(ctx: StepContext, enemy: BattleUnit): void {
  const { battle } = ctx;
  const plan = planEnemy(battle, enemy);
  if (plan.moves.length === 0 && plan.targetId === null) ctx.log.push({ kind: 'enemySkipped', unitId: enemy.id });
  for (const move of plan.moves) {
    if (enemy.hp <= 0 || battle.status !== 'playing') break;
    enemy.ap -= 1;
    moveEnemy(ctx, enemy, move.x, move.y, 1);
  }
  const target = plan.targetId === null ? undefined : battle.units.find((u) => u.id === plan.targetId);
  if (target && enemy.hp > 0 && battle.status === 'playing') shootAt(ctx, enemy, target);
  enemy.ap = 0;
}

/** The enemy whose move is next, if any. */
export function nextEnemy(battle: BattleState): BattleUnit | undefined {
  return battle.units.find((u) => u.type === 'enemy' && u.hp > 0 && u.ap > 0);
}

/**
 * Runs one enemy's move. When no enemy has AP left afterwards, play returns to the soldiers.
 * Refused outside the enemy's turn or after the battle.
 */
export function enemyStep(battle: BattleState): BattleStepResult {
  if (battle.status !== 'playing') return battleError('battle_over', {});
  if (battle.side !== 'enemy') return battleError('not_your_turn', {});
  const ctx = openStep(battle);
  const enemy = nextEnemy(ctx.battle);
  if (enemy) act(ctx, enemy);
  checkGameOver(ctx);
  if (ctx.battle.status === 'playing' && !nextEnemy(ctx.battle)) handOver(ctx);
  return closeStep(ctx);
}

/** The rest of the enemy's turn at once (replays, the simulator, a player who skips the wait). */
export function runEnemyTurn(battle: BattleState): { battle: BattleState; log: BattleLogEvent[] } {
  let current = battle;
  const log: BattleLogEvent[] = [];
  while (current.status === 'playing' && current.side === 'enemy') {
    const step = enemyStep(current);
    if (!step.ok) break;
    current = step.battle;
    log.push(...step.log);
  }
  return { battle: current, log };
}
