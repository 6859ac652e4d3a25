/**
 * `POST /api/guest-records/carry-over` (issue 31): a guest record kept in a browser by release 1
 * (format 1, no snapshot) carried over once, on a verification worker, by the engine's retired rules
 * (verification/carry-over-check.ts); the answer is the state it reaches, which the browser keeps as
 * the record's carry-over state and plays on from. So the page never loads retired rules. Open to
 * guests (no account), stores nothing; the body limits are the import's.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../http-error';
import { IMPORT_BODY_LIMIT_BYTES } from '../schemas/campaign-import';
import { errorResponses } from '../schemas/common';
import { gameStateSchema } from '../schemas/game-state';
import { carryOverBody } from '../verification/carry-over-check';
import { IMPORT_MESSAGES } from '../verification/import-check';
import type { Verifier } from '../verification/pool';

export const carryOverAnswer = z.object({
  rulesVersion: z.literal(1).describe('The rules version the record was kept under (format 1: release 1)'),
  state: gameStateSchema
    .extend({ rng: z.array(z.number().int()).length(4) })
    .describe('The state the record reaches: the browser keeps it and sends it back as `carriedOver.state`'),
});

export type CarryOverResponse = z.output<typeof carryOverAnswer>;

export const guestCarryOverRoutes: FastifyPluginAsyncZod<{ verifier: Verifier }> = async (app, { verifier }) => {
  // In this plugin only: JSON bodies stay text, for the worker to parse (the schema below documents them).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT_BYTES },
    (_r, text, done) => done(null, text),
  );

  app.post(
    '/api/guest-records/carry-over',
    {
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      validatorCompiler: () => (text) => ({ value: text }),
      schema: {
        tags: ['campaigns'],
        summary: 'Carry a guest record kept by release 1 over to these rules (replayed once; nothing stored)',
        description:
          'The body is a format-1 guest record (its creation options and every action it accepted). The engine ' +
          'replays it once, its fought battles by release 1’s battle rules, and answers the state it reaches; ' +
          'a refused action answers 422. Limits as the import’s.',
        body: carryOverBody,
        response: { 200: carryOverAnswer, ...errorResponses(400, 413, 422, 503) },
      },
    },
    async (request) => {
      const text = request.body as unknown;
      if (typeof text !== 'string') throw new HttpError(400, IMPORT_MESSAGES.notJson);
      const verdict = await verifier.run({ kind: 'carryOver', body: text });
      if (!verdict.ok) throw new HttpError(verdict.status, verdict.error);
      return { rulesVersion: verdict.rulesVersion, state: verdict.state as unknown as CarryOverResponse['state'] };
    },
  );
};
