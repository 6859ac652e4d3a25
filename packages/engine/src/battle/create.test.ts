/** createBattle (create.ts): the map, the enemies by difficulty, the squad and its abilities. Numbers come from content (content/battle.ts, abilities, equipment). */
import { describe, expect, it } from 'vitest';
import { BATTLE_RULES } from '../content/battle';
import { HOSTILE_TYPES } from '../content/hostiles';
import { sampleInput, sampleSquad } from '../tools/simulate-battle';
import { battleHpFor, createBattle } from './create';
import { hitChanceBetween } from './hit-chance';
import { input } from './play.fixture';
import { scenario, unit } from './scenario.fixture';
import { BATTLE_DIFFICULTIES } from './types';

describe('createBattle', () => {
  it('builds the 12x12 map, the enemies by difficulty in pods in the north, and the squad in a row at y 10', () => {
    for (const [difficulty, count] of Object.entries(BATTLE_RULES.enemyCount)) {
      const battle = createBattle(sampleInput(difficulty as 'easy', sampleSquad(4, 0)), 9);
      expect(battle.tiles).toHaveLength(144);
      expect(battle.tiles.filter((t) => t !== 'none')).toHaveLength(25);
      const enemies = battle.units.filter((u) => u.type === 'enemy');
      expect(enemies).toHaveLength(count);
      for (const e of enemies) {
        const type = HOSTILE_TYPES[e.hostileType ?? 'trooper'];
        expect(e).toMatchObject({
          ap: type.ap,
          maxAp: type.ap,
          hp: BATTLE_RULES.enemyHp[difficulty as 'easy'] + type.hpBonus,
        });
        expect(e.y).toBeLessThanOrEqual(5);
        expect(e.alerted).toBe(false);
      }
      expect(enemies.map((e) => e.name)).toEqual(enemies.map((_, i) => `Hostile-${i + 1}`));
      const soldiers = battle.units.filter((u) => u.type === 'soldier');
      expect(soldiers.map((s) => [s.x, s.y])).toEqual([1, 2, 3, 4].map((x) => [x, 10]));
      for (const u of battle.units) expect(battle.tiles[u.y * 12 + u.x]).toBe('none');
    }
  });

  it('is the same battle for the same seed, and another for another seed', () => {
    expect(createBattle(input, 5)).toEqual(createBattle(input, 5));
    expect(createBattle(input, 5).tiles).not.toEqual(createBattle(input, 6).tiles);
  });

  it('maps campaign health to battle HP (ceil 5 × health / max) and carries class abilities and the utility', () => {
    expect(battleHpFor(100, 100)).toBe(5);
    expect(battleHpFor(41, 100)).toBe(3);
    expect(battleHpFor(1, 120)).toBe(1);
    const battle = scenario({
      soldiers: [{ x: 1, y: 10, classId: 'support', experience: 0, utility: 'medkit' }],
      enemies: [{ x: 9, y: 2 }],
    });
    expect(unit(battle, 'soldier-1').abilities).toEqual([
      { id: 'medkit', apCost: 1, currentCooldown: 0, usesRemaining: 4 },
    ]);
  });
});

describe('enemies by difficulty (content/battle.ts)', () => {
  it.each(BATTLE_DIFFICULTIES.map((d) => [d] as const))(
    '%s: count, HP, accuracy and damage from the rules',
    (difficulty) => {
      const battle = createBattle({ ...input, mission: { ...input.mission, difficulty } }, 3);
      const enemies = battle.units.filter((u) => u.type === 'enemy');
      expect(enemies).toHaveLength(BATTLE_RULES.enemyCount[difficulty]);
      for (const enemy of enemies) {
        // The trooper's numbers (content/battle.ts) plus its type's (content/hostiles.ts).
        const type = HOSTILE_TYPES[enemy.hostileType ?? 'trooper'];
        expect(enemy).toMatchObject({
          hp: BATTLE_RULES.enemyHp[difficulty] + type.hpBonus,
          accuracy: BATTLE_RULES.enemyAccuracy[difficulty] + type.accuracyBonus,
          maxDamage: BATTLE_RULES.enemyMaxDamage[difficulty] + type.damageBonus,
          ap: type.ap,
          mobility: type.mobility,
        });
      }
    },
  );

  it.each([
    [100, 100, 5],
    [50, 100, 3],
    [1, 100, 1],
    [0, 100, 0],
    [80, 80, 5],
  ])('health %i of %i is %i battle HP (ceil 5 × health / max)', (health, maxHealth, hp) => {
    expect(battleHpFor(health, maxHealth)).toBe(hp);
  });

  it('rules 8: a hard hostile has 7 HP and aims 68 — 48% at 4 tiles in the open, 28% behind half cover, 20% behind full', () => {
    // Each hostile 4 tiles straight north of one soldier: the cover faces the shot (no flank).
    const battle = scenario({
      difficulty: 'hard',
      soldiers: [
        { x: 3, y: 8 },
        { x: 5, y: 8 },
        { x: 7, y: 8 },
      ],
      enemies: [
        { x: 3, y: 4 },
        { x: 5, y: 4 },
        { x: 7, y: 4 },
      ],
      cover: [
        { x: 5, y: 8, cover: 'half' },
        { x: 7, y: 8, cover: 'full' },
      ],
    });
    expect(unit(battle, 'enemy-1')).toMatchObject({ hp: 7, maxHp: 7, accuracy: 68 });
    const odds = (i: number) =>
      hitChanceBetween(battle, unit(battle, `enemy-${i}`), unit(battle, `soldier-${i}`)).chance;
    expect([odds(1), odds(2), odds(3)]).toEqual([48, 28, 20]);
  });
});
