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

/** Every field of T, optional ones too (a field left out of a literal of this type fails to compile). */
type EveryField<T> = { [K in keyof Required<T>]: T[K] };

/**
 * A unit's own fields, each one named: every unit and every copy then has one object shape (a
 * spread kept each unit's own — soldiers', hostiles' with their pod — and copying was an eighth of
 * a battle's time, issue 34). A field added to BattleUnit must be added here: TypeScript says so.
 */
function copyUnit(u: BattleUnit): BattleUnit {
  const copy: EveryField<BattleUnit> = {
    id: u.id,
    type: u.type,
    name: u.name,
    x: u.x,
    y: u.y,
    hp: u.hp,
    maxHp: u.maxHp,
    ap: u.ap,
    maxAp: u.maxAp,
    rank: u.rank,
    classId: u.classId,
    kills: u.kills,
    accuracy: u.accuracy,
    minDamage: u.minDamage,
    maxDamage: u.maxDamage,
    aim: u.aim,
    mobility: u.mobility,
    armorDefense: u.armorDefense,
    abilities: u.abilities,
    effects: u.effects,
    onOverwatch: u.onOverwatch,
    serialKillerActive: u.serialKillerActive,
    hostileType: u.hostileType,
    announcedBlast: u.announcedBlast,
    alerted: u.alerted,
    pod: u.pod,
    shotAp: u.shotAp,
  };
  return copy;
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
