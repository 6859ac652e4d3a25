/** Shooting (combat.ts): refusals, the roll against the shown chance, kills. Numbers come from content (content/battle.ts, abilities, equipment). */
import { describe, expect, it } from 'vitest';
import { applyBattleAction } from './apply';
import { must, refusal, said } from './play.fixture';
import { canShoot, previewShot } from './queries';
import { scenario, unit } from './scenario.fixture';

describe('shooting', () => {
  it('refuses an empty tile, a friendly and a shooter without AP with the spec messages', () => {
    const battle = scenario({
      soldiers: [
        { x: 2, y: 5 },
        { x: 3, y: 5 },
      ],
      enemies: [
        { x: 6, y: 5 },
        { x: 11, y: 11 },
      ],
    });
    const select = { type: 'select', unitId: 'soldier-1' } as const;
    expect(refusal(battle, select, { type: 'shoot', x: 0, y: 0 })).toBe('No target at that position!');
    expect(refusal(battle, select, { type: 'shoot', x: 3, y: 5 })).toBe('Cannot target friendly units!');
    const spent = must(battle, select, { type: 'shoot', x: 6, y: 5 }, { type: 'shoot', x: 6, y: 5 });
    expect(unit(spent, 'soldier-1').ap).toBe(0);
    const again = applyBattleAction({ ...spent, selectedUnitId: 'soldier-1' }, { type: 'shoot', x: 6, y: 5 });
    expect(again.ok ? '' : said(again.error)).toBe('Not enough AP to shoot!');
    expect([canShoot(battle, 'soldier-1'), canShoot(spent, 'soldier-1'), canShoot(battle, 'enemy-1')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('logs the roll against the shown chance and kills at 0 HP, counting the kill', () => {
    for (let seed = 1; seed < 40; seed++) {
      const battle = scenario({
        seed,
        soldiers: [{ x: 5, y: 6, weapon: 'sniper' }],
        enemies: [
          { x: 5, y: 5, hp: 1 },
          { x: 11, y: 0 },
        ],
      });
      const step = applyBattleAction(must(battle, { type: 'select', unitId: 'soldier-1' }), {
        type: 'shoot',
        x: 5,
        y: 5,
      });
      if (!step.ok) throw new Error(said(step.error));
      const shot = step.log.find((e) => e.kind === 'shot');
      if (shot?.kind !== 'shot') throw new Error('no shot');
      expect(shot.chance).toBe(previewShot(battle, 'soldier-1', 'enemy-1')?.chance);
      expect(shot.hit).toBe(shot.roll <= shot.chance);
      if (shot.hit) {
        expect(unit(step.battle, 'enemy-1').hp).toBe(0);
        expect(unit(step.battle, 'soldier-1').kills).toBe(1);
        expect(step.log.some((e) => e.kind === 'killed' && e.unitId === 'enemy-1')).toBe(true);
        return;
      }
    }
    throw new Error('no hit in 40 seeds');
  });
});
