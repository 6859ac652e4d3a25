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
import {
  applyAction,
  type BattleAction,
  battleSetupFor,
  campaignChecksum,
  type GameAction,
  type GameState,
  newCampaign,
  type PublicGameState,
  publicGameState,
  RULES_VERSION,
  recordBattle,
  withThrowawayBattleDice,
  withThrowawayDice,
} from '@holdfast/engine';
import { nextCommanderAction } from '@holdfast/engine/battle-commander';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { manualMission, ordersForToday } from '../bench/busy-commander';
import { buildApp } from '../src/app';
import { type OpenDatabase, openPostgres } from '../src/db/client';
import { loadGameState } from '../src/repositories/game-state';
import { gameState, RICH, sendAction, setResources } from './support/actions';
import { battleAction, type KeptAnswer, openBattle } from './support/battles';
import { signUp } from './support/http';

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
    // The API gives out no dice (issue 21): the campaign is brought in with a seed chosen here, so the
    // engine's replay below starts from the same generator the server holds.
    const options = { name: 'Operation Holdfast', difficulty: 'normal', theme: 'vanilla', seed: 4711 } as const;
    const fresh = newCampaign(options);
    const imported = await b.inject({
      method: 'POST',
      url: '/api/campaigns/import',
      headers: { cookie: ripley.cookie },
      payload: { options, actions: [], day: fresh.day, checksum: campaignChecksum(fresh), rulesVersion: RULES_VERSION },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const id: number = imported.json().id;
    const db = (opened[0] as OpenDatabase).db;
    await setResources(db, id, RICH);
    const start: GameState = { ...fresh, resources: { ...fresh.resources, ...RICH } };
    expect(publicGameState(start)).toEqual(withoutMarks(await gameState(a, ripley, id)));
    let state = start;
    const applied: Acknowledged[] = [];

    /** Sends through `first`, then the same key through `second`: one answer, byte for byte. */
    const play = async (first: FastifyInstance, second: FastifyInstance, action: GameAction, key: string) => {
      const answer = await sendAction(first, ripley, id, action, key);
      const retry = await sendAction(second, ripley, id, action, key);
      expect([retry.statusCode, retry.body]).toEqual([answer.statusCode, answer.body]);
      expect(answer.statusCode, answer.body).toBe(200);
      const body = answer.json() as { state: PublicGameState; stateVersion: number };
      // Issue 32: a manual deploy's battle seed is the server's own draw, never answered: the
      // engine's replay reads it from the database.
      const seeded =
        action.type === 'deployMission' && action.mode === 'manual'
          ? {
              ...action,
              battleSeed: String(
                (await loadGameState(db, id)).missions.find((m) => m.id === `mission-${state.nextId}`)?.battleSeed,
              ),
            }
          : action;
      applied.push({ action: seeded, version: body.stateVersion });
      state = withThrowawayDice(body.state);
    };

    /**
     * A kept battle fought through both processes in turn, each action's key retried on the other;
     * its end is the campaign's next version: `completeBattle` of the acknowledged actions.
     */
    const fight = async (missionId: string, step: number) => {
      const setup = battleSetupFor(replayOf(start, applied), missionId);
      if (!setup) throw new Error(`${missionId} is not awaiting its battle`);
      let view: KeptAnswer = (await openBattle(a, ripley, id, missionId)).json();
      const actions: BattleAction[] = [];
      for (let turn = 0; !view.finished && turn < 600; turn += 1) {
        const [first, second] = turn % 2 === 0 ? [b, a] : [a, b];
        const battle = withThrowawayBattleDice(view.battle);
        const action = nextCommanderAction(battle);
        const body = { action, actionCount: actions.length };
        const answer = await battleAction(first, ripley, id, missionId, body, `battle-${step}-${turn}`);
        const retry = await battleAction(second, ripley, id, missionId, body, `battle-${step}-${turn}`);
        expect([retry.statusCode, retry.body]).toEqual([answer.statusCode, answer.body]);
        expect(answer.statusCode, answer.body).toBe(200);
        actions.push(action);
        view = answer.json();
        expect(view.actionCount).toBe(actions.length);
      }
      expect(view.finished).toBeDefined();
      const recorded = recordBattle(setup.input, setup.seed, actions);
      if (!recorded.ok) throw new Error(JSON.stringify(recorded.error));
      const last = applied.at(-1)?.version ?? 0;
      applied.push({ action: { type: 'completeBattle', missionId, log: recorded.entries }, version: last + 1 });
      state = withThrowawayDice(await gameState(a, ripley, id));
    };

    let battles = 0;
    for (let step = 0; step < 24; step += 1) {
      const [first, second] = step % 2 === 0 ? [a, b] : [b, a];
      const mission = step % 6 === 5 ? manualMission(state) : null;
      if (mission) {
        // Deployed by one process, fought through both.
        const missionId = `mission-${state.nextId}`;
        await play(first, second, mission, `deploy-${step}`);
        await fight(missionId, step);
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
    const replay = publicGameState(
      replayOf(
        start,
        [...applied].sort((x, y) => x.version - y.version),
      ),
    );
    const [fromA, fromB] = [await gameState(a, ripley, id), await gameState(b, ripley, id)];
    expect(withoutMarks(fromA)).toEqual(replay);
    expect(withoutMarks(fromB)).toEqual(replay);
  });
});

/** The state without the campaign's marks: brought in from a browser, it carries one the engine's replay has not. */
function withoutMarks<State extends object>(state: State): State {
  const { marks: _marks, ...rest } = state as State & { marks?: unknown };
  return rest as State;
}

/** The engine's replay of the acknowledged actions from the first state. */
function replayOf(start: GameState, applied: readonly Acknowledged[]): GameState {
  let replay = start;
  for (const { action } of applied) {
    const result = applyAction(replay, action);
    if (!result.ok) throw new Error(`the replay refused ${action.type}: ${result.error.code}`);
    replay = result.state;
  }
  return replay;
}
