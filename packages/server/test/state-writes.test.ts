/**
 * The pure parts of saving an action's result: which entities changed (diffByKey, which skips the
 * untouched start of a list by identity) and how a kept answer is stored (encodeBody/decodeBody).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffByKey } from '../src/repositories/game-state-writes';
import { COMPRESS_FROM_CHARACTERS, decodeBody, encodeBody } from '../src/repositories/idempotency';

interface Entity {
  id: string;
  value: number;
}

/** What diffByKey must answer, worked out the slow way: every entity matched by key. */
function expectedDiff(before: readonly Entity[], after: readonly Entity[]) {
  const old = new Map(before.map((entity) => [entity.id, entity]));
  const kept = new Set(after.map((entity) => entity.id));
  return {
    added: after.filter((entity) => !old.has(entity.id)),
    changed: after.filter((entity) => {
      const previous = old.get(entity.id);
      return previous !== undefined && JSON.stringify(previous) !== JSON.stringify(entity);
    }),
    removedKeys: before.filter((entity) => !kept.has(entity.id)).map((entity) => entity.id),
  };
}

/** A list of entities with unique ids, and a next version of it as an engine would make it. */
const listAndNext = fc
  .uniqueArray(fc.record({ id: fc.integer({ min: 0, max: 60 }).map(String), value: fc.integer({ max: 3, min: 0 }) }), {
    selector: (entity) => entity.id,
    maxLength: 30,
  })
  .chain((before) =>
    fc
      .record({
        // Per entity: kept as the same object, replaced by an equal copy, changed, or removed.
        fates: fc.array(fc.constantFrom('same', 'copy', 'change', 'remove'), {
          minLength: before.length,
          maxLength: before.length,
        }),
        added: fc.uniqueArray(fc.integer({ min: 100, max: 160 }).map(String), { maxLength: 5 }),
        shuffle: fc.boolean(),
      })
      .map(({ fates, added, shuffle }) => {
        const after: Entity[] = [];
        before.forEach((entity, index) => {
          const fate = fates[index];
          if (fate === 'same') after.push(entity);
          else if (fate === 'copy') after.push({ ...entity });
          else if (fate === 'change') after.push({ ...entity, value: entity.value + 1 });
        });
        for (const id of added) after.push({ id, value: 0 });
        if (shuffle) after.reverse();
        return { before, after };
      }),
  );

describe('diffByKey', () => {
  it('finds exactly the added, changed and removed entities, whatever the order', () => {
    fc.assert(
      fc.property(listAndNext, ({ before, after }) => {
        const diff = diffByKey(before, after, (entity) => entity.id);
        const expected = expectedDiff(before, after);
        expect(diff.added).toEqual(expected.added);
        expect(diff.changed).toEqual(expected.changed);
        expect([...diff.removedKeys].sort()).toEqual([...expected.removedKeys].sort());
      }),
    );
  });

  it('reports only the new tail of an append-only list whose start is untouched', () => {
    const log = Array.from({ length: 1000 }, (_, index) => ({ id: `event-${index}`, value: index }));
    const next = [...log, { id: 'event-1000', value: 1000 }];
    expect(diffByKey(log, next, (entity) => entity.id)).toEqual({
      added: [{ id: 'event-1000', value: 1000 }],
      changed: [],
      removedKeys: [],
    });
  });
});

describe('stored answers', () => {
  it('gives back every answer exactly, short ones stored as they are and long ones compressed', () => {
    const short = JSON.stringify({ delta: { fields: { day: 3 } }, stateVersion: 4 });
    const long = JSON.stringify({ state: { events: Array.from({ length: 2000 }, (_, day) => ({ day })) } });
    expect(long.length).toBeGreaterThanOrEqual(COMPRESS_FROM_CHARACTERS);
    expect(encodeBody(short)).toBe(short);
    expect(encodeBody(long).length).toBeLessThan(long.length / 2);
    expect(encodeBody(long)).not.toContain('{');
    for (const body of [short, long, '{}']) expect(decodeBody(encodeBody(body))).toBe(body);
  });
});
