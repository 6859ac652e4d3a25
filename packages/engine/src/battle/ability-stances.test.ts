/** Ability family: marks and stances — Overwatch, Suppression (pin), Holo-Targeting (mark), Bunker Down (dig_in). Numbers come from content/abilities.ts. */
import { describe, expect, it } from 'vitest';
import { ABILITY_BY_ID } from '../content/abilities';
import { effectOf, field, refused, said, use, used, veteran } from './ability.fixture';
import { applyBattleAction } from './apply';
import { planEnemy, runEnemyTurn } from './enemy-ai';
import { hitChanceBetween } from './hit-chance';
import { tilesPerAp } from './movement';
import { unit } from './scenario.fixture';

describe('marks and stances abilities', () => {
  it('Overwatch ends the soldier’s turn and fires a reaction shot at −20 at the first enemy that acts in sight', () => {
    const battle = field([veteran('sniper', 5, 9), veteran('ranger', 0, 11)], [{ x: 5, y: 1 }]);
    const step = used(battle, 'soldier-1', 'overwatch');
    expect(unit(step.battle, 'soldier-1')).toMatchObject({ ap: 0, onOverwatch: true });
    const ended = applyBattleAction(step.battle, { type: 'endTurn' });
    if (!ended.ok) throw new Error(said(ended.error));
    const { log } = runEnemyTurn(ended.battle);
    const reaction = log.find((e) => e.kind === 'shot' && e.reaction);
    expect(reaction).toMatchObject({ shooterId: 'soldier-1', targetId: 'enemy-1', abilityId: 'overwatch' });
  });

  it('Overwatch cools down for its cooldown in handovers: not the next turn, again the turn after (issue 24 [tuned])', () => {
    const cooldown = ABILITY_BY_ID.get('overwatch')?.cooldown ?? 0;
    expect(cooldown).toBeGreaterThan(2);
    let battle = used(field([veteran('sniper', 5, 9)], [{ x: 11, y: 0 }]), 'soldier-1', 'overwatch').battle;
    for (let turn = 1; ; turn++) {
      // A squad with no AP left hands over by itself.
      if (battle.side === 'player') {
        const ended = applyBattleAction(battle, { type: 'endTurn' });
        if (!ended.ok) throw new Error(said(ended.error));
        battle = ended.battle;
      }
      battle = runEnemyTurn(battle).battle;
      const handovers = turn * 2;
      if (handovers >= cooldown) {
        expect(use(battle, 'soldier-1', 'overwatch').ok).toBe(true);
        break;
      }
      expect(refused(battle, 'soldier-1', 'overwatch')).toMatch(/^Ability on cooldown/);
    }
  });

  it('Suppression never misses and pins: the target cannot move and loses its aim penalty for its turn', () => {
    const numbers = effectOf('suppression', 'aimPenalty');
    const battle = field([veteran('heavy', 5, 9)], [{ x: 5, y: 3 }]);
    const step = used(battle, 'soldier-1', 'suppression', { x: 5, y: 3 });
    expect(step.log.some((e) => e.kind === 'shot')).toBe(false);
    const enemy = unit(step.battle, 'enemy-1');
    expect(tilesPerAp(enemy)).toBe(0);
    // The hostile's shown intent (the forecast's plan) already holds it in place.
    expect(planEnemy(battle, unit(battle, 'enemy-1')).moves.length).toBeGreaterThan(0);
    expect(planEnemy(step.battle, enemy).moves).toEqual([]);
    expect(hitChanceBetween(step.battle, enemy, unit(step.battle, 'soldier-1')).parts).toContainEqual({
      kind: 'suppressed',
      value: -numbers.aimPenalty,
    });
    const ended = applyBattleAction(step.battle, { type: 'endTurn' });
    if (!ended.ok) throw new Error(said(ended.error));
    const { log, battle: after } = runEnemyTurn(ended.battle);
    expect(log.some((e) => e.kind === 'moved' && e.unitId === 'enemy-1')).toBe(false);
    expect(unit(after, 'enemy-1').effects).toEqual([]);
  });

  it('Holo-Targeting marks an enemy: every ally gets +20 against it', () => {
    const battle = field([veteran('sniper', 5, 9), veteran('ranger', 4, 9)], [{ x: 5, y: 5 }]);
    const step = used(battle, 'soldier-1', 'holo_targeting', { x: 5, y: 5 });
    const chance = hitChanceBetween(step.battle, unit(step.battle, 'soldier-2'), unit(step.battle, 'enemy-1'));
    expect(chance.parts).toContainEqual({ kind: 'marked', value: 20 });
  });

  it('Bunker Down: +60 defense and +50% damage for 3 turns, and ends the soldier’s turn', () => {
    const battle = field([veteran('heavy', 5, 9)], [{ x: 5, y: 5 }]);
    const step = used(battle, 'soldier-1', 'bunker_down');
    const heavy = unit(step.battle, 'soldier-1');
    expect(heavy.ap).toBe(0);
    expect(hitChanceBetween(step.battle, unit(step.battle, 'enemy-1'), heavy).parts).toContainEqual({
      kind: 'defense',
      value: -60,
    });
  });
});
