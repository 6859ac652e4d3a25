/**
 * Load shedding (issue 15): an overloaded server answers 503 `{error}` with Retry-After at once
 * instead of making requests wait. `npm run bench:load` measures it on the real server; this proves
 * both triggers on the app: too many requests in flight, and an event loop that is behind.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { OVERLOAD_RETRY_AFTER_SECONDS, OVERLOADED, START_GRACE_MS } from '../src/plugins/load-shedding';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The app with a test route that answers when told to; no database is touched. */
async function appWithSlowRoute(loadShedding: { maxInFlight?: number; maxEventLoopDelayMs?: number }) {
  const built = await buildApp({ db: {} as Database, loadShedding });
  const waiting: (() => void)[] = [];
  built.get('/api/test/slow', () => new Promise((resolve) => waiting.push(() => resolve({ ok: true }))));
  built.get('/api/test/fast', async () => ({ ok: true }));
  built.get('/assets/app.js', async () => 'console.log(1)');
  app = built;
  return {
    app: built,
    release: () => {
      for (const answer of waiting.splice(0)) answer();
    },
    waiting,
  };
}

function expectShed(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe(String(OVERLOAD_RETRY_AFTER_SECONDS));
  expect(response.json()).toEqual({ error: OVERLOADED });
}

it('answers 503 with Retry-After and {error} beyond the requests in flight, and serves again once they finish', async () => {
  const { app, release, waiting } = await appWithSlowRoute({ maxInFlight: 2, maxEventLoopDelayMs: 0 });
  const slow = [app.inject({ url: '/api/test/slow' }), app.inject({ url: '/api/test/slow' })];
  while (waiting.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));

  expectShed(await app.inject({ url: '/api/test/fast' }));
  expectShed(await app.inject({ url: '/api/health' }));
  // The web app's own files are never shed: a refused chunk breaks the page ("LOAD ERROR").
  expect((await app.inject({ url: '/assets/app.js' })).statusCode).toBe(200);

  release();
  for (const response of await Promise.all(slow)) expect(response.statusCode).toBe(200);
  const after = await app.inject({ url: '/api/test/fast' });
  expect(after.statusCode).toBe(200);
});

it('does not shed the first requests after a start whose own work held the event loop (issue 37)', async () => {
  const { app } = await appWithSlowRoute({ maxInFlight: 0, maxEventLoopDelayMs: 30 });
  // Starting: 600 ms of work in one piece, as loading modules and opening the database are.
  const until = Date.now() + 600;
  while (Date.now() < until) {
    // busy
  }
  await app.ready();
  await new Promise((resolve) => setTimeout(resolve, 50));
  // The sample covering the start reads the loop as far behind: without the grace this is shed.
  expect(app.memoryUsage().eventLoopDelay).toBeGreaterThan(30);
  expect((await app.inject({ url: '/api/test/fast' })).statusCode).toBe(200);
});

it('answers 503 while the event loop is behind, and serves again once it has caught up', async () => {
  const { app } = await appWithSlowRoute({ maxInFlight: 0, maxEventLoopDelayMs: 30 });
  await app.ready();
  expect((await app.inject({ url: '/api/test/fast' })).statusCode).toBe(200);
  // Past the start's grace (load-shedding.ts), the loop's delay counts.
  await new Promise((resolve) => setTimeout(resolve, START_GRACE_MS));

  // Keep the loop behind for 700 ms (60 ms of synchronous work at a time, as a saturated server
  // is), so that a sample (every 250 ms) sees a mean delay around 50 ms.
  const until = Date.now() + 700;
  while (Date.now() < until) {
    const chunk = Date.now() + 60;
    while (Date.now() < chunk) {
      // busy
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  expectShed(await app.inject({ url: '/api/test/fast' }));
  expect((await app.inject({ url: '/assets/app.js' })).statusCode).toBe(200);

  // Serves again once the loop has caught up: polled rather than after a fixed wait, so a machine
  // busy with other work (its own loop delay) makes the test slower, not red.
  await expect
    .poll(async () => (await app.inject({ url: '/api/test/fast' })).statusCode, { interval: 250, timeout: 15_000 })
    .toBe(200);
});
