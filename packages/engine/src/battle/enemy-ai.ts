/**
 * The enemy's turn, one enemy at a time (spec §4 enemy turn): the first enemy with HP and AP acts.
 * [decided, issue 24] Each hostile scores its options (Spellcross's and XCOM 2's way): every tile it
 * can reach (and where it stands) × every action its type may take with the AP left (content/
 * hostiles.ts: shoot, overwatch, blast), plus moving there and doing nothing more. A candidate's score
 * is its type's weights (scaled by the battle's difficulty) times: the shot's expected damage and kill
 * chance, the target's exposure, its own danger on the tile (the soldiers' expected damage against it,
 * weighted up when it is wounded — so it retreats), the tile's cover, and how far the nearest soldier
 * is from its preferred range; on a hold or extraction mission also its distance to the objective's
 * tiles and a shot at a soldier standing on them (issue 24's open goals). The best score wins; ties go to the earlier candidate (holding first,
 * then the nearer tile), so the choice is deterministic and drawn without a roll.
 * [decided] Every living enemy acts in its turn (the spec's "ends when one or fewer enemies still
 * have AP" would leave the last enemy idle every turn); the turn ends when none has AP left.
 */
import { BATTLE_RULES } from '../content/battle';
import { type HostileActionKind, type HostileType, type HostileWeights, hostileWeights } from '../content/hostiles';
import type { BattleStepResult } from './apply';
import { checkGameOver, dealDamage, fireShot, overwatchReactions } from './combat';
import { closeStep, livingUnits, openStep, type StepContext } from './context';
import { battleError } from './errors';
import { hitChanceBetween } from './hit-chance';
import { announcedBlastTiles, hostileOf } from './hostile';
import { hasLineOfSight } from './line-of-sight';
import type { BattleLogEvent } from './log';
import { coverAt, manhattan, tilePoint } from './map';
import { reachableFrom } from './movement';
import { battleObjective } from './objectives';
import { alertPods, isAlerted } from './pods';
import { handOver } from './turns';
import type { BattleState, BattleUnit, TileTarget } from './types';

/** What a hostile does once it has moved. */
export type EnemyAction =
  | { kind: 'shoot'; targetId: string }
  | { kind: 'overwatch' }
  | { kind: 'blast'; x: number; y: number }
  /** Only moves (or, without a move, holds where it stands). */
  | { kind: 'hold' };

/** One move of a plan: the tile and the AP it costs (mobility / 40 tiles per AP). */
export interface EnemyMove extends TileTarget {
  ap: number;
}

/**
 * One enemy's activation as a plan: where it moves, then what it does. Made without a roll, so the
 * screen can show it before it happens (`forecastEnemyTurn`) and `act` carries out exactly this plan;
 * only an Overwatch shot that drops the enemy on the way cuts it short.
 */
export interface EnemyPlan {
  moves: EnemyMove[];
  action: EnemyAction;
  /** The plan's score (for the tests and the curious; the AI only compares them). */
  score: number;
}

/** A soldier's mean damage per hit. */
function meanDamage(unit: BattleUnit): number {
  return (unit.minDamage + unit.maxDamage) / 2;
}

/** The share of the shooter's damage rolls that down the target (0..1). */
function killShare(shooter: BattleUnit, target: BattleUnit): number {
  const rolls = shooter.maxDamage - shooter.minDamage + 1;
  const killing = Math.max(0, Math.min(rolls, shooter.maxDamage - target.hp + 1));
  return killing / rolls;
}

/** What the AI reads once per plan. */
interface Scoring {
  battle: BattleState;
  enemy: BattleUnit;
  type: HostileType;
  weights: HostileWeights;
  soldiers: BattleUnit[];
  /** The danger weight, raised when the hostile is wounded. */
  danger: number;
  /** Issue 24: the zone or extraction tiles it contests (none in a kill-all battle). */
  objective: TileTarget[];
}

/** Tiles from `at` to the nearest objective tile (0 on one, and with no objective). */
function objectiveGap(s: Scoring, at: TileTarget): number {
  let gap = s.objective.length > 0 ? Number.POSITIVE_INFINITY : 0;
  for (const tile of s.objective) gap = Math.min(gap, manhattan(at, tile));
  return gap;
}

/** The soldiers' expected damage against the hostile standing at `at` (those who see it). */
function dangerAt(s: Scoring, at: BattleUnit): number {
  let total = 0;
  for (const soldier of s.soldiers) {
    if (!hasLineOfSight(s.battle, soldier, at)) continue;
    total += (hitChanceBetween(s.battle, soldier, at).chance / 100) * meanDamage(soldier);
  }
  return total;
}

/** A tile's worth before any action and before its danger: its cover and the distance to its preferred range. */
function groundScore(s: Scoring, at: BattleUnit): number {
  let nearest = Number.POSITIVE_INFINITY;
  let seen = false;
  let visible = false;
  for (const soldier of s.soldiers) {
    nearest = Math.min(nearest, manhattan(at, soldier));
    if (visible) continue;
    if (!hasLineOfSight(s.battle, at, soldier)) continue;
    visible = true;
    if (manhattan(at, soldier) <= s.type.range) seen = true;
  }
  // [decided] Cover counts only on a tile a soldier sees (it shields from nothing else): a marksman
  // on full cover out of every soldier's sight held it for 40 turns against a lone soldier.
  const cover = visible ? BATTLE_RULES.coverPenalty[coverAt(s.battle, at.x, at.y)] / BATTLE_RULES.coverPenalty.half : 0;
  // [decided] Out of every soldier's sight it closes in (preferred range 1): a hostile holding its
  // range behind a wall stood off a squad that never came round it for 60 turns.
  const preferred = seen ? s.type.preferredRange : 1;
  return (
    s.weights.cover * cover -
    s.weights.rangeGap * Math.abs(nearest - preferred) -
    s.weights.objective * objectiveGap(s, at)
  );
}

/** Issue 33: how far beyond its range a soldier may stand for a watch to be worth keeping (a soldier's two moves). */
const WATCH_APPROACH = 4;

interface ScoredAction {
  action: EnemyAction;
  value: number;
}

/** Each action kind's candidates from a tile (issue 25 item 5: a kind without its behaviour fails to compile). */
const ACTION_CANDIDATES = {
  shoot(s, at) {
    const out: ScoredAction[] = [];
    for (const soldier of s.soldiers) {
      if (manhattan(at, soldier) > s.type.range || !hasLineOfSight(s.battle, at, soldier)) continue;
      const chance = hitChanceBetween(s.battle, at, soldier).chance / 100;
      const exposed = coverAt(s.battle, soldier.x, soldier.y) === 'none' ? 1 : 0;
      // Issue 24: a soldier holding the zone or reaching the exit is the one to stop.
      const onObjective = objectiveGap(s, soldier) === 0 && s.objective.length > 0 ? 1 : 0;
      const value =
        chance *
        (s.weights.damage * meanDamage(at) +
          s.weights.kill * killShare(at, soldier) +
          s.weights.exposed * exposed * meanDamage(at) +
          s.weights.contest * onObjective * meanDamage(at));
      out.push({ action: { kind: 'shoot', targetId: soldier.id }, value });
    }
    return out;
  },
  overwatch(s, at) {
    // Issue 33 [decided]: it watches the squad's approach — the best reaction shot at a soldier who
    // could walk into its range this turn (within its range + 4 tiles), at the distance it would
    // fire from (its range at most), cover aside: the soldiers will move.
    let best = 0;
    for (const soldier of s.soldiers) {
      const distance = manhattan(at, soldier);
      if (distance > s.type.range + WATCH_APPROACH) continue;
      const raw =
        at.accuracy - BATTLE_RULES.distancePenalty * Math.min(distance, s.type.range) - BATTLE_RULES.overwatchPenalty;
      const chance = Math.min(BATTLE_RULES.maxHitChance, Math.max(BATTLE_RULES.minHitChance, raw)) / 100;
      best = Math.max(best, chance * meanDamage(at));
    }
    return best > 0 ? [{ action: { kind: 'overwatch' }, value: s.weights.overwatch * best }] : [];
  },
  blast(s, at) {
    const { blast } = s.type;
    if (!blast) return [];
    const out: ScoredAction[] = [];
    for (const centre of s.soldiers) {
      if (manhattan(at, centre) > blast.range || !hasLineOfSight(s.battle, at, centre)) continue;
      const hit = s.soldiers.filter((soldier) => manhattan(soldier, centre) <= blast.radius).length;
      if (hit < blast.minTargets) continue;
      out.push({ action: { kind: 'blast', x: centre.x, y: centre.y }, value: s.weights.blast * blast.damage * hit });
    }
    return out;
  },
} satisfies Record<HostileActionKind, (s: Scoring, at: BattleUnit) => ScoredAction[]>;

/**
 * What the enemy will do with its AP if nothing changes before it acts (no roll is drawn). `weights`
 * defaults to its type's at the battle's difficulty; the tests pass others to show what each weighs.
 */
export function planEnemy(
  battle: BattleState,
  enemy: BattleUnit,
  weights: HostileWeights = hostileWeights(hostileOf(enemy).id, battle.mission.difficulty),
): EnemyPlan {
  const hold: EnemyPlan = { moves: [], action: { kind: 'hold' }, score: Number.NEGATIVE_INFINITY };
  const soldiers = livingUnits(battle, 'soldier');
  // Issue 24: a pod not yet alerted holds.
  if (!isAlerted(enemy) || soldiers.length === 0 || enemy.ap <= 0) return hold;
  const type = hostileOf(enemy);
  // [decided] It falls back while an unwounded hostile still holds the line; once every one left is
  // wounded they fight on (without this, wounded hostiles out-ran the squad for 60 turns in 10% of battles).
  const isWounded = (unit: BattleUnit) => unit.hp * 100 <= unit.maxHp * hostileOf(unit).retreatAtHpPercent;
  // [decided] Only an alerted hostile holds a line: a pod that has not seen the squad left a wounded
  // grenadier falling back for 40 turns.
  const wounded =
    isWounded(enemy) && livingUnits(battle, 'enemy').some((other) => isAlerted(other) && !isWounded(other));
  const s: Scoring = {
    battle,
    enemy,
    type,
    weights,
    soldiers,
    danger: weights.danger * (wounded ? weights.woundedDanger : 1),
    objective: battleObjective(battle).tiles.map(tilePoint),
  };
  let best = hold;
  // [decided] Issue 24: a watch still standing when it acts fired at nobody; it does not watch twice
  // running (a marksman and a soldier each watching the other stood off for 40 turns).
  const actions = enemy.onOverwatch ? type.actions.filter((kind) => kind !== 'overwatch') : type.actions;
  const tiles = [{ x: enemy.x, y: enemy.y, apCost: 0 }, ...reachableFrom(battle, enemy)];
  // One stand-in moved from tile to tile (the scoring reads it and keeps nothing of it): a copy of
  // the hostile per tile was a tenth of a battle's time.
  const at = { ...enemy };
  for (const tile of tiles) {
    at.x = tile.x;
    at.y = tile.y;
    const moves = tile.apCost === 0 ? [] : [{ x: tile.x, y: tile.y, ap: tile.apCost }];
    const candidates: ScoredAction[] = [{ action: { kind: 'hold' }, value: 0 }];
    if (enemy.ap - tile.apCost >= 1) {
      for (const kind of actions) candidates.push(...ACTION_CANDIDATES[kind](s, at));
    }
    const ground = groundScore(s, at);
    // Danger only lowers a score (weights are never negative), so a tile that cannot beat the best
    // even unharmed is passed over before its danger is counted: the same choice, found sooner.
    if (ground + Math.max(...candidates.map((c) => c.value)) <= best.score) continue;
    const position = ground - s.danger * dangerAt(s, at);
    for (const { action, value } of candidates) {
      if (position + value > best.score) best = { moves, action, score: position + value };
    }
  }
  return best;
}

/**
 * A grenadier's announced blast lands (issue 24): every soldier in it takes its damage, no roll.
 * [decided] It hurts soldiers only, and a grenadier downed before it acts never throws it.
 */
export function landBlast(ctx: StepContext, enemy: BattleUnit): void {
  const tiles = announcedBlastTiles(enemy);
  const centre = enemy.announcedBlast;
  enemy.announcedBlast = null;
  const blast = hostileOf(enemy).blast;
  if (!centre || !blast || tiles.length === 0) return;
  ctx.log.push({ kind: 'blastLanded', unitId: enemy.id, x: centre.x, y: centre.y });
  for (const soldier of livingUnits(ctx.battle, 'soldier')) {
    if (ctx.battle.status !== 'playing') return;
    if (tiles.some((t) => t.x === soldier.x && t.y === soldier.y)) dealDamage(ctx, enemy, soldier, blast.damage);
  }
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

/** Carries out the action of a plan once the hostile has moved. */
function carryOut(ctx: StepContext, enemy: BattleUnit, action: EnemyAction): void {
  switch (action.kind) {
    case 'shoot': {
      const target = ctx.battle.units.find((u) => u.id === action.targetId);
      if (target) shootAt(ctx, enemy, target);
      return;
    }
    case 'overwatch':
      // The soldiers' Overwatch, reused: the watch fires from battle/combat.ts when a soldier moves.
      enemy.onOverwatch = true;
      ctx.log.push({ kind: 'abilityUsed', unitId: enemy.id, abilityId: 'overwatch' });
      return;
    case 'blast':
      enemy.announcedBlast = { x: action.x, y: action.y };
      ctx.log.push({ kind: 'blastAnnounced', unitId: enemy.id, x: action.x, y: action.y });
      return;
    case 'hold':
      return;
    default: {
      const never: never = action;
      throw new Error(`unknown enemy action ${JSON.stringify(never)}`);
    }
  }
}

/**
 * The start of a hostile's activation: its announced blast lands. Its watch ends once it has planned
 * (`endWatch`): a watch still standing then fired at nobody, and the plan reads that.
 */
export function beginActivation(ctx: StepContext, enemy: BattleUnit): void {
  landBlast(ctx, enemy);
}

/** The hostile's watch ends as it carries out its plan (the plan may set a new one). */
export function endWatch(enemy: BattleUnit): void {
  enemy.onOverwatch = false;
}

/** One enemy's whole activation, its plan carried out; its AP is 0 afterwards. */
function act(ctx: StepContext, enemy: BattleUnit): void {
  const { battle } = ctx;
  beginActivation(ctx, enemy);
  if (battle.status !== 'playing') return;
  const plan = planEnemy(battle, enemy);
  // Issue 33 [decided]: an unaware sentry (the objective's guards) keeps its watch while it holds.
  if (isAlerted(enemy)) endWatch(enemy);
  if (plan.moves.length === 0 && plan.action.kind === 'hold') ctx.log.push({ kind: 'enemySkipped', unitId: enemy.id });
  for (const move of plan.moves) {
    if (enemy.hp <= 0 || battle.status !== 'playing') break;
    enemy.ap -= move.ap;
    moveEnemy(ctx, enemy, move.x, move.y, move.ap);
  }
  if (enemy.hp > 0 && battle.status === 'playing') carryOut(ctx, enemy, plan.action);
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
  enemyStepIn(ctx);
  return closeStep(ctx);
}

/** One enemy's move inside an open step; the generator is stored back after it, as a closed step stores it. */
function enemyStepIn(ctx: StepContext): void {
  const enemy = nextEnemy(ctx.battle);
  const from = ctx.log.length;
  if (enemy) act(ctx, enemy);
  // Issue 33: a hostile's gunfire wakes the pods that hear it.
  alertPods(ctx.battle, ctx.log, from);
  checkGameOver(ctx);
  if (ctx.battle.status === 'playing' && !nextEnemy(ctx.battle)) handOver(ctx);
  ctx.dice.storeIn(ctx.battle);
}

/**
 * The rest of the enemy's turn at once (replays, the simulator, a player who skips the wait): the
 * same enemy steps, one after another, in one copy of the battle (issue 37: not a copy per enemy).
 */
export function runEnemyTurn(battle: BattleState): { battle: BattleState; log: BattleLogEvent[] } {
  if (battle.status !== 'playing' || battle.side !== 'enemy') return { battle, log: [] };
  const ctx = openStep(battle);
  while (ctx.battle.status === 'playing' && ctx.battle.side === 'enemy') enemyStepIn(ctx);
  const closed = closeStep(ctx);
  return { battle: closed.battle, log: closed.log };
}
