import { HIDDEN_DICE_FIELDS } from '@holdfast/engine';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';

/** Fields that hold a generator state or a battle's seed. */
const DICE_FIELDS: readonly string[] = [...HIDDEN_DICE_FIELDS, 'seed', 'rngState', 'rng_state', 'battle_seed'];

/**
 * A finished battle's seed is no secret: a kept replay is built from it (issue 21). The guest carry-over
 * answers a browser's own record back to that browser as a snapshot it plays on locally: its generator
 * state is the one the request sent in (nothing the server keeps), so it reveals nothing.
 */
const ALLOWED = new Set(['GET /api/replays/{replayId} 200 seed', 'POST /api/guest-records/carry-over 200 rng']);

/** Every property name anywhere in a JSON schema, with where it was found. */
function propertyNames(schema: unknown, found: string[] = []): string[] {
  if (Array.isArray(schema)) {
    for (const item of schema) propertyNames(item, found);
  } else if (schema && typeof schema === 'object') {
    const record = schema as Record<string, unknown>;
    if (record.properties && typeof record.properties === 'object') found.push(...Object.keys(record.properties));
    if (Array.isArray(record.required)) found.push(...(record.required as string[]));
    for (const inner of Object.values(record)) propertyNames(inner, found);
  }
  return found;
}

describeEachDatabase('hidden dice', (env) => {
  it('no route’s answer schema has a field for a generator state or an unfinished battle’s seed', async () => {
    const document = (await env.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.entries(document.paths as Record<string, Record<string, { responses?: unknown }>>);
    expect(paths.length).toBeGreaterThan(20);
    const offending: string[] = [];
    let answers = 0;
    for (const [path, operations] of paths) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, unknown>)) {
          answers += 1;
          for (const name of new Set(propertyNames(response))) {
            const where = `${method.toUpperCase()} ${path} ${status} ${name}`;
            if (DICE_FIELDS.includes(name) && !ALLOWED.has(where)) offending.push(where);
          }
        }
      }
    }
    expect(answers).toBeGreaterThan(50);
    expect(offending).toEqual([]);
  });

  it('the walk finds a dice field when one is added', () => {
    const names = propertyNames({ type: 'object', properties: { state: { properties: { rng: { type: 'array' } } } } });
    expect(names.filter((name) => DICE_FIELDS.includes(name))).toEqual(['rng']);
  });
});
