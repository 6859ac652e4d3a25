/**
 * The spec's Squad calls (§7) plus its batch helper, validated and owner-scoped: a soldier in another
 * user's campaign answers 404. Raw records: the game changes soldiers through the actions endpoint.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { requireUser, signedInUser } from '../plugins/auth';
import {
  createSquadMember,
  deleteSquadMember,
  findSquadMember,
  listSquad,
  toApiSquadMember,
  updateSquadBatch,
  updateSquadMember,
} from '../repositories/squad';
import {
  campaignIdQuery,
  createSquadMemberBody,
  RAW_ROUTE_NOTE,
  squadBatchBody,
  squadMemberSchema,
  updateSquadMemberBody,
} from '../schemas/base-records';
import { errorResponses, idParams } from '../schemas/common';

const tags = ['squad'];

export const squadRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/squad',
    {
      schema: {
        tags,
        summary: 'A campaign’s soldiers',
        description: RAW_ROUTE_NOTE,
        querystring: campaignIdQuery,
        response: { 200: z.array(squadMemberSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => (await listSquad(db, signedInUser(request).id, request.query.campaign_id)).map(toApiSquadMember),
  );

  app.post(
    '/api/squad',
    {
      schema: {
        tags,
        summary: 'Add a soldier record',
        description: `${RAW_ROUTE_NOTE} Recruiting in the game is the \`recruit\` action.`,
        body: createSquadMemberBody,
        response: { 201: squadMemberSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { campaign_id: campaignId, ...fields } = request.body;
      const row = await createSquadMember(db, signedInUser(request).id, campaignId, fields);
      return reply.code(201).send(toApiSquadMember(row));
    },
  );

  // Registered before /api/squad/:id; the router prefers the static segment anyway.
  app.patch(
    '/api/squad/batch',
    {
      schema: {
        tags,
        summary: 'Update several soldiers at once, all or nothing',
        description: `${RAW_ROUTE_NOTE} Body: the spec's list of {memberId, updates}; one transaction.`,
        body: squadBatchBody,
        response: { 200: z.array(squadMemberSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => (await updateSquadBatch(db, signedInUser(request).id, request.body)).map(toApiSquadMember),
  );

  app.get(
    '/api/squad/:id',
    {
      schema: {
        tags,
        summary: 'One soldier',
        description: RAW_ROUTE_NOTE,
        params: idParams,
        response: { 200: squadMemberSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => toApiSquadMember(await findSquadMember(db, signedInUser(request).id, request.params.id)),
  );

  app.patch(
    '/api/squad/:id',
    {
      schema: {
        tags,
        summary: 'Update a soldier record',
        description: RAW_ROUTE_NOTE,
        params: idParams,
        body: updateSquadMemberBody,
        response: { 200: squadMemberSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      toApiSquadMember(await updateSquadMember(db, signedInUser(request).id, request.params.id, request.body)),
  );

  app.delete(
    '/api/squad/:id',
    {
      schema: {
        tags,
        summary: 'Delete a soldier record',
        description: RAW_ROUTE_NOTE,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deleteSquadMember(db, signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
