/**
 * One record contract (issue 13, item 2): the OpenAPI document describes each record with exactly
 * the fields of the zod schema the route answers with (the one the API types are inferred from),
 * and every raw record route says it is data editing that applies no game rule (item 3).
 */
import { expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from '../src/contract';
import { facilitySchema, researchSchema, squadMemberSchema } from '../src/schemas/base-records';
import { campaignSchema } from '../src/schemas/campaign';
import { eventSchema } from '../src/schemas/event-record';
import { missionSchema } from '../src/schemas/mission-record';
import { userSchema } from '../src/schemas/user';
import { describeEachDatabase } from './support/databases';

const RECORDS: [path: string, schema: z.ZodObject][] = [
  ['/api/users/{id}', userSchema],
  ['/api/campaigns/{id}', campaignSchema],
  ['/api/squad/{id}', squadMemberSchema],
  ['/api/facilities/{id}', facilitySchema],
  ['/api/research/{id}', researchSchema],
  ['/api/missions/{id}', missionSchema],
  ['/api/events/{id}', eventSchema],
];

const RAW_RECORD_PATH = /^\/api\/(squad|facilities|research|missions|events)(\/|$)/;

interface Operation {
  description?: string;
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
}

it('gives the web types only: the contract module holds no value that could pull server code in', () => {
  expect(Object.keys(contract)).toEqual([]);
});

describeEachDatabase('record contract', (env) => {
  it('documents each record with the fields of the schema its route answers with', async () => {
    const document = (await env.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    for (const [path, schema] of RECORDS) {
      const documented = document.paths[path]?.get?.responses['200']?.content?.['application/json']?.schema;
      expect(Object.keys(documented?.properties ?? {}).sort(), path).toEqual(Object.keys(schema.shape).sort());
    }
  });

  it('says on every raw record route that it edits data and applies no game rule', async () => {
    const document = (await env.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const raw = Object.entries(document.paths).filter(([path]) => RAW_RECORD_PATH.test(path));
    expect(raw.length).toBeGreaterThan(10);
    const silent = raw.flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !operation.description?.includes('Data editing, not play'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(silent).toEqual([]);
  });
});
