/**
 * A database that is down or frozen (issue 15): every request, health included, answers 503 with
 * Retry-After within seconds instead of hanging for as long as the database is gone.
 * "Down" is a port nobody listens on; "frozen" is a server that accepts connections and never
 * answers, which is what a SIGSTOPped PostgreSQL looks like from outside. The last test does it to
 * a real PostgreSQL under a running server: stopped as by a crash, then frozen with SIGSTOP.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { applyAction, type GameAction, type GameState } from '@holdfast/engine';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { startTempPostgres, type TempPostgres } from '../../../scripts/pg-temp.mjs';
import { buildApp } from '../src/app';
import { type OpenDatabase, openPostgres } from '../src/db/client';
import { campaigns } from '../src/db/schema';
import { gameState, sendAction } from './support/actions';
import { signUp, startCampaign } from './support/http';

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

describe('a real PostgreSQL stopped, then frozen, under a running server', () => {
  /**
   * Every request the outage asks (health, a signed-in read and a keyed action, all at once) must
   * answer within seconds: the pool's connection and query time-outs are 2 s and 5 s.
   */
  async function duringOutage(app: FastifyInstance, ask: (key: string) => Promise<LightMyRequestResponse>[]) {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer within 15 s while the database was away')), 15_000);
    });
    const all = Promise.all([app.inject({ method: 'GET', url: '/api/health' }), ...ask('outage')]);
    const answers = await Promise.race([all, deadline]).finally(() => clearTimeout(timer));
    for (const answer of answers) {
      expect([answer.statusCode, answer.headers['retry-after']], answer.body).toEqual([503, '5']);
      expect(answer.json()).toHaveProperty('error');
    }
  }

  /** Health until it answers 200 again, with nothing restarted on the server's side. */
  async function recovered(app: FastifyInstance) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if ((await app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the server did not recover after the database came back');
  }

  it('answers 503 with Retry-After, recovers by itself and loses nothing acknowledged', {
    timeout: 90_000,
  }, async () => {
    // Its own cluster, with production commit settings: the shared one serves the other tests.
    const postgres: TempPostgres = await startTempPostgres({ durable: true });
    const database = await openPostgres(postgres.url);
    cleanups.push(() => database.close().catch(() => {}));
    await database.migrate();
    const app = await buildApp({ db: database.db, requestsPerMinute: 100_000 });
    cleanups.push(() => app.close());
    // Cleanups run last first: the cluster goes (thawed) before the app waits for its requests.
    cleanups.push(() => postgres.stop());
    const ripley = await signUp(app, 'ripley');
    const id = await startCampaign(app, ripley);
    // The answers carry no dice (issue 21): the replay below starts from the generator the server keeps.
    const [kept] = await database.db.select({ rng: campaigns.rngState }).from(campaigns).where(eq(campaigns.id, id));
    const start: GameState = { ...(await gameState(app, ripley, id)), rng: kept?.rng ?? [] };
    const applied: GameAction[] = [];
    const day: GameAction = { type: 'advanceDay' };
    const acknowledge = async (key: string) => {
      const answer = await sendAction(app, ripley, id, day, key);
      expect(answer.statusCode, answer.body).toBe(200);
      applied.push(day);
      return answer.json() as { state: GameState };
    };
    const outageRequests = (key: string) => [
      app.inject({ method: 'GET', url: `/api/campaigns/${id}/state`, headers: { cookie: ripley.cookie } }),
      sendAction(app, ripley, id, day, key),
    ];

    await acknowledge('before-1');
    await acknowledge('before-2');

    // Stopped as by a crash: connections are refused at once.
    await postgres.halt();
    await duringOutage(app, (key) => outageRequests(`stopped-${key}`));
    await postgres.restart();
    await recovered(app);
    // The request that got 503 is sent again with its key and applies once.
    await acknowledge('stopped-outage');
    await acknowledge('after-stop');

    // Frozen: connections (pooled ones included) are accepted and never answered. The database
    // stays frozen until every answer is in, so a request that waited for it would never answer.
    await postgres.freeze();
    await duringOutage(app, (key) => outageRequests(`frozen-${key}`));
    await postgres.thaw();
    await recovered(app);
    await acknowledge('frozen-outage');
    const last = await acknowledge('after-freeze');

    // Every acknowledged day is there, once: the state is the engine's replay of them.
    let replay = start;
    for (const action of applied) {
      const result = applyAction(replay, action);
      if (!result.ok) throw new Error(`the replay refused ${action.type}`);
      replay = result.state;
    }
    expect(last.state.day).toBe(start.day + applied.length);
    const { rng: _dice, ...seen } = replay;
    expect(await gameState(app, ripley, id)).toEqual(seen);
  });
});
