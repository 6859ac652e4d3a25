/**
 * The battle's one entry point for the commander: a battle and an action in, the next battle and
 * what happened out, or a refusal fact worded by the theme (spec §4, §5, §8). Pure: the
 * input is never changed, and every random number comes from the generator inside the battle.
 */
import { useAbility } from './abilities';
import { checkGameOver, fireShot, overwatchReactions } from './combat';
import { closeStep, findUnit, livingUnits, openStep, type StepContext } from './context';
import { type BattleError, battleError, battleRefusal as refusal } from './errors';
import { hasLineOfSight } from './line-of-sight';
import type { BattleLogEvent } from './log';
import { inGrid, isOccupied, unitAt } from './map';
import { moveCost } from './movement';
import { checkObjective } from './objectives';
import { alertPods } from './pods';
import { handOver } from './turns';
import type { BattleAction, BattleState, BattleUnit } from './types';

export type BattleStepResult =
  | { ok: true; battle: BattleState; log: BattleLogEvent[] }
  | { ok: false; error: BattleError };

/** Spec §4: an own-side unit with AP above 0, on the player's turn. */
function select(ctx: StepContext, unitId: string | null): BattleError | null {
  if (unitId === null) {
    ctx.battle.selectedUnitId = null;
    return null;
  }
  const unit = findUnit(ctx.battle, unitId);
  if (unit?.type !== 'soldier' || unit.hp <= 0 || unit.ap <= 0) return refusal('cannot_select', { unitId });
  ctx.battle.selectedUnitId = unit.id;
  return null;
}

function move(ctx: StepContext, unit: BattleUnit, x: number, y: number): BattleError | null {
  if (!inGrid(x, y)) return refusal('out_of_grid', { x, y });
  if (isOccupied(ctx.battle, x, y)) return refusal('tile_occupied', { x, y });
  const cost = moveCost(unit, x, y);
  if (cost === null || cost > unit.ap) return refusal('out_of_reach', { x, y, ap: unit.ap });
  ctx.log.push({ kind: 'moved', unitId: unit.id, fromX: unit.x, fromY: unit.y, x, y, apSpent: cost });
  unit.x = x;
  unit.y = y;
  unit.ap -= cost;
  // Issue 24: a hostile on overwatch fires at a soldier who moves in its range and sight.
  overwatchReactions(ctx, unit);
  return null;
}

/** Spec §5 shoot: a unit on the tile, not a friendly, at least 1 AP; and line of sight (§4). */
export const SHOT_AP_COST = 1;

/**
 * Issue 33 [decided]: a shot's AP — the weapon's (`shotAp`: the sniper rifle's takes both AP, so it
 * cannot fire after moving); a unit without one (hostiles, battles before rules version 7) pays 1.
 */
export function shotApCost(unit: Pick<BattleUnit, 'shotAp'>): number {
  return unit.shotAp ?? SHOT_AP_COST;
}

function shoot(ctx: StepContext, unit: BattleUnit, x: number, y: number): BattleError | null {
  const target = inGrid(x, y) ? unitAt(ctx.battle, x, y) : undefined;
  if (!target) return refusal('no_target', { x, y });
  if (target.type === unit.type) return refusal('friendly_target', { targetId: target.id });
  const cost = shotApCost(unit);
  if (unit.ap < cost) return refusal('not_enough_ap', { ap: unit.ap, needed: cost });
  if (!hasLineOfSight(ctx.battle, unit, target)) return refusal('no_line_of_sight', { targetId: target.id });
  unit.ap -= cost;
  // Issue 33 [decided]: a hostile on Overwatch fires at a soldier about to shoot in its range and
  // sight, as a soldier's watch fires at a hostile about to shoot (the shot goes off if it stands).
  overwatchReactions(ctx, unit);
  if (unit.hp <= 0 || ctx.battle.status !== 'playing') return null;
  const killsBefore = unit.kills;
  const hit = fireShot(ctx, unit, target);
  if (unit.serialKillerActive) {
    if (unit.kills > killsBefore) {
      unit.ap += cost;
      ctx.log.push({ kind: 'apRefunded', unitId: unit.id, amount: cost });
    } else if (!hit) {
      unit.serialKillerActive = false;
      ctx.log.push({ kind: 'serialKillerEnded', unitId: unit.id });
    }
  }
  return null;
}

function abort(ctx: StepContext): null {
  ctx.battle.status = 'defeat';
  ctx.battle.aborted = true;
  ctx.battle.selectedUnitId = null;
  ctx.log.push({ kind: 'missionAborted' }, { kind: 'battleEnded', victory: false, aborted: true });
  return null;
}

function dispatch(ctx: StepContext, action: BattleAction): BattleError | null {
  switch (action.type) {
    case 'select':
      return select(ctx, action.unitId);
    case 'endTurn':
      handOver(ctx);
      return null;
    case 'abort':
      return abort(ctx);
    case 'move':
    case 'shoot':
    case 'ability': {
      const unit = findUnit(ctx.battle, ctx.battle.selectedUnitId);
      if (!unit || unit.hp <= 0) return refusal('no_unit_selected', {});
      if (action.type === 'move') return move(ctx, unit, action.x, action.y);
      if (action.type === 'shoot') return shoot(ctx, unit, action.x, action.y);
      return useAbility(ctx, unit, action.abilityId, action);
    }
    default:
      return refusal('invalid_action', { action: String((action as { type?: unknown }).type) });
  }
}

/**
 * Applies one of the commander's actions on the player's turn. Afterwards the game-over check runs,
 * and [decided] when no soldier has AP left the turn passes to the enemy on its own (XCOM's way),
 * so the screen then runs `enemyStep` until play comes back.
 */
export function applyBattleAction(battle: BattleState, action: BattleAction): BattleStepResult {
  if (battle.status !== 'playing') return battleError('battle_over', {});
  if (battle.side !== 'player') return battleError('not_your_turn', {});
  const ctx = openStep(battle);
  const error = dispatch(ctx, action);
  if (error) return { ok: false, error };
  alertPods(ctx.battle, ctx.log);
  checkObjective(ctx, 'afterSquadAction');
  checkGameOver(ctx);
  const { battle: next } = ctx;
  if (next.status === 'playing' && next.side === 'player' && livingUnits(next, 'soldier').every((s) => s.ap <= 0)) {
    handOver(ctx);
  }
  return closeStep(ctx);
}
