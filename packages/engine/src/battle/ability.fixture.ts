/**
 * Helpers for the ability tests (one file per family: ability-care, ability-shots, ability-areas,
 * ability-stances): a field with veterans (1,000 xp, every ability), use / refuse an ability, and the
 * ability's numbers read from content, checked to carry the numbers under test.
 */
import { ABILITY_BY_ID, type AbilityBattleEffect, type AbilityNumbers } from '../content/abilities';
import { THEMES, wordBattleRefusal } from '../words/index';
import { applyBattleAction } from './apply';
import type { BattleError } from './errors';
import { type PlacedEnemy, type PlacedSoldier, scenario } from './scenario.fixture';
import type { BattleAction, BattleState } from './types';

/** A battle refusal as LAST STAND words it: the spec's combat-log message. */
export const said = (error: BattleError) => wordBattleRefusal(THEMES.vanilla, error);

/** An ability's battle numbers from content, checked to carry the numbers the test is about. */
export function effectOf<K extends keyof AbilityNumbers>(
  abilityId: string,
  ...keys: K[]
): AbilityBattleEffect & Required<Pick<AbilityNumbers, K>> {
  const numbers = ABILITY_BY_ID.get(abilityId)?.battle;
  if (!numbers) throw new Error(`no ability ${abilityId}`);
  for (const key of keys) if (numbers[key] === undefined) throw new Error(`${abilityId} has no ${key}`);
  return numbers as AbilityBattleEffect & Required<Pick<AbilityNumbers, K>>;
}

export function use(battle: BattleState, unitId: string, abilityId: string, at: { x?: number; y?: number } = {}) {
  const selected = applyBattleAction(battle, { type: 'select', unitId });
  if (!selected.ok) throw new Error(said(selected.error));
  return applyBattleAction(selected.battle, { type: 'ability', abilityId, ...at } as BattleAction);
}

export function used(battle: BattleState, unitId: string, abilityId: string, at: { x?: number; y?: number } = {}) {
  const step = use(battle, unitId, abilityId, at);
  if (!step.ok) throw new Error(`${abilityId}: ${said(step.error)}`);
  return step;
}

export function refused(battle: BattleState, unitId: string, abilityId: string, at: { x?: number; y?: number } = {}) {
  const step = use(battle, unitId, abilityId, at);
  if (step.ok) throw new Error(`${abilityId} was accepted`);
  return said(step.error);
}

export const veteran = (classId: PlacedSoldier['classId'], x: number, y: number, extra: Partial<PlacedSoldier> = {}) =>
  ({ classId, experience: 1000, x, y, ...extra }) satisfies PlacedSoldier;

export function field(soldiers: PlacedSoldier[], enemies: PlacedEnemy[] = [{ x: 11, y: 0 }], seed = 1) {
  return scenario({ soldiers, enemies, seed });
}

/** The first seed on which the rolled ability hits (its effect is then asserted). */
export function onHit(
  make: (seed: number) => BattleState,
  unitId: string,
  abilityId: string,
  at: { x: number; y: number },
) {
  for (let seed = 1; seed < 60; seed++) {
    const step = used(make(seed), unitId, abilityId, at);
    if (step.log.some((e) => e.kind === 'shot' && e.hit)) return step;
  }
  throw new Error(`${abilityId} never hit`);
}
