/**
 * The spec's stored-mission calls (missions-battle-themes §7) plus its client actions (start,
 * complete, fail, abort), list filters and stats, validated and owner-scoped: a mission in another
 * user's campaign answers 404, a move the status does not allow answers 409.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { requireUser, signedInUser } from '../plugins/auth';
import {
  createMission,
  deleteMission,
  findMission,
  listMissions,
  missionStats,
  toApiMission,
  toApiMissions,
  transitionMission,
  updateMission,
} from '../repositories/mission-records';
import { campaignIdQuery } from '../schemas/base-records';
import { errorResponses, idParams } from '../schemas/common';
import {
  completeMissionBody,
  createMissionBody,
  failMissionBody,
  MISSION_RECORD_NOTE,
  missionListQuery,
  missionSchema,
  missionStatsSchema,
  startMissionBody,
  updateMissionBody,
} from '../schemas/mission-record';

const tags = ['missions'];

export const missionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/missions',
    {
      schema: {
        tags,
        summary: 'A campaign’s stored missions, optionally filtered',
        description: MISSION_RECORD_NOTE,
        querystring: missionListQuery,
        response: { 200: z.array(missionSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => toApiMissions(db, await listMissions(db, signedInUser(request).id, request.query)),
  );

  app.get(
    '/api/missions/stats',
    {
      schema: {
        tags,
        summary: 'Counts of a campaign’s missions by status, and the success rate',
        description: MISSION_RECORD_NOTE,
        querystring: campaignIdQuery,
        response: { 200: missionStatsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      missionStats(await listMissions(db, signedInUser(request).id, { campaign_id: request.query.campaign_id })),
  );

  app.post(
    '/api/missions',
    {
      schema: {
        tags,
        summary: 'Add a stored mission record',
        description: `${MISSION_RECORD_NOTE} Deploying in the game is the \`deploy\` action.`,
        body: createMissionBody,
        response: { 201: missionSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { campaign_id: campaignId, ...fields } = request.body;
      const row = await createMission(db, signedInUser(request).id, campaignId, fields);
      return reply.code(201).send(await toApiMission(db, row));
    },
  );

  app.get(
    '/api/missions/:id',
    {
      schema: {
        tags,
        summary: 'One stored mission',
        description: MISSION_RECORD_NOTE,
        params: idParams,
        response: { 200: missionSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => toApiMission(db, await findMission(db, signedInUser(request).id, request.params.id)),
  );

  app.patch(
    '/api/missions/:id',
    {
      schema: {
        tags,
        summary: 'Update a stored mission',
        description: MISSION_RECORD_NOTE,
        params: idParams,
        body: updateMissionBody,
        response: { 200: missionSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      toApiMission(db, await updateMission(db, signedInUser(request).id, request.params.id, request.body)),
  );

  app.delete(
    '/api/missions/:id',
    {
      schema: {
        tags,
        summary: 'Delete a stored mission',
        description: MISSION_RECORD_NOTE,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteMission(db, signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  const transitionResponses = { 200: missionSchema, ...errorResponses(400, 401, 404, 409) };

  app.post(
    '/api/missions/:id/start',
    {
      schema: {
        tags,
        summary: 'Start an open mission: in progress, with a start time and its squad',
        description: MISSION_RECORD_NOTE,
        params: idParams,
        body: startMissionBody,
        response: transitionResponses,
      },
    },
    async (request) =>
      toApiMission(
        db,
        await transitionMission(db, signedInUser(request).id, request.params.id, 'start', {
          assigned_squad: request.body.assigned_squad,
        }),
      ),
  );

  app.post(
    '/api/missions/:id/complete',
    {
      schema: {
        tags,
        summary: 'Complete a mission, successful unless `success: false`',
        description: MISSION_RECORD_NOTE,
        params: idParams,
        body: completeMissionBody,
        response: transitionResponses,
      },
    },
    async (request) =>
      toApiMission(
        db,
        await transitionMission(db, signedInUser(request).id, request.params.id, 'complete', {
          success: request.body?.success,
        }),
      ),
  );

  app.post(
    '/api/missions/:id/fail',
    {
      schema: {
        tags,
        summary: 'Fail a mission, with an optional reason',
        description: MISSION_RECORD_NOTE,
        params: idParams,
        body: failMissionBody,
        response: transitionResponses,
      },
    },
    async (request) =>
      toApiMission(
        db,
        await transitionMission(db, signedInUser(request).id, request.params.id, 'fail', {
          reason: request.body?.reason,
        }),
      ),
  );

  app.post(
    '/api/missions/:id/abort',
    {
      schema: {
        tags,
        summary: 'Abort a mission',
        description: MISSION_RECORD_NOTE,
        params: idParams,
        response: transitionResponses,
      },
    },
    async (request) =>
      toApiMission(db, await transitionMission(db, signedInUser(request).id, request.params.id, 'abort', {})),
  );
};
