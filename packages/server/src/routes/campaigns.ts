/**
 * The spec's Campaigns calls (§7), owner-scoped (DESIGN.md §2): another user's campaign answers
 * 404 'Campaign not found', exactly like one that does not exist.
 */
import { randomBytes } from 'node:crypto';
import { publicGameState } from '@holdfast/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { requireUser, signedInUser } from '../plugins/auth';
import {
  type CampaignChanges,
  createCampaign,
  deleteCampaign,
  listCampaigns,
  MAX_CAMPAIGNS_PER_USER,
  requireOwnCampaign,
  toApiCampaign,
  updateCampaign,
} from '../repositories/campaigns';
import { loadGameState } from '../repositories/game-state';
import {
  campaignSchema,
  campaignsQuery,
  createCampaignBody,
  createCampaignResponse,
  updateCampaignBody,
} from '../schemas/campaign';
import { errorResponses, idParams } from '../schemas/common';
import { gameStateSchema, toGameStateBody } from '../schemas/game-state';

/**
 * A fresh 128-bit seed per campaign from the operating system's CSPRNG (issue 32): the generator's
 * whole state, so no search over seeds can foresee the campaign's rolls. Kept in the state, never answered.
 */
const newSeed = () => randomBytes(16).toString('hex');

export const campaignRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/campaigns',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'The caller’s campaigns, newest first',
        querystring: campaignsQuery,
        response: { 200: z.array(campaignSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      // ?user_id= is the spec's filter; only one's own id can ever list anything.
      const { user_id: userId } = request.query;
      if (userId !== undefined && userId !== user.id) return [];
      return (await listCampaigns(db, user.id)).map(toApiCampaign);
    },
  );

  app.post(
    '/api/campaigns',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Start a campaign: Command Center at (2,2) and four soldiers, in one transaction',
        description: `An account keeps at most ${MAX_CAMPAIGNS_PER_USER} campaigns; one more answers 409.`,
        body: createCampaignBody,
        response: { 201: createCampaignResponse, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { name, difficulty, theme, description } = request.body;
      const { id } = await createCampaign(db, user.id, { name, difficulty, theme, description }, newSeed());
      return reply.code(201).send({ success: true as const, id, theme });
    },
  );

  app.get(
    '/api/campaigns/:id',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'One of the caller’s campaigns',
        params: idParams,
        response: { 200: campaignSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => toApiCampaign(await requireOwnCampaign(db, signedInUser(request).id, request.params.id)),
  );

  app.get(
    '/api/campaigns/:id/state',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'The campaign’s whole game state (what the base screen renders)',
        params: idParams,
        response: { 200: gameStateSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      // One snapshot: a day being saved meanwhile is seen either wholly or not at all.
      return db.transaction(
        async (tx) => {
          const campaign = await requireOwnCampaign(tx, userId, request.params.id);
          // The version of this very snapshot: what an action's If-Match names to get deltas.
          reply.header('etag', `"${campaign.stateVersion}"`);
          return toGameStateBody(publicGameState(await loadGameState(tx, request.params.id)));
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  );

  app.patch(
    '/api/campaigns/:id',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Rename, describe, make active, or record play time; game values follow the rules',
        params: idParams,
        body: updateCampaignBody,
        response: { 200: campaignSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const body = request.body;
      const changes: CampaignChanges = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.description !== undefined) changes.description = body.description;
      if (body.is_active !== undefined) changes.isActive = body.is_active;
      if (body.total_playtime !== undefined) changes.totalPlaytime = body.total_playtime;
      if (body.last_played !== undefined) changes.lastPlayed = body.last_played ? new Date(body.last_played) : null;
      const row = await updateCampaign(db, signedInUser(request).id, request.params.id, changes);
      return toApiCampaign(row);
    },
  );

  app.delete(
    '/api/campaigns/:id',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Delete a campaign with its squad, facilities, research, missions and events',
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deleteCampaign(db, signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
