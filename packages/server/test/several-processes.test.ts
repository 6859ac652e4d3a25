/**
 * More than one server process on one PostgreSQL (issue 15, item 7): two app instances, each with
 * its own connection pool and its own in-process state cache, as two processes behind a proxy
 * have. A campaign is played through both in turn (every action written by one is read and
 * written next by the other), keyed retries land on the other instance, and both send at the same
 * moment; every acknowledged action must be applied exactly once, so the stored state equals the
 * engine's replay of the applied actions in the order of the versions they were given.
 * PGlite is one process per DATA_DIR (data-dir-lock.test.ts), so this runs on PostgreSQL only.
 */
import { randomBytes } from 'node:crypto';
import { applyAction, type GameAction, type GameState } from '@holdfast/engine';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { foughtBattle, manualMission, ordersForToday } from '../bench/busy-commander';
import { buildApp } from '../src/app';
import { type OpenDatabase, openPostgres } from '../src/db/client';
import { gameState, RICH, sendAction, setResources } from './support/actions';
import { signUp, startCampaign } from './support/http';

const clusterUrl = new URL(inject('postgresUrl'));
const databaseName = `holdfast_processes_${randomBytes(6).toString('hex')}`;
const opened: OpenDatabase[] = [];
/** Process A and process B. */
const apps: FastifyInstance[] = [];

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: clusterUrl.href });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin(`create database ${databaseName}`);
  const url = new URL(clusterUrl.href);
  url.pathname = `/${databaseName}`;
  for (let index = 0; index < 2; index += 1) {
    const database = await openPostgres(url.href, 4);
    opened.push(database);
    // Both migrate at start-up, as two processes starting together do (serialised by an advisory lock).
    await database.migrate();
  }
  for (const database of opened) apps.push(await buildApp({ db: database.db, requestsPerMinute: 100_000 }));
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of opened) await database.close();
  await admin(`drop database if exists ${databaseName} with (force)`);
});

interface Acknowledged {
  action: GameAction;
  version: number;
}

describe('two server processes on one PostgreSQL', () => {
  it('apply every acknowledged action exactly once, whichever process answers or retries', {
    timeout: 60_000,
  }, async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const ripley = await signUp(a, 'ripley');
    const id = await startCampaign(b, ripley);
    const db = (opened[0] as OpenDatabase).db;
    await setResources(db, id, RICH);
    // The first state, as stored: the replay starts here (it carries the generator's state).
    const start = await gameState(a, ripley, id);
    let state = start;
    const applied: Acknowledged[] = [];

    /** Sends through `first`, then the same key through `second`: one answer, byte for byte. */
    const play = async (first: FastifyInstance, second: FastifyInstance, action: GameAction, key: string) => {
      const answer = await sendAction(first, ripley, id, action, key);
      const retry = await sendAction(second, ripley, id, action, key);
      expect([retry.statusCode, retry.body]).toEqual([answer.statusCode, answer.body]);
      expect(answer.statusCode, answer.body).toBe(200);
      const body = answer.json() as { state: GameState; stateVersion: number };
      applied.push({ action, version: body.stateVersion });
      state = body.state;
    };

    let battles = 0;
    for (let step = 0; step < 24; step += 1) {
      const [first, second] = step % 2 === 0 ? [a, b] : [b, a];
      const mission = step % 6 === 5 ? manualMission(state) : null;
      if (mission) {
        // Deployed by one process, fought and reported to the other.
        const missionId = `mission-${state.nextId}`;
        await play(first, second, mission, `deploy-${step}`);
        await play(second, first, foughtBattle(state, missionId), `battle-${step}`);
        battles += 1;
        continue;
      }
      const order = step % 3 === 2 ? undefined : ordersForToday(state)[0];
      await play(first, second, order ?? { type: 'advanceDay' }, `step-${step}`);
    }
    expect(battles).toBeGreaterThan(0);

    // Both at the same moment: two different keys both apply, one key sent to both applies once.
    for (let round = 0; round < 4; round += 1) {
      const twoKeys = await Promise.all([
        sendAction(a, ripley, id, { type: 'advanceDay' }, `both-${round}-a`),
        sendAction(b, ripley, id, { type: 'advanceDay' }, `both-${round}-b`),
      ]);
      const oneKey = await Promise.all([
        sendAction(a, ripley, id, { type: 'advanceDay' }, `same-${round}`),
        sendAction(b, ripley, id, { type: 'advanceDay' }, `same-${round}`),
      ]);
      expect(oneKey[0].body).toBe(oneKey[1].body);
      for (const answer of [...twoKeys, oneKey[0]]) {
        expect(answer.statusCode, answer.body).toBe(200);
        applied.push({ action: { type: 'advanceDay' }, version: answer.json().stateVersion });
      }
    }

    // Each applied action took its own version; in that order the engine gives the stored state.
    const versions = applied.map((entry) => entry.version);
    expect(new Set(versions).size).toBe(versions.length);
    let replay = start;
    for (const { action } of [...applied].sort((x, y) => x.version - y.version)) {
      const result = applyAction(replay, action);
      if (!result.ok) throw new Error(`the replay refused ${action.type}: ${result.error.code}`);
      replay = result.state;
    }
    const [fromA, fromB] = [await gameState(a, ripley, id), await gameState(b, ripley, id)];
    expect(fromA).toEqual(replay);
    expect(fromB).toEqual(replay);
  });
});
