/**
 * One battle step in progress: a private copy of the battle that the rules change in place, the
 * generator, and the facts logged so far. `applyBattleAction` and `enemyStep` open one, and either
 * finish it (the copy becomes the next state) or drop it (a refusal changes nothing).
 *
 * The copy is shallow below each unit (issue 37): a unit's own fields are its copy's, but its
 * abilities and effects lists (and the battle's objective and tiles) are shared with the battle
 * before the step, so the rules replace those lists or objects, never change them in place.
 */
import { Dice } from './dice';
import type { BattleLogEvent } from './log';
import type { BattleState, BattleUnit } from './types';

export interface StepContext {
  battle: BattleState;
  dice: Dice;
  log: BattleLogEvent[];
}

function copyUnit(unit: BattleUnit): BattleUnit {
  return { ...unit };
}

/**
 * A copy a step can change in place: the battle's and each unit's own fields (tiles never change
 * after the map is made; lists inside a unit, and the objective, are replaced when they change).
 */
export function copyBattle(battle: BattleState): BattleState {
  return { ...battle, units: battle.units.map(copyUnit), rng: [...battle.rng] };
}

export function openStep(battle: BattleState): StepContext {
  const copy = copyBattle(battle);
  return { battle: copy, dice: Dice.of(copy), log: [] };
}

export function closeStep(ctx: StepContext): { ok: true; battle: BattleState; log: BattleLogEvent[] } {
  ctx.dice.storeIn(ctx.battle);
  return { ok: true, battle: ctx.battle, log: ctx.log };
}

export function findUnit(battle: BattleState, id: string | null): BattleUnit | undefined {
  return id === null ? undefined : battle.units.find((u) => u.id === id);
}

export function livingUnits(battle: BattleState, type: BattleUnit['type']): BattleUnit[] {
  return battle.units.filter((u) => u.type === type && u.hp > 0);
}
