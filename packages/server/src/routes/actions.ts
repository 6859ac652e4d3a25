/**
 * The game's own write path (DESIGN.md §2): `POST /api/campaigns/:id/actions` applies one engine
 * action in one transaction with the campaign row locked, so concurrent requests queue (five
 * simultaneous ADVANCE DAY advance five days, each answer a different day) and an Idempotency-Key
 * retry gets the first answer. Rule refusals answer 409/422 `{error, code}` (see rule-refusals.ts).
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { requireUser, signedInUser } from '../plugins/auth';
import { applyCampaignAction } from '../repositories/campaign-actions';
import { GameStateCache } from '../repositories/game-state-cache';
import { errorResponses, errorSchema, idParams } from '../schemas/common';
import { actionReportSchema, gameActionSchema, idempotencyKeyHeaders, ruleRefusalSchema } from '../schemas/game-action';
import { gameStateSchema } from '../schemas/game-state';

const actionAnswer = z.object({ state: gameStateSchema, report: actionReportSchema });

export const actionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);
  // Per app instance (per process): other processes' writes are noticed through state_version.
  const cache = new GameStateCache();

  app.post(
    '/api/campaigns/:id/actions',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Apply one game action (build, recruit, research, deploy, ADVANCE DAY, …)',
        description:
          'How the game changes a campaign: the engine applies the action, only the changed rows are written, ' +
          'all in one transaction with the campaign locked (concurrent requests queue). A rule refusal answers ' +
          '409 (the campaign moved on: slot taken, research running, campaign over, …) or 422 (not possible as ' +
          'asked: resources, power, locked, unknown id, …) with the engine’s message and code, and changes nothing. ' +
          'Send an Idempotency-Key to make a retry return the first answer instead of applying twice.',
        params: idParams,
        headers: idempotencyKeyHeaders,
        body: gameActionSchema,
        response: {
          200: actionAnswer,
          // Rule refusals carry the engine's code; the key conflicts (409 in use, 422 reused) only `error`.
          409: z.union([ruleRefusalSchema, errorSchema]),
          422: z.union([ruleRefusalSchema, errorSchema]),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const answer = await applyCampaignAction(
        db,
        {
          userId: signedInUser(request).id,
          campaignId: request.params.id,
          action: request.body,
          idempotencyKey: request.headers['idempotency-key'],
        },
        cache,
      );
      // Already JSON text (built once so a retry repeats it byte for byte): Fastify sends a string
      // with a JSON content type as it is, without running the response serializer again.
      // (The plain FastifyReply type: the typed one would insist on an object for the serializer.)
      return (reply as FastifyReply).code(answer.statusCode).type('application/json; charset=utf-8').send(answer.body);
    },
  );
};
