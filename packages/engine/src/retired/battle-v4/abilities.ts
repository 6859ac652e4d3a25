// FROZEN: the battle rules as of rules version 4 (commit c404ea4), never edited. Used only to replay records
// made under rules <= 4 (legacy/replay-battle-v4.ts); the rules fingerprint does not include it.
/**
 * The 16 abilities in battle (spec §4 ability use, §5 ability validation, §9 ability table).
 * Usability (AP, cooldown, uses) is checked when the ability is chosen and again when it is used;
 * then its target, then its effect. Numbers come from content/abilities.ts; what the spec leaves
 * open is written in docs/GAME_RULES.md "Abilities in battle" [decided].
 */

import { dealDamage, fireShot, withDamageBonus } from './combat';
import { ABILITY_BY_ID, type AbilityDefinition, type AbilityId } from './content/abilities';
import { battlePoints } from './content/battle';
import { livingUnits, type StepContext } from './context';
import { applyEffect } from './effects';
import { type BattleError, battleRefusal as refusal } from './errors';
import { hasLineOfSight } from './line-of-sight';
import { BATTLE_GRID_SIZE, inGrid, manhattan, unitAt } from './map';
import type { BattleState, BattleUnit, UnitAbility } from './types';

/** Why the unit cannot choose this ability now (spec §5), or null when it can. */
export function abilityRefusal(unit: BattleUnit, abilityId: string): BattleError | null {
  const owned = unit.abilities.find((a) => a.id === abilityId);
  if (!owned || !ABILITY_BY_ID.has(abilityId)) return refusal('unknown_ability', { abilityId });
  if (unit.ap < owned.apCost) return refusal('ability_not_enough_ap', { abilityId, ap: unit.ap, needed: owned.apCost });
  if (owned.currentCooldown > 0) return refusal('ability_on_cooldown', { abilityId, turns: owned.currentCooldown });
  if (owned.usesRemaining !== null && owned.usesRemaining <= 0) return refusal('no_uses', { abilityId });
  return null;
}

export interface AbilityTarget {
  x?: number;
  y?: number;
}

/** The unit or tile the ability is aimed at, checked against its targeting rule. */
type Aim = { target: BattleUnit | null; x: number; y: number };

function aimAt(
  battle: BattleState,
  caster: BattleUnit,
  definition: AbilityDefinition,
  at: AbilityTarget,
): Aim | BattleError {
  const { targeting, reach } = definition.battle;
  const abilityId = definition.id;
  if (targeting === 'none') return { target: null, x: caster.x, y: caster.y };
  const { x, y } = at;
  if (x === undefined || y === undefined || !inGrid(x, y)) return refusal('needs_target', { abilityId });
  if (targeting === 'tile') {
    if (reach !== undefined && manhattan(caster, { x, y }) > reach)
      return refusal('target_out_of_reach', { abilityId, reach });
    if (!hasLineOfSight(battle, caster, { x, y })) return refusal('no_line_of_sight', { targetId: null });
    return { target: null, x, y };
  }
  const target = unitAt(battle, x, y);
  if (!target) return refusal('needs_target', { abilityId });
  if (targeting === 'enemy') {
    if (target.type !== 'enemy' || target.hp <= 0) {
      return definition.id === 'deadeye'
        ? refusal('deadeye_target', { abilityId })
        : refusal('invalid_target', { abilityId });
    }
    if (!hasLineOfSight(battle, caster, target)) return refusal('no_line_of_sight', { targetId: target.id });
  } else if (targeting === 'downed_ally') {
    if (target.type !== 'soldier') return refusal('invalid_target', { abilityId });
    if (target.hp > 0) return refusal('not_downed', { abilityId, targetId: target.id });
  } else {
    if (definition.id === 'guardian' && (target.type !== 'soldier' || target === caster))
      return refusal('allies_only', { abilityId });
    if (target.type !== 'soldier' || target.hp <= 0) return refusal('invalid_target', { abilityId });
    if (definition.battle.heal !== undefined && target.hp >= target.maxHp)
      return refusal('full_health', { abilityId, targetId: target.id });
  }
  if (reach !== undefined && manhattan(caster, target) > reach)
    return refusal('target_out_of_reach', { abilityId, reach });
  return { target, x, y };
}

/** Living enemies within `radius` of a point (the blast of a Rocket, Flashbang or Blade Storm). */
function enemiesAround(battle: BattleState, x: number, y: number, radius: number): BattleUnit[] {
  return livingUnits(battle, 'enemy').filter((e) => manhattan(e, { x, y }) <= radius);
}

/**
 * The HP one hit of the ability deals before a damage bonus (Deadeye grows with the caster's aim);
 * null for abilities that deal none. Suppressing fire pins rather than wounds.
 */
export function abilityDamage(caster: BattleUnit, definition: AbilityDefinition): number | null {
  const numbers = definition.battle;
  if (numbers.damage === undefined) return null;
  if (definition.id === 'deadeye')
    return battlePoints(numbers.damage + Math.trunc(caster.aim / (numbers.damagePerAim ?? 1)));
  return battlePoints(numbers.damage);
}

/** The HP Revival Protocol brings a downed soldier back with. */
export function revivedHp(maxHp: number, definition: AbilityDefinition): number {
  return Math.ceil((maxHp * (definition.battle.reviveAtPercent ?? 0)) / 100);
}

function applyAbility(ctx: StepContext, caster: BattleUnit, definition: AbilityDefinition, aim: Aim): void {
  const numbers = definition.battle;
  const id = definition.id as AbilityId;
  const { battle } = ctx;
  const target = aim.target;
  const turns = numbers.duration ?? 0;
  const mark = (unit: BattleUnit) => {
    applyEffect(unit, id, turns, caster.id);
    ctx.log.push({ kind: 'effectApplied', unitId: unit.id, abilityId: id, turns });
  };
  switch (id) {
    case 'medkit': {
      if (!target) return;
      const before = target.hp;
      target.hp = Math.min(target.maxHp, target.hp + battlePoints(numbers.heal ?? 0));
      ctx.log.push({ kind: 'healed', unitId: target.id, amount: target.hp - before, hp: target.hp, byId: caster.id });
      return;
    }
    case 'revival_protocol': {
      if (!target) return;
      target.hp = revivedHp(target.maxHp, definition);
      target.ap = 0;
      ctx.log.push({ kind: 'revived', unitId: target.id, hp: target.hp, byId: caster.id });
      return;
    }
    case 'smoke_bomb':
      for (const ally of livingUnits(battle, 'soldier'))
        if (manhattan(ally, caster) <= (numbers.radius ?? 0)) mark(ally);
      return;
    case 'guardian':
    case 'holo_targeting':
      if (target) mark(target);
      return;
    case 'suppression':
    case 'suppress_fire':
      // A burst of fire that pins rather than wounds: it must land (rolled like a shot) unless sure.
      if (target && (numbers.sureHit || fireShot(ctx, caster, target, { abilityId: id, damage: 0 }))) mark(target);
      return;
    case 'overwatch':
      caster.onOverwatch = true;
      return;
    case 'serial_killer':
      caster.serialKillerActive = true;
      return;
    case 'bunker_down':
      mark(caster);
      return;
    case 'deadeye': {
      if (!target) return;
      dealDamage(ctx, caster, target, withDamageBonus(caster, abilityDamage(caster, definition) ?? 0));
      return;
    }
    case 'disabling_shot':
      if (target && fireShot(ctx, caster, target, { abilityId: id, damage: abilityDamage(caster, definition) ?? 0 })) {
        if (target.hp > 0) mark(target);
      }
      return;
    case 'double_tap':
      for (let shot = 0; shot < (numbers.shots ?? 1) && target && target.hp > 0; shot++) {
        fireShot(ctx, caster, target, { abilityId: id, damage: abilityDamage(caster, definition) ?? 0 });
      }
      return;
    case 'flashbang':
      for (const enemy of enemiesAround(battle, aim.x, aim.y, numbers.radius ?? 0)) mark(enemy);
      return;
    case 'blade_storm':
    case 'rocket_launcher':
      for (const enemy of enemiesAround(battle, aim.x, aim.y, numbers.radius ?? 0)) {
        if (battle.status !== 'playing') return;
        dealDamage(ctx, caster, enemy, withDamageBonus(caster, abilityDamage(caster, definition) ?? 0));
      }
      return;
  }
}

/**
 * Uses an ability: checks it (usable, target), logs it, applies its effect, then sets its
 * cooldown, spends a use and the AP (spec §4). Overwatch and Bunker Down end the caster's turn
 * (their AP goes to 0) [decided: the spec's "ends turn" is the soldier's turn, as in XCOM; ending
 * the whole squad's turn would make one soldier's choice cost everyone's].
 */
export function useAbility(
  ctx: StepContext,
  caster: BattleUnit,
  abilityId: string,
  at: AbilityTarget,
): BattleError | null {
  const unusable = abilityRefusal(caster, abilityId);
  if (unusable) return unusable;
  const definition = ABILITY_BY_ID.get(abilityId) as AbilityDefinition;
  const owned = caster.abilities.find((a) => a.id === abilityId) as UnitAbility;
  const aim = aimAt(ctx.battle, caster, definition, at);
  if ('code' in aim) return aim;
  if (
    definition.id === 'blade_storm' &&
    enemiesAround(ctx.battle, caster.x, caster.y, definition.battle.radius ?? 0).length === 0
  )
    return refusal('invalid_target', { abilityId });

  ctx.log.push({
    kind: 'abilityUsed',
    unitId: caster.id,
    abilityId: owned.id,
    ...(aim.target ? { targetId: aim.target.id } : {}),
    ...(definition.battle.targeting === 'tile' ? { x: aim.x, y: aim.y } : {}),
  });
  owned.currentCooldown = definition.cooldown;
  if (owned.usesRemaining !== null) owned.usesRemaining -= 1;
  caster.ap = definition.endsTurn ? 0 : caster.ap - owned.apCost;
  applyAbility(ctx, caster, definition, aim);
  return null;
}

/** Where the ability can be aimed now: units (or tiles) it would accept, for the screen to highlight. */
export function abilityTargets(battle: BattleState, caster: BattleUnit, abilityId: string): { x: number; y: number }[] {
  const definition = ABILITY_BY_ID.get(abilityId);
  if (!definition || abilityRefusal(caster, abilityId)) return [];
  const { targeting } = definition.battle;
  if (targeting === 'none') return [{ x: caster.x, y: caster.y }];
  const tiles: { x: number; y: number }[] = [];
  if (targeting === 'tile') {
    for (let y = 0; y < BATTLE_GRID_SIZE; y++)
      for (let x = 0; x < BATTLE_GRID_SIZE; x++)
        if (!('code' in aimAt(battle, caster, definition, { x, y }))) tiles.push({ x, y });
    return tiles;
  }
  for (const unit of battle.units) {
    if (unitAt(battle, unit.x, unit.y) !== unit) continue;
    if (!('code' in aimAt(battle, caster, definition, unit))) tiles.push({ x: unit.x, y: unit.y });
  }
  return tiles;
}
