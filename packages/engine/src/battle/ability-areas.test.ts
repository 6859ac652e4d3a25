/** Ability family: areas — Flashbang (daze_area), Blade Storm (sweep), Rocket Launcher (blast). Numbers come from content/abilities.ts. */
import { describe, expect, it } from 'vitest';
import { ABILITY_BY_ID } from '../content/abilities';
import { battlePoints } from '../content/battle';
import { effectOf, field, refused, used, veteran } from './ability.fixture';
import { validTargets } from './queries';

describe('areas abilities', () => {
  it('Flashbang: every enemy within 2 tiles of the aimed tile loses 25 aim and 15 mobility', () => {
    const battle = field(
      [veteran('heavy', 5, 9)],
      [
        { x: 5, y: 5 },
        { x: 6, y: 5 },
        { x: 10, y: 1 },
      ],
    );
    const step = used(battle, 'soldier-1', 'flashbang', { x: 5, y: 5 });
    expect(step.battle.units.filter((u) => u.effects.length).map((u) => u.id)).toEqual(['enemy-1', 'enemy-2']);
    expect(
      validTargets(battle, 'soldier-1', 'flashbang').every((t) => Math.abs(t.x - 5) + Math.abs(t.y - 9) <= 6),
    ).toBe(true);
  });

  it('Blade Storm sweeps only the hostiles next to the Ranger, for sure damage; refused with none adjacent', () => {
    const numbers = effectOf('blade_storm', 'radius', 'damage');
    expect(numbers.radius).toBe(1);
    const battle = field(
      [veteran('ranger', 5, 9)],
      [
        { x: 5, y: 8 },
        { x: 6, y: 9 },
        { x: 5, y: 7 },
      ],
    );
    const step = used(battle, 'soldier-1', 'blade_storm');
    const hit = 6 - battlePoints(numbers.damage);
    expect(step.battle.units.filter((u) => u.type === 'enemy').map((u) => u.hp)).toEqual([hit, hit, 6]);
    expect(step.log.some((e) => e.kind === 'shot')).toBe(false);
    const apart = field([veteran('ranger', 5, 9)], [{ x: 5, y: 7 }]);
    expect(refused(apart, 'soldier-1', 'blade_storm')).toBe('Invalid target');
  });

  it('Rocket Launcher: 60 → 3 damage to every enemy within 2 tiles of the aimed tile, once a mission', () => {
    const battle = field(
      [veteran('heavy', 5, 9)],
      [
        { x: 5, y: 5 },
        { x: 5, y: 4 },
        { x: 11, y: 0 },
      ],
    );
    const step = used(battle, 'soldier-1', 'rocket_launcher', { x: 5, y: 5 });
    expect(step.battle.units.filter((u) => u.type === 'enemy').map((u) => u.hp)).toEqual([3, 3, 6]);
    expect(ABILITY_BY_ID.get('rocket_launcher')?.usesPerMission).toBe(1);
  });

  it('Frag Grenade (issue 34 item 5): the item gives one throw, 2 damage to every hostile within 1 tile of the aimed tile, 5 tiles away at most', () => {
    const battle = field(
      [veteran('support', 5, 9, { utility: 'grenade' }), veteran('support', 6, 9, { utility: 'medkit' })],
      [
        { x: 5, y: 5 },
        { x: 6, y: 5 },
        { x: 5, y: 3 },
      ],
    );
    expect(battle.units.find((u) => u.id === 'soldier-1')?.abilities.find((a) => a.id === 'grenade')).toMatchObject({
      usesRemaining: 1,
      apCost: 1,
    });
    expect(battle.units.find((u) => u.id === 'soldier-2')?.abilities.some((a) => a.id === 'grenade')).toBe(false);
    const step = used(battle, 'soldier-1', 'grenade', { x: 5, y: 5 });
    expect(step.battle.units.filter((u) => u.type === 'enemy').map((u) => u.hp)).toEqual([4, 4, 6]);
    expect(refused(step.battle, 'soldier-1', 'grenade', { x: 5, y: 5 })).not.toBe('');
    // Out of reach: 6 tiles away.
    expect(validTargets(battle, 'soldier-1', 'grenade').some((t) => t.x === 5 && t.y === 3)).toBe(false);
  });
});
