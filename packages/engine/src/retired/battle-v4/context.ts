// FROZEN: the battle rules as of rules version 4 (commit c404ea4), never edited. Used only to replay records
// made under rules <= 4 (legacy/replay-battle-v4.ts); the rules fingerprint does not include it.
/**
 * One battle step in progress: a private copy of the battle that the rules change in place, the
 * generator, and the facts logged so far. `applyBattleAction` and `enemyStep` open one, and either
 * finish it (the copy becomes the next state) or drop it (a refusal changes nothing).
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
  return {
    ...unit,
    abilities: unit.abilities.map((a) => ({ ...a })),
    effects: unit.effects.map((e) => ({ ...e })),
  };
}

/** A deep copy of everything a step can change (tiles never change after the map is made). */
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
