/** Ability family: care — Medkit (heal), Revival Protocol (revive), Smoke Bomb (smoke), Guardian (guard). Numbers come from content/abilities.ts. */
import { describe, expect, it } from 'vitest';
import { battlePoints } from '../content/battle';
import { field, refused, used, veteran } from './ability.fixture';
import { hitChanceBetween } from './hit-chance';
import { unit } from './scenario.fixture';

describe('care abilities', () => {
  it('Medkit heals an ally 40 → 2 HP up to the max; not at full health; 1 AP; limited uses', () => {
    const battle = field([veteran('support', 5, 9), veteran('ranger', 5, 8, { hp: 2 })]);
    const step = used(battle, 'soldier-1', 'medkit', { x: 5, y: 8 });
    expect(unit(step.battle, 'soldier-2').hp).toBe(2 + battlePoints(40));
    expect(unit(step.battle, 'soldier-1').ap).toBe(1);
    expect(unit(step.battle, 'soldier-1').abilities.find((a) => a.id === 'medkit')?.usesRemaining).toBe(2);
    expect(refused(battle, 'soldier-1', 'medkit', { x: 5, y: 9 })).toBe('Target is already at full health!');
    expect(refused(battle, 'soldier-1', 'medkit', { x: 11, y: 0 })).toBe('Invalid target');
  });

  it('Medkit on a downed ally says only a revive brings them back (issue 35)', () => {
    const battle = field([veteran('support', 5, 9), veteran('ranger', 5, 8, { hp: 0 })]);
    expect(refused(battle, 'soldier-1', 'medkit', { x: 5, y: 8 })).toBe(
      'Medkit cannot help a downed soldier: only a revive brings them back',
    );
  });

  it('Revival Protocol brings a downed ally back at 60% (3 HP); refuses a standing one; 2 AP, cooldown 5', () => {
    const battle = field([veteran('support', 5, 9), veteran('ranger', 5, 8, { hp: 0 }), veteran('heavy', 4, 9)]);
    const step = used(battle, 'soldier-1', 'revival_protocol', { x: 5, y: 8 });
    expect(unit(step.battle, 'soldier-2').hp).toBe(3);
    expect(
      unit(step.battle, 'soldier-1').abilities.find((a) => a.id === 'revival_protocol')?.currentCooldown,
    ).toBeGreaterThanOrEqual(4);
    expect(refused(battle, 'soldier-1', 'revival_protocol', { x: 4, y: 9 })).toBe('Target must be downed to revive');
  });

  it('Smoke Bomb gives allies within 3 tiles +40 defense until the enemy turn has passed', () => {
    const battle = field([veteran('ranger', 5, 9), veteran('heavy', 5, 6), veteran('sniper', 0, 0)], [{ x: 5, y: 3 }]);
    const step = used(battle, 'soldier-1', 'smoke_bomb');
    const enemy = unit(step.battle, 'enemy-1');
    const smoked = unit(step.battle, 'soldier-2');
    expect(hitChanceBetween(step.battle, enemy, smoked).parts).toContainEqual({ kind: 'defense', value: -40 });
    expect(unit(step.battle, 'soldier-3').effects).toEqual([]);
  });

  it('Guardian: ally only; 75% of each blow goes to the guardian', () => {
    const battle = field([veteran('support', 5, 9), veteran('ranger', 5, 8)], [{ x: 5, y: 5 }]);
    expect(refused(battle, 'soldier-1', 'guardian', { x: 5, y: 9 })).toBe('Can only protect allies');
    expect(refused(battle, 'soldier-1', 'guardian', { x: 5, y: 5 })).toBe('Can only protect allies');
    const step = used(battle, 'soldier-1', 'guardian', { x: 5, y: 8 });
    expect(unit(step.battle, 'soldier-2').effects).toEqual([
      { abilityId: 'guardian', turnsLeft: 2, sourceId: 'soldier-1' },
    ]);
    expect(unit(step.battle, 'soldier-1').ap).toBe(0);
  });
});
