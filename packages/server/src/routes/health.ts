import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { HttpError } from '../http-error';
import { RETRY_AFTER_SECONDS } from '../plugins/error-handler';
import { errorResponses } from '../schemas/common';

/** GET /api/health: 200 when the server can reach its database, for load balancers and scripts. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Server and database are up',
        response: { 200: z.object({ status: z.literal('ok') }), ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'Database unavailable', { 'Retry-After': String(RETRY_AFTER_SECONDS) });
      }
      return { status: 'ok' as const };
    },
  );
};
