/**
 * Shots, damage and the end of the battle (spec §4 game over, §9 shots and damage; DESIGN §3).
 * Game over is checked after every change to a unit's HP.
 */
import { ABILITY_BY_ID, type AbilityId } from '../content/abilities';
import { BATTLE_RULES } from '../content/battle';
import { findUnit, livingUnits, type StepContext } from './context';
import { damageBonusPercent } from './effects';
import { coverCounts, hitChanceBetween } from './hit-chance';
import { hostileRange } from './hostile';
import { hasLineOfSight } from './line-of-sight';
import { manhattan } from './map';
import { detects, isAlerted } from './pods';
import type { BattleUnit } from './types';

/** Victory when every hostile is down, defeat when the whole squad is; logged once. */
export function checkGameOver(ctx: StepContext): void {
  const { battle } = ctx;
  if (battle.status !== 'playing') return;
  if (livingUnits(battle, 'enemy').length === 0) battle.status = 'victory';
  else if (livingUnits(battle, 'soldier').length === 0) battle.status = 'defeat';
  else return;
  battle.selectedUnitId = null;
  ctx.log.push({ kind: 'battleEnded', victory: battle.status === 'victory' });
}

function takeDamage(ctx: StepContext, unit: BattleUnit, amount: number, source: BattleUnit): void {
  if (amount <= 0 || unit.hp <= 0) return;
  unit.hp = Math.max(0, unit.hp - amount);
  ctx.log.push({ kind: 'damaged', unitId: unit.id, amount, hpLeft: unit.hp, sourceId: source.id });
  if (unit.hp > 0) return;
  unit.ap = 0;
  unit.onOverwatch = false;
  unit.serialKillerActive = false;
  unit.effects = [];
  if (unit.type === 'enemy') {
    ctx.log.push({ kind: 'killed', unitId: unit.id, byId: source.id });
    if (source.type === 'soldier') source.kills += 1;
  } else {
    ctx.log.push({ kind: 'downed', unitId: unit.id, byId: source.id });
  }
  checkGameOver(ctx);
}

/** Bunker Down's +50%: damage × (100 + bonus) / 100, rounded half up, in integers. */
export function withDamageBonus(source: BattleUnit, damage: number): number {
  const bonus = damageBonusPercent(source);
  return Math.floor((damage * (100 + bonus) + 50) / 100);
}

/** The share of a blow the guardian takes: its status's number (0 for a status that guards nothing). */
function guardRedirectPercent(abilityId: AbilityId): number {
  return ABILITY_BY_ID.get(abilityId)?.battle.damageRedirectPercent ?? 0;
}

/**
 * Deals damage from `source` to `target`. Guardian: while an ally guards the target, 75% of each
 * blow (rounded half up) goes to the guardian instead.
 */
export function dealDamage(ctx: StepContext, source: BattleUnit, target: BattleUnit, damage: number): void {
  let toTarget = damage;
  const guard = target.effects.find((e) => guardRedirectPercent(e.abilityId) > 0);
  const guardian = guard ? findUnit(ctx.battle, guard.sourceId) : undefined;
  if (guard && guardian && guardian !== target && guardian.hp > 0) {
    const redirected = Math.floor((damage * guardRedirectPercent(guard.abilityId) + 50) / 100);
    if (redirected > 0) {
      ctx.log.push({ kind: 'redirected', guardianId: guardian.id, targetId: target.id, amount: redirected });
      takeDamage(ctx, guardian, redirected, source);
      toTarget -= redirected;
    }
  }
  takeDamage(ctx, target, toTarget, source);
}

export interface ShotOptions {
  abilityId?: AbilityId;
  reaction?: boolean;
  /** Damage on a hit instead of the weapon's roll (ability shots). */
  damage?: number;
  /** Points of hit chance the ability's shot adds (Deadeye). */
  aimBonus?: number;
}

/** Rolls one shot: a hit when 1..100 ≤ the hit chance; the weapon's damage is rolled on a hit. */
export function fireShot(
  ctx: StepContext,
  shooter: BattleUnit,
  target: BattleUnit,
  options: ShotOptions = {},
): boolean {
  const { chance } = hitChanceBetween(ctx.battle, shooter, target, {
    reaction: options.reaction,
    aimBonus: options.aimBonus,
  });
  const roll = ctx.dice.percent();
  const hit = roll <= chance;
  const exposed = !coverCounts(ctx.battle, shooter, target);
  ctx.log.push({
    kind: 'shot',
    shooterId: shooter.id,
    targetId: target.id,
    chance,
    roll,
    hit,
    ...(options.abilityId ? { abilityId: options.abilityId } : {}),
    ...(options.reaction ? { reaction: true as const } : {}),
    ...(exposed ? { exposed: true as const } : {}),
  });
  if (!hit) return false;
  const damage = options.damage ?? ctx.dice.int(shooter.minDamage, shooter.maxDamage);
  // Issue 33 [decided]: a hit on a target its cover does not protect deals more.
  // A shot that deals nothing (Suppressing Fire's burst) stays harmless.
  const extra = exposed && damage > 0 ? BATTLE_RULES.exposedDamageBonus : 0;
  dealDamage(ctx, shooter, target, withDamageBonus(shooter, damage) + extra);
  return true;
}

/**
 * Overwatch [decided]: every unit on overwatch who sees a unit of the other side within range fires
 * one reaction shot at −20 when it moves (or, for a hostile, is about to shoot); the watch is then
 * spent. A soldier watches 8 tiles; a hostile on overwatch (issue 24) watches its shot range.
 */
export function overwatchReactions(ctx: StepContext, mover: BattleUnit): void {
  for (const watcher of ctx.battle.units) {
    if (ctx.battle.status !== 'playing' || mover.hp <= 0) return;
    if (watcher.type === mover.type || !watcher.onOverwatch || watcher.hp <= 0) continue;
    const range = watcher.type === 'enemy' ? hostileRange(watcher) : BATTLE_RULES.overwatchRange;
    if (manhattan(watcher, mover) > range) continue;
    if (!hasLineOfSight(ctx.battle, watcher, mover)) continue;
    // Issue 33 [decided]: an unaware sentry fires only at a soldier it notices (`detects`).
    if (!isAlerted(watcher) && !detects(ctx.battle, watcher, mover)) continue;
    watcher.onOverwatch = false;
    fireShot(ctx, watcher, mover, { reaction: true, abilityId: 'overwatch' });
  }
}
