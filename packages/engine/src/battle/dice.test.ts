/**
 * The battle's dice (battle/dice.ts): a replay relies on them continuing the battle's own generator
 * from its stored state and on `draws` counting every roll, so a diverging replay shows it.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../rng';
import { Dice } from './dice';
import type { BattleState } from './types';

function battleWith(seed: number): Pick<BattleState, 'rng' | 'draws'> {
  return { rng: Rng.fromSeed(seed).state(), draws: 0 };
}

describe('Dice', () => {
  it('rolls percentages from 1 to 100 and counts every roll', () => {
    const dice = Dice.of(battleWith(3));
    const rolls = Array.from({ length: 500 }, () => dice.percent());
    expect(Math.min(...rolls)).toBe(1);
    expect(Math.max(...rolls)).toBe(100);
    expect(rolls.every(Number.isInteger)).toBe(true);
    dice.int(2, 4);
    expect(dice.draws).toBe(501);
  });

  it('continues from the state it stored: two halves roll as one run', () => {
    const once = Dice.of(battleWith(9));
    const straight = Array.from({ length: 10 }, () => once.int(1, 6));

    const battle = battleWith(9) as BattleState;
    const first = Dice.of(battle);
    const halves = Array.from({ length: 4 }, () => first.int(1, 6));
    first.storeIn(battle);
    expect(battle.draws).toBe(4);
    expect(first.draws).toBe(0);
    const second = Dice.of(battle);
    halves.push(...Array.from({ length: 6 }, () => second.int(1, 6)));
    second.storeIn(battle);

    expect(halves).toEqual(straight);
    expect(battle.draws).toBe(10);
  });
});
