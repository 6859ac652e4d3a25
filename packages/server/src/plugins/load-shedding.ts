import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Load shedding (issue 15): an overloaded server answers at once `503 {error}` with Retry-After
 * rather than letting requests and new connections wait for seconds. Two signals:
 *  - requests in flight: above `maxInFlight` a new request is refused before it queues for the
 *    database. PGlite runs every query on its own thread, one at a time, so a queue in front of it
 *    grows without bound at saturation; at a few milliseconds per request, 64 in flight is a wait
 *    of a few hundred milliseconds. PostgreSQL's pool queues the same way in front of its 10
 *    connections.
 *  - the event loop's delay (`@fastify/under-pressure`, sampled every 250 ms): when the loop
 *    itself is behind, even accepting a connection waits, so everything is shed until it catches
 *    up; and the heap, close to its limit.
 * Normal play (200 players with a 1 s think time: a few requests in flight, a loop delay of a
 * millisecond or two) is far from either limit; `npm run bench:load` measures both sides.
 */
export interface LoadSheddingOptions extends Record<string, unknown> {
  /** Requests being handled at once beyond which new ones answer 503 (0: no limit). */
  maxInFlight?: number;
  /** Mean event-loop delay in milliseconds beyond which requests answer 503 (0: no limit). */
  maxEventLoopDelayMs?: number;
  /** Heap use beyond which requests answer 503 (default 90 % of V8's heap limit). */
  maxHeapUsedBytes?: number;
}

export const OVERLOADED = 'The server is busy. Try again in a moment.';
/** Seconds an overloaded server asks a client to wait: load passes quickly. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2;
export const DEFAULT_MAX_IN_FLIGHT = 64;
export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 250;
/** How often `@fastify/under-pressure` samples the event loop's delay. */
const SAMPLE_INTERVAL_MS = 250;
/**
 * Issue 37: the event loop's delay is not read until two samples after the app is ready. The samples
 * taken while it started cover the start itself (loading modules, opening the database: seconds of
 * work in one piece, which `under-pressure` reads as an infinite delay when no tick came at all),
 * and shed the first requests after a start on a busy machine. The requests-in-flight limit holds
 * from the first request.
 */
export const START_GRACE_MS = 2 * SAMPLE_INTERVAL_MS;

/**
 * Only the API is shed. The web app's files are cheap reads from disk, and a shed one breaks the
 * page for the player ("LOAD ERROR: Loading chunk … failed") far worse than a slow answer would.
 */
function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function shedding(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('Retry-After', String(OVERLOAD_RETRY_AFTER_SECONDS))
    .type('application/json; charset=utf-8');
}

export const loadSheddingPlugin = fp<LoadSheddingOptions>(
  async (app, options) => {
    const maxInFlight = options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT;
    let inFlight = 0;
    // One warning per 10 s with a count, not one per request: logging each would add to the load.
    let shedSinceWarning = 0;
    let lastWarning = 0;
    const warn = (why: Record<string, unknown>) => {
      shedSinceWarning += 1;
      const now = Date.now();
      if (now - lastWarning < 10_000) return;
      app.log.warn({ ...why, shed: shedSinceWarning }, 'shedding load');
      lastWarning = now;
      shedSinceWarning = 0;
    };
    if (maxInFlight > 0) {
      app.addHook('onRequest', async (request, reply) => {
        if (!isApi(request.url)) return;
        if (inFlight >= maxInFlight) {
          warn({ inFlight });
          return shedding(reply).send({ error: OVERLOADED });
        }
        inFlight += 1;
        // 'close' comes once per response, sent or cut off, so the count cannot drift.
        reply.raw.once('close', () => {
          inFlight -= 1;
        });
      });
    }
    let graceUntil = Number.POSITIVE_INFINITY;
    app.addHook('onReady', async () => {
      graceUntil = performance.now() + START_GRACE_MS;
    });
    await app.register(underPressure, {
      sampleInterval: SAMPLE_INTERVAL_MS,
      maxEventLoopDelay: options.maxEventLoopDelayMs ?? DEFAULT_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: options.maxHeapUsedBytes ?? Math.floor(getHeapStatistics().heap_size_limit * 0.9),
      // What the handler returns is sent as the answer (returning nothing would let the request on).
      pressureHandler: (request, reply, type, value) => {
        if (!isApi(request.url)) return undefined;
        if (type === 'eventLoopDelay' && performance.now() < graceUntil) return undefined;
        warn({ type, value });
        shedding(reply);
        return { error: OVERLOADED } as unknown as undefined;
      },
    });
  },
  { name: 'holdfast-load-shedding' },
);
