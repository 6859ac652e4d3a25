/**
 * Issue 31 item 4: the 16 abilities are composed from a few effect primitives and target filters,
 * each table checked by the compiler. The `@ts-expect-error` lines below are the proof:
 * `tsc -p packages/engine` (npm run typecheck) fails with "Unused '@ts-expect-error' directive" if a
 * table missing an entry, or an ability missing a number its primitives need, ever type-checks.
 */
import { describe, expect, it } from 'vitest';
import {
  ABILITIES,
  type AbilityBattleEffect,
  type AbilityBattleWith,
  type AbilityPrimitive,
  type AbilityTargeting,
  isAbilityId,
} from '../content/abilities';
import { PRIMITIVES, TARGET_FILTERS } from './abilities';

type Primitives = Record<AbilityPrimitive, (typeof PRIMITIVES)[AbilityPrimitive]>;
type Filters = Record<AbilityTargeting, (typeof TARGET_FILTERS)[AbilityTargeting]>;

const { damage: _dropped, ...withoutDamage } = PRIMITIVES;
// @ts-expect-error a primitive without its behaviour does not compile (Property 'damage' is missing).
const missingPrimitive: Primitives = withoutDamage;

const { downed_ally: _droppedFilter, ...withoutDowned } = TARGET_FILTERS;
// @ts-expect-error a target filter without its rule does not compile.
const missingFilter: Filters = withoutDowned;

// @ts-expect-error a primitive the battle does not know does not compile.
const unknownPrimitive: AbilityBattleEffect = { targeting: 'none', does: ['teleport'] };

// @ts-expect-error an ability's numbers are required by its primitives: a shot without damage does not compile.
const missingNumber: AbilityBattleWith<'shot'> = { targeting: 'enemy', does: ['shot'], shots: 2 };

describe('abilities from parts', () => {
  it('composes every ability from known primitives and one target filter', () => {
    for (const ability of ABILITIES) {
      expect(ability.battle.does.length, ability.id).toBeGreaterThan(0);
      for (const primitive of ability.battle.does) expect(PRIMITIVES[primitive], ability.id).toBeDefined();
      expect(TARGET_FILTERS[ability.battle.targeting], ability.id).toBeDefined();
    }
    expect([missingPrimitive, missingFilter, unknownPrimitive, missingNumber]).toHaveLength(4);
  });

  it('uses 9 primitives and 6 target filters for 17 abilities', () => {
    expect(ABILITIES).toHaveLength(17);
    expect(new Set(ABILITIES.flatMap((a) => a.battle.does)).size).toBe(9);
    expect(new Set(ABILITIES.map((a) => a.battle.targeting)).size).toBe(6);
  });

  it('gives every number its primitives need: damage for a wounding one, a duration for a status', () => {
    for (const { id, battle } of ABILITIES) {
      if (battle.does.some((p) => PRIMITIVES[p].wounds)) expect(battle.damage, id).toBeTypeOf('number');
      if (battle.does.includes('status') || battle.does.includes('pin'))
        expect(battle.duration, id).toBeTypeOf('number');
      if (battle.area) expect(battle.radius, id).toBeTypeOf('number');
    }
  });

  it('knows its ability ids', () => {
    expect(isAbilityId('medkit')).toBe(true);
    expect(isAbilityId('teleport')).toBe(false);
  });
});
