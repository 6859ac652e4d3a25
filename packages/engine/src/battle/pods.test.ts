/**
 * Hostile pods (pods.ts, issue 24): hostiles start in pods out of sight and hold until their pod is
 * seen or attacked; a pod wakes as one. Numbers come from content (content/battle.ts).
 */
import { describe, expect, it } from 'vitest';
import { BATTLE_RULES } from '../content/battle';
import { sampleInput, sampleSquad } from '../tools/simulate-battle';
import { createBattle } from './create';
import { runEnemyTurn } from './enemy-ai';
import { forecastEnemyTurn } from './forecast';
import { hasLineOfSight } from './line-of-sight';
import { manhattan } from './map';
import { must } from './play.fixture';
import { isAlerted, podSizes } from './pods';
import { validTargets } from './queries';
import { scenario, unit } from './scenario.fixture';

describe('pods', () => {
  it.each(Object.entries(BATTLE_RULES.enemyCount))(
    '%s: %i hostiles in pods of at most podSize, as even as can be',
    (_, count) => {
      const sizes = podSizes(count);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(count);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(BATTLE_RULES.podSize);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    },
  );

  it('start unaware, out of every soldier’s sight, on 60 seeded battles', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const battle = createBattle(sampleInput('hard', sampleSquad(4, 0)), seed);
      const soldiers = battle.units.filter((u) => u.type === 'soldier');
      for (const enemy of battle.units.filter((u) => u.type === 'enemy')) {
        expect(enemy.alerted).toBe(false);
        expect(soldiers.some((s) => hasLineOfSight(battle, s, enemy))).toBe(false);
        expect(Math.min(...soldiers.map((s) => manhattan(s, enemy)))).toBeGreaterThan(BATTLE_RULES.sightRange);
      }
    }
  });

  const sleeping = () =>
    scenario({
      soldiers: [{ x: 5, y: 11, classId: 'heavy' }],
      enemies: [
        { x: 5, y: 2, alerted: false, pod: 0 },
        { x: 6, y: 2, alerted: false, pod: 0 },
        { x: 0, y: 0, alerted: false, pod: 1 },
      ],
    });

  it('an unaware pod does nothing on its turn, and the forecast says it holds', () => {
    const battle = sleeping();
    expect(forecastEnemyTurn(battle).every((f) => f.path.length === 1 && f.shot === null)).toBe(true);
    const ended = must(battle, { type: 'endTurn' });
    const { battle: back, log } = runEnemyTurn(ended);
    expect(back.units.filter((u) => u.type === 'enemy').map((u) => [u.x, u.y])).toEqual([
      [5, 2],
      [6, 2],
      [0, 0],
    ]);
    expect(log.filter((e) => e.kind === 'enemySkipped')).toHaveLength(3);
  });

  it('a soldier who comes within sight wakes that whole pod and no other', () => {
    const battle = sleeping();
    // From (5, 10) the hostile at (5, 2) is 8 tiles away, beyond the sight of 7; from (5, 9) it is seen.
    const far = must(battle, { type: 'select', unitId: 'soldier-1' }, { type: 'move', x: 5, y: 10 });
    expect(far.units.filter((u) => u.type === 'enemy').every((u) => !isAlerted(u))).toBe(true);
    const near = must(far, { type: 'move', x: 5, y: 9 });
    expect(unit(near, 'enemy-1').alerted).toBe(true);
    expect(unit(near, 'enemy-2').alerted).toBe(true);
    expect(unit(near, 'enemy-3').alerted).toBe(false);
  });

  it('a pod behind full cover stays unaware until a soldier steps into view', () => {
    const battle = scenario({
      soldiers: [{ x: 5, y: 11, classId: 'heavy', experience: 1000 }],
      enemies: [{ x: 5, y: 5, alerted: false, pod: 0 }],
      cover: [{ x: 5, y: 8, cover: 'full' }],
    });
    expect(unit(battle, 'enemy-1').alerted).toBe(false);
    const stay = must(battle, { type: 'endTurn' });
    expect(unit(stay, 'enemy-1').alerted).toBe(false);
    const aside = must(battle, { type: 'select', unitId: 'soldier-1' }, { type: 'move', x: 4, y: 11 });
    expect(unit(aside, 'enemy-1').alerted).toBe(true);
  });

  it('a pod hit by an area ability wakes even unseen', () => {
    const battle = scenario({
      soldiers: [{ x: 5, y: 11, classId: 'heavy', experience: 1000 }],
      enemies: [{ x: 5, y: 5, alerted: false, pod: 0, hp: 9 }],
      cover: [{ x: 5, y: 8, cover: 'full' }],
    });
    const blast = validTargets(battle, 'soldier-1', 'rocket_launcher').find((t) => manhattan(t, { x: 5, y: 5 }) <= 2);
    if (!blast) throw new Error('no rocket tile near the hostile');
    const hit = must(
      battle,
      { type: 'select', unitId: 'soldier-1' },
      { type: 'ability', abilityId: 'rocket_launcher', ...blast },
    );
    expect(unit(hit, 'enemy-1').alerted).toBe(true);
  });

  it('battles stored before pods (no flag) treat every hostile as alerted', () => {
    const battle = sleeping();
    const { alerted: _a, pod: _p, ...old } = unit(battle, 'enemy-1');
    expect(isAlerted(old)).toBe(true);
  });
});
