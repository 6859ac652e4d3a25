/** Line of sight (line-of-sight.ts): full cover blocks, half cover does not, both ways. Numbers come from content (content/battle.ts, abilities, equipment). */
import { describe, expect, it } from 'vitest';
import { BATTLE_RULES } from '../content/battle';
import { hasLineOfSight } from './line-of-sight';
import { refusal } from './play.fixture';
import { scenario, unit } from './scenario.fixture';

describe('line of sight', () => {
  it('is blocked by full cover between the units, not by half cover, and is symmetric', () => {
    const open = scenario({ soldiers: [{ x: 2, y: 5 }], enemies: [{ x: 8, y: 5 }] });
    const a = unit(open, 'soldier-1');
    const b = unit(open, 'enemy-1');
    expect(hasLineOfSight(open, a, b)).toBe(true);
    const half = {
      ...open,
      tiles: scenario({ soldiers: [{ x: 2, y: 5 }], enemies: [{ x: 8, y: 5 }], cover: [{ x: 5, y: 5, cover: 'half' }] })
        .tiles,
    };
    expect(hasLineOfSight(half, a, b)).toBe(true);
    const full = {
      ...open,
      tiles: scenario({ soldiers: [{ x: 2, y: 5 }], enemies: [{ x: 8, y: 5 }], cover: [{ x: 5, y: 5, cover: 'full' }] })
        .tiles,
    };
    expect(hasLineOfSight(full, a, b)).toBe(false);
    expect(hasLineOfSight(full, b, a)).toBe(false);
    // Cover on the target's own tile protects it but does not block the view.
    const onTarget = {
      ...open,
      tiles: scenario({ soldiers: [{ x: 2, y: 5 }], enemies: [{ x: 8, y: 5 }], cover: [{ x: 8, y: 5, cover: 'full' }] })
        .tiles,
    };
    expect(hasLineOfSight(onTarget, a, b)).toBe(true);
  });

  it('refuses a shot without line of sight with the spec message', () => {
    const battle = scenario({
      soldiers: [{ x: 2, y: 5 }],
      enemies: [{ x: 8, y: 5 }],
      cover: [{ x: 5, y: 5, cover: 'full' }],
    });
    expect(refusal(battle, { type: 'select', unitId: 'soldier-1' }, { type: 'shoot', x: 8, y: 5 })).toBe(
      'No line of sight to target!',
    );
  });

  it.each([
    [BATTLE_RULES.sightRange, true],
    [BATTLE_RULES.sightRange + 1, false],
  ])('issue 24: on open ground a unit %i tiles away is in sight: %s (sight range from content)', (distance, seen) => {
    const battle = scenario({ soldiers: [{ x: 0, y: 11 }], enemies: [{ x: 0, y: 11 - distance }] });
    expect(hasLineOfSight(battle, unit(battle, 'soldier-1'), unit(battle, 'enemy-1'))).toBe(seen);
    expect(hasLineOfSight(battle, unit(battle, 'enemy-1'), unit(battle, 'soldier-1'))).toBe(seen);
  });

  it('issue 24: a hostile beyond sight cannot be shot at', () => {
    const far = BATTLE_RULES.sightRange + 1;
    const battle = scenario({ soldiers: [{ x: 0, y: 11 }], enemies: [{ x: 0, y: 11 - far }] });
    expect(refusal(battle, { type: 'select', unitId: 'soldier-1' }, { type: 'shoot', x: 0, y: 11 - far })).toBe(
      'No line of sight to target!',
    );
  });
});
