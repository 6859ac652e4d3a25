/**
 * A database that is down or frozen (issue 15): every request, health included, answers 503 with
 * Retry-After within seconds instead of hanging for as long as the database is gone.
 * "Down" is a port nobody listens on; "frozen" is a server that accepts connections and never
 * answers, which is what a SIGSTOPped PostgreSQL looks like from outside.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type OpenDatabase, openPostgres } from '../src/db/client';

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function appOn(port: number): Promise<FastifyInstance> {
  const database: OpenDatabase = await openPostgres(`postgres://holdfast:secret@127.0.0.1:${port}/holdfast`);
  const app = await buildApp({ db: database.db, requestsPerMinute: 100_000 });
  cleanups.push(async () => {
    await app.close();
    await database.close().catch(() => {});
  });
  return app;
}

async function expectUnavailable(app: FastifyInstance) {
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  expect([health.statusCode, health.json(), health.headers['retry-after']]).toEqual([
    503,
    { error: 'Database unavailable' },
    '5',
  ]);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'ripley', password: 'correct horse battery' },
  });
  expect([login.statusCode, login.json(), login.headers['retry-after']]).toEqual([
    503,
    { error: 'Service temporarily unavailable. Try again shortly.' },
    '5',
  ]);
}

describe('the database away', () => {
  it('stopped: answers 503 with Retry-After, health included', async () => {
    const probe = createServer();
    const port = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
    await expectUnavailable(await appOn(port));
  });

  it('frozen: answers 503 with Retry-After once the connection time-out passes, instead of hanging', {
    timeout: 15_000,
  }, async () => {
    const held: Socket[] = [];
    const frozen = createServer((socket) => {
      held.push(socket);
    });
    const port = await listen(frozen);
    cleanups.push(async () => {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => frozen.close(resolve));
    });
    await expectUnavailable(await appOn(port));
  });
});
