/**
 * The spec's Facilities calls (§7) plus its batch helper, validated and owner-scoped: a facility in
 * another user's campaign answers 404; a taken grid position answers 409 naming the unique constraint.
 * Raw records: the game builds, upgrades and toggles through the actions endpoint.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { requireUser, signedInUser } from '../plugins/auth';
import {
  createFacility,
  deleteFacility,
  findFacility,
  listFacilities,
  toApiFacility,
  updateFacility,
  updateFacilityBatch,
} from '../repositories/facilities';
import {
  campaignIdQuery,
  createFacilityBody,
  facilityBatchBody,
  facilitySchema,
  RAW_ROUTE_NOTE,
  updateFacilityBody,
} from '../schemas/base-records';
import { errorResponses, idParams } from '../schemas/common';

const tags = ['facilities'];

export const facilityRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/facilities',
    {
      schema: {
        tags,
        summary: 'A campaign’s facilities',
        description: RAW_ROUTE_NOTE,
        querystring: campaignIdQuery,
        response: { 200: z.array(facilitySchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      (await listFacilities(db, signedInUser(request).id, request.query.campaign_id)).map(toApiFacility),
  );

  app.post(
    '/api/facilities',
    {
      schema: {
        tags,
        summary: 'Add a facility record',
        description: `${RAW_ROUTE_NOTE} Building in the game is the \`buildFacility\` action. A taken position answers 409.`,
        body: createFacilityBody,
        response: { 201: facilitySchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { campaign_id: campaignId, ...fields } = request.body;
      const row = await createFacility(db, signedInUser(request).id, campaignId, fields);
      return reply.code(201).send(toApiFacility(row));
    },
  );

  // Registered before /api/facilities/:id; the router prefers the static segment anyway.
  app.patch(
    '/api/facilities/batch',
    {
      schema: {
        tags,
        summary: 'Update several facilities at once, all or nothing',
        description: `${RAW_ROUTE_NOTE} Body: the spec's list of {facilityId, updates}; one transaction.`,
        body: facilityBatchBody,
        response: { 200: z.array(facilitySchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => (await updateFacilityBatch(db, signedInUser(request).id, request.body)).map(toApiFacility),
  );

  app.get(
    '/api/facilities/:id',
    {
      schema: {
        tags,
        summary: 'One facility',
        description: RAW_ROUTE_NOTE,
        params: idParams,
        response: { 200: facilitySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => toApiFacility(await findFacility(db, signedInUser(request).id, request.params.id)),
  );

  app.patch(
    '/api/facilities/:id',
    {
      schema: {
        tags,
        summary: 'Update a facility record',
        description: RAW_ROUTE_NOTE,
        params: idParams,
        body: updateFacilityBody,
        response: { 200: facilitySchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      toApiFacility(await updateFacility(db, signedInUser(request).id, request.params.id, request.body)),
  );

  app.delete(
    '/api/facilities/:id',
    {
      schema: {
        tags,
        summary: 'Delete a facility record',
        description: RAW_ROUTE_NOTE,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deleteFacility(db, signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
