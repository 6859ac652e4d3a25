import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';

export interface RateLimitOptions extends Record<string, unknown> {
  /** Requests per IP per minute across the whole site. */
  max?: number;
}

export const DEFAULT_REQUESTS_PER_MINUTE = 600;

/**
 * A coarse per-IP flood guard for the API (in memory, per process). Sign-in brute force is
 * handled separately and more tightly by the login throttle, which counts failures, not requests.
 * The web app's own files are not counted: a page now arrives in many small on-demand chunks, and
 * a refused chunk breaks the screen ("LOAD ERROR") for a player who did nothing wrong.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: true,
      allowList: (request) =>
        !(request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')),
      max: options.max ?? DEFAULT_REQUESTS_PER_MINUTE,
      timeWindow: 60_000,
      errorResponseBuilder: () => new HttpError(429, 'Too many requests. Try again later.'),
    });
  },
  { name: 'holdfast-rate-limit' },
);
