/**
 * The spec's Research calls (§7), validated and owner-scoped: a record in another user's campaign
 * answers 404. Raw records: the game starts and cancels research through the actions endpoint
 * (`startResearch`, `cancelResearch`), which checks prerequisites, cost and one-at-a-time.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { requireUser, signedInUser } from '../plugins/auth';
import {
  createResearch,
  deleteResearch,
  findResearch,
  listResearch,
  toApiResearch,
  updateResearch,
} from '../repositories/research-records';
import {
  campaignIdQuery,
  createResearchBody,
  RAW_ROUTE_NOTE,
  researchSchema,
  updateResearchBody,
} from '../schemas/base-records';
import { errorResponses, idParams } from '../schemas/common';

const tags = ['research'];

export const researchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/research',
    {
      schema: {
        tags,
        summary: 'A campaign’s research records',
        description: RAW_ROUTE_NOTE,
        querystring: campaignIdQuery,
        response: { 200: z.array(researchSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => (await listResearch(db, signedInUser(request).id, request.query.campaign_id)).map(toApiResearch),
  );

  app.post(
    '/api/research',
    {
      schema: {
        tags,
        summary: 'Add a research record (returns it with id and started_at)',
        description: `${RAW_ROUTE_NOTE} One record per project: a second answers 409.`,
        body: createResearchBody,
        response: { 201: researchSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { campaign_id: campaignId, ...fields } = request.body;
      const row = await createResearch(db, signedInUser(request).id, campaignId, fields);
      return reply.code(201).send(toApiResearch(row));
    },
  );

  app.get(
    '/api/research/:id',
    {
      schema: {
        tags,
        summary: 'One research record',
        description: RAW_ROUTE_NOTE,
        params: idParams,
        response: { 200: researchSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => toApiResearch(await findResearch(db, signedInUser(request).id, request.params.id)),
  );

  app.patch(
    '/api/research/:id',
    {
      schema: {
        tags,
        summary: 'Update progress or completion (completed_at defaults to now when completing)',
        description: RAW_ROUTE_NOTE,
        params: idParams,
        body: updateResearchBody,
        response: { 200: researchSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      toApiResearch(await updateResearch(db, signedInUser(request).id, request.params.id, request.body)),
  );

  app.delete(
    '/api/research/:id',
    {
      schema: {
        tags,
        summary: 'Delete a research record',
        description: RAW_ROUTE_NOTE,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deleteResearch(db, signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
