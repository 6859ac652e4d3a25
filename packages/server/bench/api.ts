/**
 * `npm run bench:api`: what saving a day costs over real HTTP, on PGlite (files in a temporary
 * DATA_DIR, as `npm start` runs it) and on a throwaway PostgreSQL (scripts/pg-temp.mjs).
 *
 * For each database the real app listens on a random port, a commander registers and starts a
 * campaign, then four ways of saving a day are timed, each over BENCH_DAYS (default 500) days:
 *  - actions: one `POST /api/campaigns/:id/actions {type:'advanceDay'}` round trip (with an
 *    Idempotency-Key, as a careful client sends it): cached state, engine, delta, one transaction; the
 *    answer is the whole state. Once more without the key.
 *  - actions + key + delta: the same with `Prefer: return=delta` and `If-Match: <stateVersion>`,
 *    as the web client sends it: the answer is the day's change, applied to the client's copy
 *    with the engine's applyStateDelta (timed too).
 *  - spec's way: the client computes the next day itself with the engine (not timed, as the spec's
 *    client did), then saves it as the spec describes: one PATCH per changed row, all in parallel
 *    (the campaign, plus each changed soldier, facility and research record). Timed per day from
 *    the first request sent to the last answer. Events are not saved at all here (the spec posts
 *    them too), which flatters this side.
 * Before each day a busy commander (busy-commander.ts) gives the same kind of orders on both sides,
 * untimed: research, building, recruits, an auto mission, so days change rows as real days do.
 * A campaign that ends (victory or defeat) is replaced by a fresh one.
 *
 *   node --import tsx packages/server/bench/api.ts            (BENCH_DAYS=1000 for a longer run,
 *                                                              BENCH_DATABASES=postgres for one database)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  applyAction,
  applyStateDelta,
  type GameAction,
  type GameState,
  type PublicBattleState,
  type PublicGameState,
  type StateDelta,
  withThrowawayBattleDice,
  withThrowawayDice,
} from '@holdfast/engine';
import { nextCommanderAction } from '@holdfast/engine/battle-commander';
import type { FastifyRequest } from 'fastify';
import { startTempPostgres } from '../../../scripts/pg-temp.mjs';
import { buildApp } from '../src/app';
import { type OpenDatabase, openPglite, openPostgres } from '../src/db/client';
import { manualMission, ordersForToday } from './busy-commander';
import { request } from './http';

const DAYS = Number(process.env.BENCH_DAYS ?? 500);
const WARM_UP_DAYS = 20;
/**
 * `BENCH_DATABASES`: which of `pglite`, `postgres` and `postgres-durable` to run, comma-separated;
 * all three by default. `postgres-durable` is the throwaway cluster with PostgreSQL's own
 * commit settings (fsync, synchronous_commit on) as a production server has them, where every
 * commit waits for the disk; the others run without, as the tests do.
 */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres,postgres-durable')
  .split(',')
  .map((name) => name.trim());

interface Stats {
  count: number;
  p50: number;
  p99: number;
  mean: number;
  max: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  const sum = sorted.reduce((total, value) => total + value, 0);
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), mean: sum / sorted.length, max: sorted.at(-1) ?? 0 };
}

/** A signed-in HTTP client for one listening server. */
class Client {
  cookie = '';
  /** The ETag of the last answer that had one (GET state: the campaign's state version). */
  lastEtag: string | null = null;
  constructor(readonly base: string) {}

  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const answer = await request(this.base, method, url, { body, cookie: this.cookie, headers });
    if (!answer.response.ok) throw new Error(`${method} ${url} → ${answer.response.status} ${answer.text}`);
    this.lastEtag = answer.response.headers.get('etag');
    if (answer.setCookie) this.cookie = answer.setCookie;
    return answer.json();
  }

  async newCampaign(name: string): Promise<number> {
    const created = (await this.request('POST', '/api/campaigns', { name })) as { id: number };
    return created.id;
  }
}

// ---- The actions endpoint ------------------------------------------------------------------

/** One way of saving a day: `day()` gives the day's orders untimed, then times saving the day. */
interface Way {
  day: () => Promise<{ elapsed: number; requests: number }>;
}

async function actionsWay(client: Client, withKey: boolean): Promise<Way> {
  let campaignId = await client.newCampaign('Bench: actions');
  let state = withThrowawayDice((await client.request('GET', `/api/campaigns/${campaignId}/state`)) as PublicGameState);
  let sent = 0;
  const send = (action: GameAction) => {
    sent += 1;
    const headers: Record<string, string> = withKey ? { 'idempotency-key': `bench-${campaignId}-${sent}` } : {};
    return client.request('POST', `/api/campaigns/${campaignId}/actions`, action, headers) as Promise<{
      state: PublicGameState;
    }>;
  };
  return {
    async day() {
      // The day's orders, untimed, through the same endpoint.
      for (const order of ordersForToday(state)) state = withThrowawayDice((await send(order)).state);
      const started = performance.now();
      const answer = await send({ type: 'advanceDay' });
      const elapsed = performance.now() - started;
      state = withThrowawayDice(answer.state);
      if (state.gameOver) {
        campaignId = await client.newCampaign('Bench: actions (next)');
        state = withThrowawayDice(
          (await client.request('GET', `/api/campaigns/${campaignId}/state`)) as PublicGameState,
        );
      }
      return { elapsed, requests: 1 };
    },
  };
}

/** Actions answered with deltas, as the web client plays (Idempotency-Key, Prefer, If-Match). */
async function deltaWay(client: Client): Promise<Way> {
  let campaignId = 0;
  let held: { state: GameState; version: number } = { state: {} as GameState, version: 0 };
  const start = async (name: string) => {
    campaignId = await client.newCampaign(name);
    const state = withThrowawayDice(
      (await client.request('GET', `/api/campaigns/${campaignId}/state`)) as PublicGameState,
    );
    // `"12"`, or `W/"12"` when the answer went out compressed.
    held = { state, version: Number(/\d+/.exec(client.lastEtag ?? '')?.[0] ?? Number.NaN) };
  };
  await start('Bench: deltas');
  let sent = 0;
  const send = async (action: GameAction) => {
    sent += 1;
    const answer = (await client.request('POST', `/api/campaigns/${campaignId}/actions`, action, {
      'idempotency-key': `bench-delta-${campaignId}-${sent}`,
      prefer: 'return=delta',
      'if-match': `"${held.version}"`,
    })) as { state?: GameState; delta?: StateDelta; baseVersion?: number; stateVersion: number };
    if (!answer.delta || answer.baseVersion !== held.version) throw new Error('expected a delta from our version');
    held = { state: applyStateDelta(held.state, answer.delta), version: answer.stateVersion };
  };
  return {
    async day() {
      for (const order of ordersForToday(held.state)) await send(order);
      const started = performance.now();
      await send({ type: 'advanceDay' });
      const elapsed = performance.now() - started;
      if (held.state.gameOver) await start('Bench: deltas (next)');
      return { elapsed, requests: 1 };
    },
  };
}

// ---- Battles the server keeps (issue 21) ---------------------------------------------------

/** Battle actions timed per database (`BENCH_BATTLE_ACTIONS`, default 300, after 20 warm-up actions). */
const BATTLE_ACTIONS = Number(process.env.BENCH_BATTLE_ACTIONS ?? 300);
const WARM_UP_ACTIONS = 20;

/**
 * One battle action's round trip, click to answer, as the web sends it (Idempotency-Key, the action
 * count): the scripted battle commander picks each action from the public battle, as a player reads
 * the screen, and battles follow one another (a fresh campaign and manual mission each) until enough
 * actions are timed. The enemy's turn is in the END TURN answers, as it is for a player.
 */
async function battleRoundTrips(client: Client): Promise<Stats> {
  const samples: number[] = [];
  let sent = 0;
  while (samples.length < BATTLE_ACTIONS + WARM_UP_ACTIONS) {
    const campaignId = await client.newCampaign('Bench: battle');
    const state = withThrowawayDice(
      (await client.request('GET', `/api/campaigns/${campaignId}/state`)) as PublicGameState,
    );
    const deploy = manualMission(state);
    if (!deploy) throw new Error('no manual mission to fight');
    const deployed = (await client.request('POST', `/api/campaigns/${campaignId}/actions`, deploy)) as {
      state: GameState;
    };
    const missionId = deployed.state.missions.find((m) => m.status === 'Active' && m.mode === 'manual')?.id ?? '';
    let view = (await client.request('POST', `/api/campaigns/${campaignId}/battles`, { missionId })) as {
      actionCount: number;
      battle: PublicBattleState;
      finished?: unknown;
    };
    while (!view.finished && samples.length < BATTLE_ACTIONS + WARM_UP_ACTIONS) {
      const action = nextCommanderAction(withThrowawayBattleDice(view.battle));
      sent += 1;
      const started = performance.now();
      view = (await client.request(
        'POST',
        `/api/campaigns/${campaignId}/battles/${missionId}/actions`,
        { action, actionCount: view.actionCount },
        { 'idempotency-key': `bench-battle-${sent}` },
      )) as typeof view;
      samples.push(performance.now() - started);
    }
  }
  return stats(samples.slice(WARM_UP_ACTIONS));
}

// ---- The spec's way: one PATCH per changed row, in parallel -------------------------------

interface RowIds {
  squad: Map<string, number>;
  facilities: Map<string, number>;
  research: Map<string, number>;
}

async function rowIds(client: Client, campaignId: number): Promise<RowIds> {
  const [squad, facilities, research] = (await Promise.all([
    client.request('GET', `/api/squad?campaign_id=${campaignId}`),
    client.request('GET', `/api/facilities?campaign_id=${campaignId}`),
    client.request('GET', `/api/research?campaign_id=${campaignId}`),
  ])) as [{ id: number; ref: string }[], { id: number; ref: string }[], { id: number; research_type: string }[]];
  return {
    squad: new Map(squad.map((row) => [row.ref, row.id])),
    facilities: new Map(facilities.map((row) => [row.ref, row.id])),
    research: new Map(research.map((row) => [row.research_type, row.id])),
  };
}

function changed<Entity>(before: readonly Entity[], after: readonly Entity[], key: (e: Entity) => string): Entity[] {
  const previous = new Map(before.map((entity) => [key(entity), JSON.stringify(entity)]));
  return after.filter((entity) => previous.get(key(entity)) !== JSON.stringify(entity));
}

/**
 * The requests the spec's client sends to save a change of state, as thunks so they start
 * together: the campaign, then each changed soldier, facility and research record (new ones
 * created, cancelled research deleted). Missions and events have no routes here and are skipped.
 */
function saveRequests(client: Client, campaignId: number, ids: RowIds, before: GameState, after: GameState) {
  const requests: (() => Promise<unknown>)[] = [
    // The spec's progress save PATCHes day and resources too; our campaign PATCH takes only the
    // player's own fields (game values change through actions), so this is the same one-row update.
    () =>
      client.request('PATCH', `/api/campaigns/${campaignId}`, {
        last_played: new Date().toISOString(),
        total_playtime: after.day,
      }),
  ];
  for (const soldier of changed(before.squad, after.squad, (s) => s.id)) {
    const fields = {
      health: soldier.health,
      max_health: soldier.maxHealth,
      status: soldier.status,
      experience: soldier.experience,
      rank: soldier.rank,
      missions_completed: soldier.missionsCompleted,
      class: soldier.classId,
      unlocked_skills: JSON.stringify(soldier.unlockedSkills),
    };
    const id = ids.squad.get(soldier.id);
    requests.push(() =>
      id === undefined
        ? client
            .request('POST', '/api/squad', { campaign_id: campaignId, name: soldier.name, ...fields })
            .then((created) => ids.squad.set(soldier.id, (created as { id: number }).id))
        : client.request('PATCH', `/api/squad/${id}`, fields),
    );
  }
  for (const facility of changed(before.facilities, after.facilities, (f) => f.id)) {
    const fields = {
      construction_days_remaining: facility.constructionDaysRemaining,
      is_active: facility.isActive,
      level: facility.level,
    };
    const id = ids.facilities.get(facility.id);
    requests.push(() =>
      id === undefined
        ? client
            .request('POST', '/api/facilities', {
              campaign_id: campaignId,
              facility_type: facility.type,
              grid_row: facility.row,
              grid_col: facility.col,
              ...fields,
            })
            .then((created) => ids.facilities.set(facility.id, (created as { id: number }).id))
        : client.request('PATCH', `/api/facilities/${id}`, fields),
    );
  }
  for (const record of changed(before.research, after.research, (r) => r.projectId)) {
    const id = ids.research.get(record.projectId);
    requests.push(() =>
      id === undefined
        ? client
            .request('POST', '/api/research', {
              campaign_id: campaignId,
              research_type: record.projectId,
              progress: record.progress,
            })
            .then((created) => ids.research.set(record.projectId, (created as { id: number }).id))
        : client.request('PATCH', `/api/research/${id}`, { progress: record.progress, completed: record.completed }),
    );
  }
  const kept = new Set(after.research.map((r) => r.projectId));
  for (const record of before.research) {
    const id = ids.research.get(record.projectId);
    if (!kept.has(record.projectId) && id !== undefined) {
      ids.research.delete(record.projectId);
      requests.push(() => client.request('DELETE', `/api/research/${id}`));
    }
  }
  return requests;
}

async function patchWay(client: Client): Promise<Way> {
  let campaignId = await client.newCampaign('Bench: PATCH');
  let state = withThrowawayDice((await client.request('GET', `/api/campaigns/${campaignId}/state`)) as PublicGameState);
  let ids = await rowIds(client, campaignId);
  return {
    async day() {
      // The day's orders, computed and saved untimed (the spec's client saves them as it goes).
      // New rows get the server's own engine ids, so they are mapped by the POST's answer.
      let planned = state;
      for (const order of ordersForToday(state)) {
        const result = applyAction(planned, order);
        if (result.ok) planned = result.state;
      }
      await Promise.all(saveRequests(client, campaignId, ids, state, planned).map((send) => send()));

      const result = applyAction(planned, { type: 'advanceDay' });
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      const requests = saveRequests(client, campaignId, ids, planned, result.state);
      const started = performance.now();
      await Promise.all(requests.map((send) => send()));
      const elapsed = performance.now() - started;
      state = result.state;
      if (state.gameOver) {
        campaignId = await client.newCampaign('Bench: PATCH (next)');
        state = withThrowawayDice(
          (await client.request('GET', `/api/campaigns/${campaignId}/state`)) as PublicGameState,
        );
        ids = await rowIds(client, campaignId);
      }
      return { elapsed, requests: requests.length };
    },
  };
}

interface WayStats extends Stats {
  requestsPerDay: number;
}

/**
 * Runs the ways day by day in turn (rotating who goes first), so that whatever else the machine
 * is doing slows each of them alike and the ratios stay fair.
 */
async function runInTurn(ways: Way[]): Promise<WayStats[]> {
  const samples = ways.map(() => [] as number[]);
  const requests = ways.map(() => 0);
  for (let day = 0; day < WARM_UP_DAYS + DAYS; day += 1) {
    for (let turn = 0; turn < ways.length; turn += 1) {
      const index = (day + turn) % ways.length;
      const way = ways[index];
      if (!way) continue;
      const { elapsed, requests: sent } = await way.day();
      if (day < WARM_UP_DAYS) continue;
      samples[index]?.push(elapsed);
      requests[index] = (requests[index] ?? 0) + sent;
    }
  }
  return samples.map((list, index) => ({ ...stats(list), requestsPerDay: (requests[index] ?? 0) / list.length }));
}

// ---- One database -------------------------------------------------------------------------

interface Result {
  database: string;
  actions: Stats;
  actionsWithoutKey: Stats;
  deltas: Stats;
  /** Server-side time of the ADVANCE DAY requests answered whole (both runs) and with a delta. */
  serverWhole: Stats;
  serverDelta: Stats;
  meanWholeBytes: number;
  meanDeltaBytes: number;
  patches: WayStats;
  battle: Stats;
}

const isDay = (request: FastifyRequest) =>
  request.url.endsWith('/actions') && (request.body as { type?: string } | undefined)?.type === 'advanceDay';

async function benchDatabase(label: string, database: OpenDatabase): Promise<Result> {
  await database.migrate();
  const app = await buildApp({ db: database.db, requestsPerMinute: 100_000_000, registrationsPerHour: 0 });
  // Time inside the server (routing to the last byte handed to the socket), for the actions only.
  const serverTimes = { whole: [] as number[], delta: [] as number[] };
  const bodyBytes = { whole: [] as number[], delta: [] as number[] };
  const kind = (request: FastifyRequest) => (request.headers.prefer === 'return=delta' ? 'delta' : 'whole');
  app.addHook('onSend', async (request, _reply, payload) => {
    if (isDay(request) && typeof payload === 'string') bodyBytes[kind(request)].push(payload.length);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (isDay(request)) serverTimes[kind(request)].push(reply.elapsedTime);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  try {
    const client = new Client(`http://127.0.0.1:${address.port}`);
    await client.request('POST', '/api/users', {
      username: 'bench',
      email: 'bench@example.com',
      password: 'bench password',
    });
    process.stdout.write(`${label}: ${DAYS} days, four ways in turn…\n`);
    const [actions, actionsWithoutKey, deltas, patches] = await runInTurn([
      await actionsWay(client, true),
      await actionsWay(client, false),
      await deltaWay(client),
      await patchWay(client),
    ]);
    if (!actions || !actionsWithoutKey || !deltas || !patches) throw new Error('a way went missing');
    process.stdout.write(`${label}: ${BATTLE_ACTIONS} battle actions…\n`);
    const battle = await battleRoundTrips(client);
    const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
    return {
      database: label,
      actions,
      actionsWithoutKey,
      deltas,
      serverWhole: stats(serverTimes.whole),
      serverDelta: stats(serverTimes.delta),
      meanWholeBytes: mean(bodyBytes.whole),
      meanDeltaBytes: mean(bodyBytes.delta),
      patches,
      battle,
    };
  } finally {
    await app.close();
    await database.close();
  }
}

const ms = (value: number) => value.toFixed(2).padStart(8);
const times = (value: number) => `${value.toFixed(2)}×`.padStart(8);

function ratioRow(database: string, label: string, slow: Stats, fast: Stats): string {
  return `${database.padEnd(11)} ${label.padEnd(19)} ${times(slow.p50 / fast.p50)}  ${times(slow.p99 / fast.p99)}  ${times(slow.mean / fast.mean)}`;
}

function report(results: Result[]) {
  const lines = [
    '',
    `ADVANCE DAY saved over HTTP, ${DAYS} days each (after ${WARM_UP_DAYS} warm-up days), times in ms`,
    '',
    'database    way                      p50       p99      mean       max   req/day',
  ];
  for (const result of results) {
    const { database, actions, actionsWithoutKey, deltas, patches } = result;
    const row = (label: string, s: Stats, perDay: string) =>
      `${database.padEnd(11)} ${label.padEnd(19)} ${ms(s.p50)}  ${ms(s.p99)}  ${ms(s.mean)}  ${ms(s.max)}  ${perDay.padStart(8)}`;
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    lines.push(
      row('actions + key', actions, '1.00'),
      row('actions, no key', actionsWithoutKey, '1.00'),
      row('  (inside server)', result.serverWhole, ''),
      row('actions+key+delta', deltas, '1.00'),
      row('  (inside server)', result.serverDelta, ''),
      row('spec PATCH per row', patches, patches.requestsPerDay.toFixed(2)),
      row('battle action', result.battle, ''),
      '',
      `${database.padEnd(11)} ratio                    p50       p99      mean`,
      ratioRow(database, 'PATCH ÷ actions+key', patches, actions),
      ratioRow(database, 'PATCH ÷ no key', patches, actionsWithoutKey),
      ratioRow(database, 'PATCH ÷ delta', patches, deltas),
      `${database.padEnd(11)} day's answer: ${kib(result.meanWholeBytes)} whole state, ${kib(result.meanDeltaBytes)} delta (means)`,
      '',
    );
  }
  const goal = results.every((r) => r.deltas.p99 < 50 && r.patches.mean / r.deltas.mean >= 3);
  lines.push(`goal (delta way p99 < 50 ms and the PATCH way ≥ 3× slower on the mean): ${goal ? 'met' : 'NOT met'}`);
  const battleGoal = results.every((r) => r.battle.p50 < 15 && r.battle.p99 < 50);
  lines.push(`goal (a battle action's round trip p50 < 15 ms, p99 < 50 ms): ${battleGoal ? 'met' : 'NOT met'}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main() {
  const results: Result[] = [];
  if (DATABASES.includes('pglite')) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'holdfast-bench-'));
    try {
      results.push(await benchDatabase('PGlite', await openPglite(dataDir)));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  for (const [name, label, durable] of [
    ['postgres', 'PostgreSQL', false],
    ['postgres-durable', 'PG durable', true],
  ] as const) {
    if (!DATABASES.includes(name)) continue;
    const postgres = await startTempPostgres({ durable });
    try {
      results.push(await benchDatabase(label, await openPostgres(postgres.url)));
    } finally {
      await postgres.stop();
    }
  }
  report(results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
