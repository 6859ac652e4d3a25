/**
 * Issue 25 item 5: every ability kind has its behaviour, checked by the compiler. The
 * `@ts-expect-error` lines below are the proof: `tsc -p packages/engine` (npm run typecheck) fails
 * with "Unused '@ts-expect-error' directive" if a map missing a kind, or carrying a kind that does
 * not exist, ever type-checks. A new kind added to AbilityBattleEffect without a handler in
 * ABILITY_HANDLERS (battle/abilities.ts) or an entry in MODIFIERS_BY_KIND (battle/effects.ts) fails
 * there with "Property '<kind>' is missing in type …".
 */
import { describe, expect, it } from 'vitest';
import { ABILITIES, type AbilityEffectOf, type AbilityKind } from '../content/abilities';
import { ABILITY_HANDLERS, type AbilityUse } from './abilities';
import { MODIFIERS_BY_KIND } from './effects';

type Handlers = { [K in AbilityKind]: (use: AbilityUse<K>) => void };
type Numbers = { [K in AbilityKind]: AbilityEffectOf<K> };

const { sweep: _dropped, ...withoutSweep } = ABILITY_HANDLERS;
// @ts-expect-error a kind without its behaviour does not compile (Property 'sweep' is missing).
const missingKind: Handlers = withoutSweep;

// @ts-expect-error an effect kind the content does not know does not compile either.
const unknownKind: Numbers['teleport'] = { kind: 'teleport', targeting: 'none' };

// @ts-expect-error a kind's numbers are required: Double Tap without `shots` does not compile.
const missingNumber: Numbers['volley'] = { kind: 'volley', targeting: 'enemy', damage: 40 };

// @ts-expect-error and a number another kind needs is not allowed on this one.
const foreignNumber: Numbers['overwatch'] = { kind: 'overwatch', targeting: 'none', damage: 10 };

describe('ability kinds', () => {
  it('maps every kind used in content to a behaviour and to its timed modifiers', () => {
    for (const ability of ABILITIES) {
      expect(ABILITY_HANDLERS[ability.battle.kind], ability.id).toBeTypeOf('function');
      expect(MODIFIERS_BY_KIND[ability.battle.kind], ability.id).toBeTypeOf('function');
    }
    expect(Object.keys(ABILITY_HANDLERS).sort()).toEqual(Object.keys(MODIFIERS_BY_KIND).sort());
    expect([missingKind, unknownKind, missingNumber, foreignNumber]).toHaveLength(4);
  });
});
