/**
 * The 16 abilities in battle (spec §4 ability use, §5 ability validation, §9 ability table).
 * Usability (AP, cooldown, uses) is checked when the ability is chosen and again when it is used;
 * then its target, then its effect. Numbers come from content/abilities.ts; what the spec leaves
 * open is written in docs/GAME_RULES.md "Abilities in battle" [decided].
 */
import {
  ABILITY_BY_ID,
  type AbilityBattleEffect,
  type AbilityDefinition,
  type AbilityId,
  type AbilityPrimitive,
  type AbilityTargeting,
} from '../content/abilities';
import { battlePoints } from '../content/battle';
import { dealDamage, fireShot, withDamageBonus } from './combat';
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

/** The unit or tile the ability is aimed at, checked against its target filter. */
type Aim = { target: BattleUnit | null; x: number; y: number };

/**
 * Issue 31: every target filter → what it aims at (the caster, a tile, or a unit it accepts or
 * refuses with the reason). `satisfies` makes a filter without its rule a compile error.
 */
type TargetFilter =
  | { aims: 'caster' }
  | { aims: 'tile' }
  | {
      aims: 'unit';
      /** Why this unit is not a target, or null; `reach` is checked after. */
      accepts: (battle: BattleState, caster: BattleUnit, target: BattleUnit, abilityId: string) => BattleError | null;
    };

const livingSoldier = (unit: BattleUnit) => unit.type === 'soldier' && unit.hp > 0;

export const TARGET_FILTERS = {
  none: { aims: 'caster' },
  tile: { aims: 'tile' },
  enemy: {
    aims: 'unit',
    accepts: (battle, caster, target, abilityId) => {
      if (target.type !== 'enemy' || target.hp <= 0)
        return refusal(ABILITY_BY_ID.get(abilityId)?.battle.refuseOthersAs ?? 'invalid_target', { abilityId });
      return hasLineOfSight(battle, caster, target) ? null : refusal('no_line_of_sight', { targetId: target.id });
    },
  },
  wounded_ally: {
    aims: 'unit',
    accepts: (_battle, _caster, target, abilityId) => {
      if (!livingSoldier(target)) return refusal('invalid_target', { abilityId });
      return target.hp >= target.maxHp ? refusal('full_health', { abilityId, targetId: target.id }) : null;
    },
  },
  other_ally: {
    aims: 'unit',
    accepts: (_battle, caster, target, abilityId) => {
      if (target.type !== 'soldier' || target === caster) return refusal('allies_only', { abilityId });
      return target.hp <= 0 ? refusal('invalid_target', { abilityId }) : null;
    },
  },
  downed_ally: {
    aims: 'unit',
    accepts: (_battle, _caster, target, abilityId) => {
      if (target.type !== 'soldier') return refusal('invalid_target', { abilityId });
      return target.hp > 0 ? refusal('not_downed', { abilityId, targetId: target.id }) : null;
    },
  },
} satisfies Record<AbilityTargeting, TargetFilter>;

function aimAt(
  battle: BattleState,
  caster: BattleUnit,
  definition: AbilityDefinition,
  at: AbilityTarget,
): Aim | BattleError {
  const numbers = definition.battle;
  const { reach } = numbers;
  const abilityId = definition.id;
  const filter: TargetFilter = TARGET_FILTERS[numbers.targeting];
  if (filter.aims === 'caster') return { target: null, x: caster.x, y: caster.y };
  const { x, y } = at;
  if (x === undefined || y === undefined || !inGrid(x, y)) return refusal('needs_target', { abilityId });
  if (filter.aims === 'tile') {
    if (reach !== undefined && manhattan(caster, { x, y }) > reach)
      return refusal('target_out_of_reach', { abilityId, reach });
    if (!hasLineOfSight(battle, caster, { x, y })) return refusal('no_line_of_sight', { targetId: null });
    return { target: null, x, y };
  }
  const target = unitAt(battle, x, y);
  if (!target) return refusal('needs_target', { abilityId });
  const refused = filter.accepts(battle, caster, target, abilityId);
  if (refused) return refused;
  if (reach !== undefined && manhattan(caster, target) > reach)
    return refusal('target_out_of_reach', { abilityId, reach });
  return { target, x, y };
}

/** Issue 31: every area → the living units within `radius` of the aim point, in the battle's order. */
const AREAS = {
  allies_in_radius: (battle: BattleState, x: number, y: number, radius: number) =>
    livingUnits(battle, 'soldier').filter((u) => manhattan(u, { x, y }) <= radius),
  hostiles_in_radius: (battle: BattleState, x: number, y: number, radius: number) =>
    livingUnits(battle, 'enemy').filter((u) => manhattan(u, { x, y }) <= radius),
} satisfies Record<NonNullable<AbilityBattleEffect['area']>, unknown>;

/** The units the ability works on: those in its area around the aim point, else its target (or the caster). */
function affectedUnits(battle: BattleState, caster: BattleUnit, numbers: AbilityBattleEffect, aim: Aim): BattleUnit[] {
  if (numbers.area === undefined) return [aim.target ?? caster];
  if (numbers.radius === undefined) throw new Error(`an ability with the area ${numbers.area} needs a radius`);
  return AREAS[numbers.area](battle, aim.x, aim.y, numbers.radius);
}

/** A number a primitive needs; the content's types require it, so its absence is a broken catalogue. */
function need(numbers: AbilityBattleEffect, key: 'heal' | 'reviveAtPercent' | 'damage' | 'duration'): number {
  const value = numbers[key];
  if (value === undefined) throw new Error(`an ability that ${numbers.does.join(', ')} needs ${key}`);
  return value;
}

/**
 * The HP one hit of the ability deals before a damage bonus (Deadeye grows with the caster's aim);
 * null for an ability with no primitive that deals damage (Suppressing Fire's shot pins rather than wounds).
 */
export function abilityDamage(caster: BattleUnit, definition: AbilityDefinition): number | null {
  const numbers = definition.battle;
  if (!numbers.does.some((primitive) => PRIMITIVES[primitive].wounds)) return null;
  const fromAim = numbers.damagePerAim === undefined ? 0 : Math.trunc(caster.aim / numbers.damagePerAim);
  return battlePoints(need(numbers, 'damage') + fromAim);
}

/** The HP Revival Protocol brings a downed soldier back with. */
export function revivedHp(maxHp: number, numbers: AbilityBattleEffect): number {
  return Math.ceil((maxHp * need(numbers, 'reviveAtPercent')) / 100);
}

/** One use of an ability, once its target is checked and its costs are paid. */
export interface AbilityUse {
  ctx: StepContext;
  caster: BattleUnit;
  id: AbilityId;
  numbers: AbilityBattleEffect;
  /** The ability's damage per hit for this caster, bonus included (0 for one that deals none). */
  damage: number;
  /** Leaves the ability's timed status on a unit for its duration. */
  mark: (unit: BattleUnit) => void;
}

/** One primitive's work on one unit; false stops the rest of the list for that unit (a shot that missed). */
interface Primitive {
  /** It deals the ability's damage (`abilityDamage`). */
  wounds: boolean;
  /** It rolls to land (a shot): the figures do not call it a sure hit. */
  rolls: boolean;
  apply: (use: AbilityUse, unit: BattleUnit) => boolean;
}

/** Rolled shots at one unit while it stands; whether any landed with the unit still standing. */
function shots(use: AbilityUse, unit: BattleUnit, count: number, damage: number, aimBonus?: number): boolean {
  let landed = false;
  for (let shot = 0; shot < count && unit.hp > 0; shot++) {
    const options = aimBonus === undefined ? { abilityId: use.id, damage } : { abilityId: use.id, damage, aimBonus };
    if (fireShot(use.ctx, use.caster, unit, options)) landed = true;
  }
  return landed && unit.hp > 0;
}

/**
 * Issue 31: every effect primitive → what it does to one unit. `satisfies` makes a primitive
 * without its behaviour (or a behaviour for no primitive) a compile error.
 */
export const PRIMITIVES = {
  heal: {
    wounds: false,
    rolls: false,
    apply: ({ ctx, caster, numbers }, unit) => {
      const before = unit.hp;
      unit.hp = Math.min(unit.maxHp, unit.hp + battlePoints(need(numbers, 'heal')));
      ctx.log.push({ kind: 'healed', unitId: unit.id, amount: unit.hp - before, hp: unit.hp, byId: caster.id });
      return true;
    },
  },
  revive: {
    wounds: false,
    rolls: false,
    apply: ({ ctx, caster, numbers }, unit) => {
      unit.hp = revivedHp(unit.maxHp, numbers);
      unit.ap = 0;
      ctx.log.push({ kind: 'revived', unitId: unit.id, hp: unit.hp, byId: caster.id });
      return true;
    },
  },
  // [tuned] Issue 24: Deadeye rolls like a shot, with its aim bonus, instead of never missing.
  shot: {
    wounds: true,
    rolls: true,
    apply: (use, unit) => shots(use, unit, use.numbers.shots ?? 1, use.damage, use.numbers.aimBonus),
  },
  // A burst of fire that pins rather than wounds: it must land, rolled like a shot.
  suppressive_shot: { wounds: false, rolls: true, apply: (use, unit) => shots(use, unit, 1, 0) },
  damage: {
    wounds: true,
    rolls: false,
    apply: ({ ctx, caster, damage }, unit) => {
      dealDamage(ctx, caster, unit, damage);
      return true;
    },
  },
  status: {
    wounds: false,
    rolls: false,
    apply: ({ mark }, unit) => {
      mark(unit);
      return true;
    },
  },
  pin: {
    wounds: false,
    rolls: false,
    apply: ({ mark }, unit) => {
      mark(unit);
      return true;
    },
  },
  overwatch: {
    wounds: false,
    rolls: false,
    apply: (_use, unit) => {
      unit.onOverwatch = true;
      return true;
    },
  },
  kill_streak: {
    wounds: false,
    rolls: false,
    apply: (_use, unit) => {
      unit.serialKillerActive = true;
      return true;
    },
  },
} satisfies Record<AbilityPrimitive, Primitive>;

/** Runs the ability's primitives in order on each unit it works on (an area stops when the battle ends). */
function applyAbility(ctx: StepContext, caster: BattleUnit, definition: AbilityDefinition, aim: Aim): void {
  const id = definition.id as AbilityId;
  const numbers = definition.battle;
  const base = abilityDamage(caster, definition);
  const use: AbilityUse = {
    ctx,
    caster,
    id,
    numbers,
    damage: base === null ? 0 : withDamageBonus(caster, base),
    mark: (unit) => {
      const turns = need(numbers, 'duration');
      applyEffect(unit, id, turns, caster.id);
      ctx.log.push({ kind: 'effectApplied', unitId: unit.id, abilityId: id, turns });
    },
  };
  for (const unit of affectedUnits(ctx.battle, caster, numbers, aim)) {
    if (ctx.battle.status !== 'playing') return;
    for (const primitive of numbers.does) if (!PRIMITIVES[primitive].apply(use, unit)) break;
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
  const numbers = definition.battle;
  // An area around the caster that reaches nobody (Blade Storm with no hostile beside it) is refused.
  if (numbers.targeting === 'none' && affectedUnits(ctx.battle, caster, numbers, aim).length === 0)
    return refusal('invalid_target', { abilityId });

  ctx.log.push({
    kind: 'abilityUsed',
    unitId: caster.id,
    abilityId: owned.id,
    ...(aim.target ? { targetId: aim.target.id } : {}),
    ...(numbers.targeting === 'tile' ? { x: aim.x, y: aim.y } : {}),
  });
  // A new list with a new entry: the battle before this step shares the old ones (context.ts).
  const spent: UnitAbility = {
    ...owned,
    currentCooldown: definition.cooldown,
    usesRemaining: owned.usesRemaining === null ? null : owned.usesRemaining - 1,
  };
  caster.abilities = caster.abilities.map((a) => (a === owned ? spent : a));
  caster.ap = definition.endsTurn ? 0 : caster.ap - owned.apCost;
  applyAbility(ctx, caster, definition, aim);
  return null;
}

/** Where the ability can be aimed now: units (or tiles) it would accept, for the screen to highlight. */
export function abilityTargets(battle: BattleState, caster: BattleUnit, abilityId: string): { x: number; y: number }[] {
  const definition = ABILITY_BY_ID.get(abilityId);
  if (!definition || abilityRefusal(caster, abilityId)) return [];
  const filter: TargetFilter = TARGET_FILTERS[definition.battle.targeting];
  if (filter.aims === 'caster') return [{ x: caster.x, y: caster.y }];
  const tiles: { x: number; y: number }[] = [];
  if (filter.aims === 'tile') {
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
