/**
 * Cover and flanking (hit-chance.ts, issue 24): cover faces north and south; a shot whose longer axis
 * is east–west flanks it, and the odds show the cover and a FLANKED part that cancels it. Numbers
 * come from content (content/battle.ts).
 */
import { describe, expect, it } from 'vitest';
import { BATTLE_RULES } from '../content/battle';
import { hitChanceBetween, isFlanked } from './hit-chance';
import { scenario, unit } from './scenario.fixture';
import type { Cover } from './types';

const TARGET = { x: 5, y: 5 };

describe('cover and flanking', () => {
  it.each([
    // shooter offset from the target, flanked?
    [0, 4, false],
    [0, -4, false],
    [3, 3, false],
    [-3, 3, false],
    [4, 1, true],
    [-4, 0, true],
    [3, -2, true],
  ] as const)('a shot from (%i, %i) off the target flanks it: %s', (dx, dy, flanked) => {
    expect(isFlanked({ x: TARGET.x + dx, y: TARGET.y + dy }, TARGET)).toBe(flanked);
  });

  it.each(['half', 'full'] as const)('%s cover counts from the front and not from the side', (cover: Cover) => {
    const penalty = BATTLE_RULES.coverPenalty[cover];
    const frontal = scenario({ soldiers: [{ x: 5, y: 9 }], enemies: [TARGET], cover: [{ ...TARGET, cover }] });
    const side = scenario({ soldiers: [{ x: 9, y: 5 }], enemies: [TARGET], cover: [{ ...TARGET, cover }] });
    const front = hitChanceBetween(frontal, unit(frontal, 'soldier-1'), unit(frontal, 'enemy-1'));
    const flank = hitChanceBetween(side, unit(side, 'soldier-1'), unit(side, 'enemy-1'));
    expect(front.parts).toContainEqual({ kind: 'cover', value: -penalty });
    expect(front.parts.some((p) => p.kind === 'flanked')).toBe(false);
    expect(flank.parts).toContainEqual({ kind: 'cover', value: -penalty });
    expect(flank.parts).toContainEqual({ kind: 'flanked', value: penalty });
    // Same distance (4 tiles) both ways: the flank is worth exactly the cover.
    expect(flank.raw - front.raw).toBe(penalty);
    expect(flank.parts.reduce((sum, p) => sum + p.value, 0)).toBe(flank.chance);
  });

  it('shows no flank part on open ground, and flanks soldiers as well as hostiles', () => {
    const open = scenario({ soldiers: [{ x: 9, y: 5 }], enemies: [TARGET] });
    expect(
      hitChanceBetween(open, unit(open, 'soldier-1'), unit(open, 'enemy-1')).parts.some((p) => p.kind === 'flanked'),
    ).toBe(false);
    const dug = scenario({ soldiers: [{ x: 9, y: 5 }], enemies: [TARGET], cover: [{ x: 9, y: 5, cover: 'full' }] });
    expect(hitChanceBetween(dug, unit(dug, 'enemy-1'), unit(dug, 'soldier-1')).parts).toContainEqual({
      kind: 'flanked',
      value: BATTLE_RULES.coverPenalty.full,
    });
  });
});
