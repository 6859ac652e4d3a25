/** Hit chance (hit-chance.ts): the odds and their parts, for soldiers and for enemies. Numbers come from content (content/battle.ts, abilities, equipment). */
import { describe, expect, it } from 'vitest';
import { BATTLE_RULES } from '../content/battle';
import { fightBattle } from '../tools/battle-commander';
import { sampleInput, sampleSquad } from '../tools/simulate-battle';
import { withDamageBonus } from './combat';
import { createBattle } from './create';
import { hitChanceBetween } from './hit-chance';
import { said } from './play.fixture';
import { playBattleAction } from './replay';
import { scenario, unit } from './scenario.fixture';
import type { BattleUnit } from './types';

describe('hit chance and damage', () => {
  it('player: weapon accuracy − 5 per tile − cover (40 full, 20 half), floor 20, cap 95, with its parts', () => {
    const battle = scenario({
      soldiers: [{ x: 2, y: 5 }],
      enemies: [
        { x: 6, y: 5 },
        { x: 2, y: 1 },
      ],
      cover: [{ x: 2, y: 1, cover: 'half' }],
    });
    const s = unit(battle, 'soldier-1');
    expect(hitChanceBetween(battle, s, unit(battle, 'enemy-1'))).toMatchObject({
      chance: 55,
      parts: [
        { kind: 'base', value: 75 },
        { kind: 'distance', value: -20 },
        { kind: 'cover', value: -0 },
      ],
    });
    expect(hitChanceBetween(battle, s, unit(battle, 'enemy-2')).chance).toBe(35);
    const far = scenario({
      soldiers: [{ x: 0, y: 11 }],
      enemies: [{ x: 11, y: 0 }],
      cover: [{ x: 11, y: 0, cover: 'full' }],
    });
    expect(hitChanceBetween(far, unit(far, 'soldier-1'), unit(far, 'enemy-1')).chance).toBe(20);
    const near = scenario({ soldiers: [{ x: 5, y: 5, weapon: 'sniper' }], enemies: [{ x: 5, y: 4 }] });
    expect(hitChanceBetween(near, unit(near, 'soldier-1'), unit(near, 'enemy-1')).chance).toBe(85);
  });

  it('enemy: its accuracy − 5 per tile − the soldier’s cover and armor; floor 20, cap 95', () => {
    const battle = scenario({
      soldiers: [
        { x: 5, y: 8, armor: 'heavy_armor' },
        { x: 3, y: 8 },
      ],
      enemies: [{ x: 5, y: 4 }],
      cover: [{ x: 5, y: 8, cover: 'full' }],
    });
    const e = unit(battle, 'enemy-1');
    const accuracy = BATTLE_RULES.enemyAccuracy.medium;
    expect(hitChanceBetween(battle, e, unit(battle, 'soldier-1')).chance).toBe(Math.max(20, accuracy - 20 - 40 - 15));
    expect(hitChanceBetween(battle, e, unit(battle, 'soldier-2')).chance).toBe(Math.min(95, accuracy - 30));
  });

  it('damage stays within the weapon’s 1..max (Bunker Down’s bonus and an exposed hit aside) and the battle ends at the right side', () => {
    const input4 = sampleInput('hard', sampleSquad(4, 250));
    for (let seed = 1; seed <= 20; seed++) {
      const { battle, actions } = fightBattle(input4, seed);
      let b = createBattle(input4, seed);
      for (const action of actions) {
        const step = playBattleAction(b, action);
        if (!step.ok) throw new Error(said(step.error));
        for (const e of step.log) {
          if (e.kind !== 'shot' || !e.hit || e.abilityId) continue;
          const shooter = unit(b, e.shooterId);
          const damage = step.log.find((d) => d.kind === 'damaged' && d.sourceId === e.shooterId);
          // Bunker Down's damage bonus and an exposed hit's +1 (rules 7) are what raise a plain shot above the weapon's max.
          if (damage?.kind === 'damaged')
            expect(damage.amount).toBeLessThanOrEqual(
              withDamageBonus(shooter, shooter.maxDamage) + (e.exposed ? 1 : 0),
            );
        }
        b = step.battle;
      }
      expect(b).toEqual(battle);
      const soldiersUp = b.units.some((u) => u.type === 'soldier' && u.hp > 0);
      const enemiesUp = b.units.some((u) => u.type === 'enemy' && u.hp > 0);
      expect(b.status).toBe(b.aborted ? 'defeat' : enemiesUp ? 'defeat' : 'victory');
      if (b.status === 'victory') expect(soldiersUp).toBe(true);
    }
  });
});

describe('the odds by distance and cover (content/battle.ts)', () => {
  it.each([
    [2, 'none'],
    [6, 'none'],
    [6, 'half'],
    [6, 'full'],
    [14, 'full'],
  ] as const)(
    '%i tiles away in %s cover: accuracy − distance − cover, within the floor and the cap',
    (distance, cover) => {
      // Straight north (then east): a frontal shot, so the cover counts (flanking: flanking.test.ts).
      const at = { x: Math.max(0, distance - 11), y: 11 - Math.min(distance, 11) };
      const battle = scenario({
        soldiers: [{ x: 0, y: 11 }],
        enemies: [at],
        cover: cover === 'none' ? [] : [{ ...at, cover }],
      });
      const soldier = unit(battle, 'soldier-1');
      const enemy = battle.units.find((u) => u.type === 'enemy') as BattleUnit;
      const raw = soldier.accuracy - BATTLE_RULES.distancePenalty * distance - BATTLE_RULES.coverPenalty[cover];
      const expected = Math.min(BATTLE_RULES.maxHitChance, Math.max(BATTLE_RULES.minHitChance, raw));
      expect(hitChanceBetween(battle, soldier, enemy).chance).toBe(expected);
    },
  );
});
