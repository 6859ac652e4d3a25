/** Line of sight (line-of-sight.ts): full cover blocks, half cover does not, both ways. Numbers come from content (content/battle.ts, abilities, equipment). */
import { describe, expect, it } from 'vitest';
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
});
