/**
 * The spec's campaign log calls (missions-battle-themes §7) with its client helpers as query
 * parameters and two read-only views (timeline, summary), validated and owner-scoped: an event in
 * another user's campaign answers 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { requireUser, signedInUser } from '../plugins/auth';
import {
  createEvent,
  deleteEvent,
  eventSummary,
  eventTimeline,
  findEvent,
  listEvents,
  toApiEvent,
  updateEvent,
} from '../repositories/event-records';
import { campaignIdQuery } from '../schemas/base-records';
import { errorResponses, idParams } from '../schemas/common';
import {
  createEventBody,
  EVENT_RECORD_NOTE,
  eventListQuery,
  eventSchema,
  eventSummarySchema,
  eventTimelineSchema,
  updateEventBody,
} from '../schemas/event-record';

const tags = ['events'];

export const eventRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/events',
    {
      schema: {
        tags,
        summary: 'A campaign’s log: by day, by type, between days, or the most recent',
        description: EVENT_RECORD_NOTE,
        querystring: eventListQuery,
        response: { 200: z.array(eventSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => (await listEvents(db, signedInUser(request).id, request.query)).map(toApiEvent),
  );

  app.get(
    '/api/events/timeline',
    {
      schema: {
        tags,
        summary: 'A campaign’s log grouped by day, earliest day first',
        description: EVENT_RECORD_NOTE,
        querystring: campaignIdQuery,
        response: { 200: eventTimelineSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      eventTimeline(
        await listEvents(db, signedInUser(request).id, { campaign_id: request.query.campaign_id, recent: false }),
      ),
  );

  app.get(
    '/api/events/summary',
    {
      schema: {
        tags,
        summary: 'How many events a campaign has, per type, and its first and last day',
        description: EVENT_RECORD_NOTE,
        querystring: campaignIdQuery,
        response: { 200: eventSummarySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      eventSummary(
        await listEvents(db, signedInUser(request).id, { campaign_id: request.query.campaign_id, recent: false }),
      ),
  );

  app.post(
    '/api/events',
    {
      schema: {
        tags,
        summary: 'Add an event to a campaign’s log',
        description: EVENT_RECORD_NOTE,
        body: createEventBody,
        response: { 201: eventSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { campaign_id: campaignId, ...fields } = request.body;
      const row = await createEvent(db, signedInUser(request).id, campaignId, fields);
      return reply.code(201).send(toApiEvent(row));
    },
  );

  app.get(
    '/api/events/:id',
    {
      schema: {
        tags,
        summary: 'One event',
        description: EVENT_RECORD_NOTE,
        params: idParams,
        response: { 200: eventSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => toApiEvent(await findEvent(db, signedInUser(request).id, request.params.id)),
  );

  app.patch(
    '/api/events/:id',
    {
      schema: {
        tags,
        summary: 'Update an event',
        description: EVENT_RECORD_NOTE,
        params: idParams,
        body: updateEventBody,
        response: { 200: eventSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => toApiEvent(await updateEvent(db, signedInUser(request).id, request.params.id, request.body)),
  );

  app.delete(
    '/api/events/:id',
    {
      schema: {
        tags,
        summary: 'Delete an event',
        description: EVENT_RECORD_NOTE,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deleteEvent(db, signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
