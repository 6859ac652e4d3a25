/**
 * `npm run bench:load`: many players on the real built server (`node packages/server/dist/main.js`),
 * on PGlite (a temporary DATA_DIR) and on a throwaway PostgreSQL with production commit settings.
 *
 *  1. Sign-up: BENCH_PLAYERS (default 200) accounts, each with a campaign; then every player signs
 *     in again (argon2's cost), timed as its own row.
 *  2. Think time: every player plays for BENCH_SECONDS (default 60) with 1 s between requests, a
 *     realistic mix: reads the state (45 %), ADVANCE DAY (30 %), builds (10 %), recruits (10 %) and
 *     deploys a manual mission (5 %), whose battle the player then fights on the server, one battle
 *     action a request (the engine's scripted battle commander picks from the public battle); an
 *     order the engine says is not possible becomes a state read. A finished campaign is replaced
 *     by a new one.
 *  3. Saturation: the same players with no think time (a closed loop) for BENCH_SATURATION_SECONDS
 *     (default 30), while a probe opens a fresh connection for `GET /api/health` every 250 ms (the
 *     issue's symptom: new connections waiting on the listening socket).
 *
 * Each player sends its own X-Forwarded-For (the server runs with TRUST_PROXY=1), as players behind
 * a proxy do, so the per-address flood guard counts each player separately. Printed per phase and
 * database: p50/p99/max per request kind, errors (5xx other than 503, time-outs, network), 503s
 * shed, throughput, and the longest any request waited. Goal: with think time, no errors and p99
 * under 300 ms on PostgreSQL; at saturation, nothing waits more than 2 s (shed with 503 instead).
 *
 * `--processes 1,3` runs each database with one server process, then (PostgreSQL only: PGlite is
 * one process per DATA_DIR) three behind a local round-robin proxy (proxy.ts, its own process) on
 * the one database, the servers trusting one more proxy hop (TRUST_PROXY=2), and prints each
 * run's throughput against one process's. `--affinity` makes the proxy send each player's requests
 * to one process (by session cookie), which keeps that process's state cache of the campaign warm.
 *
 *   npm run bench:load                       BENCH_DATABASES=postgres, BENCH_PLAYERS=50, BENCH_SECONDS=20 …
 *   npm run bench:load -- --processes 1,3
 *   npm run bench:load -- --processes 3 --affinity
 */

import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import {
  canBuild,
  type FacilityType,
  type GameAction,
  type GameState,
  GRID_SIZE,
  type PublicBattleState,
  type PublicGameState,
  RECRUIT_COST,
  withThrowawayBattleDice,
  withThrowawayDice,
} from '@holdfast/engine';
import { nextCommanderAction } from '@holdfast/engine/battle-commander';
import { manualMission } from './busy-commander';
import { type Answer, request } from './http';
import {
  ensureBuilt,
  onFreshDatabase,
  proxySpread,
  type ServerProcess,
  startProxy,
  startServer,
} from './server-process';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SATURATION_SECONDS = Number(process.env.BENCH_SATURATION_SECONDS ?? 30);
const THINK_MS = 1_000;
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());
/** A client gives up on an answer after this long (counted as a time-out error). */
const CLIENT_TIMEOUT_MS = 30_000;
const PASSWORD = 'load bench marching orders';
const { values: options } = parseArgs({
  options: { processes: { type: 'string', default: '1' }, affinity: { type: 'boolean', default: false } },
});
const PROCESS_COUNTS = options.processes.split(',').map((count) => Number(count));
if (PROCESS_COUNTS.some((count) => !Number.isInteger(count) || count < 1))
  throw new Error('--processes takes whole numbers from 1, comma-separated (1,3)');

type Kind =
  | 'signup'
  | 'login'
  | 'state'
  | 'advanceDay'
  | 'build'
  | 'recruit'
  | 'deploy'
  | 'battle'
  | 'newCampaign'
  | 'fresh health';

class Recorder {
  latencies = new Map<Kind, number[]>();
  shed = new Map<Kind, number>();
  errors = new Map<string, number>();
  refused = 0;
  started = performance.now();
  finished = 0;

  record(kind: Kind, ms: number) {
    const list = this.latencies.get(kind) ?? [];
    list.push(ms);
    this.latencies.set(kind, list);
  }
  error(what: string) {
    this.errors.set(what, (this.errors.get(what) ?? 0) + 1);
  }
}

interface Player {
  index: number;
  username: string;
  address: string;
  cookie: string;
  campaignId: number;
  state: GameState;
  /** A manual mission this player deployed and fights, one battle action a request (issue 21). */
  battleFor: { missionId: string; view: KeptView | null } | null;
}

/** A kept battle as its answers show it (no dice). */
interface KeptView {
  actionCount: number;
  battle: PublicBattleState;
  finished?: unknown;
}

async function call(
  recorder: Recorder,
  kind: Kind,
  base: string,
  player: Pick<Player, 'address' | 'cookie'>,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; json: unknown; setCookie: string | undefined } | null> {
  const started = performance.now();
  let answer: Answer;
  try {
    answer = await request(base, method, url, {
      body,
      cookie: player.cookie,
      headers: { 'x-forwarded-for': player.address },
      timeoutMs: CLIENT_TIMEOUT_MS,
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : 'error';
    recorder.error(`${kind}: ${name === 'TimeoutError' ? `no answer in ${CLIENT_TIMEOUT_MS / 1000} s` : name}`);
    recorder.record(kind, performance.now() - started);
    return null;
  }
  const elapsed = performance.now() - started;
  recorder.record(kind, elapsed);
  const { response, text } = answer;
  if (response.status === 503) {
    recorder.shed.set(kind, (recorder.shed.get(kind) ?? 0) + 1);
    if (!response.headers.get('retry-after') || !text.includes('"error"'))
      recorder.error(`${kind}: 503 without Retry-After`);
    return null;
  }
  if (response.status === 409 || response.status === 422) {
    recorder.refused += 1;
    return null;
  }
  if (!response.ok) {
    recorder.error(`${kind}: ${response.status}`);
    return null;
  }
  return { status: response.status, json: answer.json(), setCookie: answer.setCookie };
}

/** Setting up: a request shed with 503 is sent again after its Retry-After, as a client should. */
async function patiently<T>(attempt: () => Promise<T | null>): Promise<T | null> {
  for (let tries = 0; tries < 20; tries += 1) {
    const result = await attempt();
    if (result !== null) return result;
    await sleep(1_000);
  }
  return null;
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await task(item);
      }
    }),
  );
}

const BUILDS: readonly FacilityType[] = ['generator', 'medbay', 'research', 'barracks', 'trade_depot', 'workshop'];

function buildOrder(state: GameState): GameAction | null {
  for (const facilityType of BUILDS)
    for (let row = 0; row < GRID_SIZE; row += 1)
      for (let col = 0; col < GRID_SIZE; col += 1)
        if (canBuild(state, row, col, facilityType)) return { type: 'buildFacility', row, col, facilityType };
  return null;
}

async function newCampaign(recorder: Recorder, base: string, player: Player): Promise<boolean> {
  const created = await call(recorder, 'newCampaign', base, player, 'POST', '/api/campaigns', {
    name: `Load ${player.index}`,
  });
  if (!created) return false;
  player.campaignId = (created.json as { id: number }).id;
  player.battleFor = null;
  const state = await call(recorder, 'state', base, player, 'GET', `/api/campaigns/${player.campaignId}/state`);
  if (state) player.state = withThrowawayDice(state.json as PublicGameState);
  return state !== null;
}

/** One request from a player's realistic mix. */
async function playOnce(recorder: Recorder, base: string, player: Player) {
  const roll = Math.random();
  let kind: Kind =
    roll < 0.45 ? 'state' : roll < 0.75 ? 'advanceDay' : roll < 0.85 ? 'build' : roll < 0.95 ? 'recruit' : 'deploy';
  let action: GameAction | null = null;
  if (player.state.gameOver) {
    await newCampaign(recorder, base, player);
    return;
  }
  const deployed = player.state.nextId;
  if (player.battleFor !== null) {
    // The battle of the mission deployed last time, fought on the server one action a request, as
    // the browser does: the scripted battle commander picks from the public battle.
    await fightOnce(recorder, base, player, player.battleFor);
    return;
  }
  if (kind === 'advanceDay') action = { type: 'advanceDay' };
  if (kind === 'build') action = buildOrder(player.state);
  if (kind === 'recruit' && player.state.resources.funds >= RECRUIT_COST) action = { type: 'recruit' };
  if (kind === 'deploy') action = manualMission(player.state);
  if (!action) kind = 'state';
  const answer =
    action === null
      ? await call(recorder, 'state', base, player, 'GET', `/api/campaigns/${player.campaignId}/state`)
      : await call(recorder, kind, base, player, 'POST', `/api/campaigns/${player.campaignId}/actions`, action);
  if (!answer) return;
  player.state = withThrowawayDice(
    (action === null ? answer.json : (answer.json as { state: PublicGameState }).state) as PublicGameState,
  );
  if (kind === 'deploy') player.battleFor = { missionId: `mission-${deployed}`, view: null };
}

/** One request of a kept battle: BEGIN MISSION first, then one action; the battle's end reloads the state next. */
async function fightOnce(
  recorder: Recorder,
  base: string,
  player: Player,
  fight: { missionId: string; view: KeptView | null },
) {
  const path = `/api/campaigns/${player.campaignId}/battles`;
  if (!fight.view) {
    const opened = await call(recorder, 'battle', base, player, 'POST', path, { missionId: fight.missionId });
    if (opened) fight.view = opened.json as KeptView;
    else player.battleFor = null;
    return;
  }
  const battle = withThrowawayBattleDice(fight.view.battle);
  const action = nextCommanderAction(battle);
  const answer = await call(recorder, 'battle', base, player, 'POST', `${path}/${fight.missionId}/actions`, {
    action,
    actionCount: fight.view.actionCount,
  });
  if (!answer) {
    player.battleFor = null;
    return;
  }
  fight.view = answer.json as KeptView;
  if (fight.view.finished) {
    player.battleFor = null;
    const state = await call(recorder, 'state', base, player, 'GET', `/api/campaigns/${player.campaignId}/state`);
    if (state) player.state = withThrowawayDice(state.json as PublicGameState);
  }
}

async function play(recorder: Recorder, base: string, players: Player[], seconds: number, thinkMs: number) {
  const until = performance.now() + seconds * 1000;
  recorder.started = performance.now();
  await Promise.all(
    players.map(async (player) => {
      // Spread the first requests over the think time, as players do not all click at once.
      if (thinkMs > 0) await sleep(Math.random() * thinkMs);
      while (performance.now() < until) {
        await playOnce(recorder, base, player);
        if (thinkMs > 0) await sleep(thinkMs);
      }
    }),
  );
  recorder.finished = performance.now();
}

/** `GET /api/health` on a new connection every 250 ms, as a fresh visitor or a load balancer. */
function probeFreshConnections(recorder: Recorder, base: string): () => Promise<void> {
  const url = new URL('/api/health', base);
  let running = true;
  const probes: Promise<void>[] = [];
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.get(url, { agent: false, timeout: CLIENT_TIMEOUT_MS }, (response) => {
        response.resume();
        response.on('end', () => {
          recorder.record('fresh health', performance.now() - started);
          if (response.statusCode === 503)
            recorder.shed.set('fresh health', (recorder.shed.get('fresh health') ?? 0) + 1);
          else if (response.statusCode !== 200) recorder.error(`fresh health: ${response.statusCode}`);
          resolve();
        });
      });
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        recorder.record('fresh health', performance.now() - started);
        recorder.error('fresh health: no answer');
        resolve();
      });
    });
  const loop = (async () => {
    while (running) {
      probes.push(one());
      await sleep(250);
    }
  })();
  return async () => {
    running = false;
    await loop;
    await Promise.all(probes);
  };
}

function quantile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

interface Figures {
  throughput: number;
  /** The highest p99 over the request kinds (the fresh-connection probe left out). */
  worstP99: number;
  errors: number;
  shedShare: number;
  longest: number;
}

function report(title: string, recorder: Recorder, seconds: number): Figures {
  console.log(`\n${title}`);
  console.log('  kind            requests     p50 ms    p99 ms    max ms    503 shed');
  let total = 0;
  let longest = 0;
  let worstP99 = 0;
  let shed = 0;
  for (const [kind, samples] of recorder.latencies) {
    const sorted = [...samples].sort((a, b) => a - b);
    total += kind === 'fresh health' ? 0 : sorted.length;
    shed += kind === 'fresh health' ? 0 : (recorder.shed.get(kind) ?? 0);
    if (kind !== 'fresh health') worstP99 = Math.max(worstP99, quantile(sorted, 0.99));
    longest = Math.max(longest, sorted.at(-1) ?? 0);
    console.log(
      `  ${kind.padEnd(14)} ${String(sorted.length).padStart(9)} ${quantile(sorted, 0.5).toFixed(1).padStart(10)} ${quantile(sorted, 0.99).toFixed(1).padStart(9)} ${(sorted.at(-1) ?? 0).toFixed(1).padStart(9)} ${String(recorder.shed.get(kind) ?? 0).padStart(11)}`,
    );
  }
  const errors = [...recorder.errors].map(([what, count]) => `${what} ×${count}`).join(', ') || 'none';
  console.log(
    `  throughput ${(total / seconds).toFixed(1)} requests/s over ${seconds.toFixed(1)} s; rule refusals ${recorder.refused}; errors: ${errors}; longest wait ${(longest / 1000).toFixed(2)} s`,
  );
  return {
    // Answered requests per second: a 503 shed at once is not work done.
    throughput: (total - shed) / seconds,
    worstP99,
    errors: [...recorder.errors.values()].reduce((sum, count) => sum + count, 0),
    shedShare: total === 0 ? 0 : shed / total,
    longest,
  };
}

interface Run {
  database: string;
  processes: number;
  thinking: Figures;
  saturated: Figures;
}
const runs: Run[] = [];

async function runOn(database: string, env: Record<string, string>, processes: number) {
  console.log(
    `\n=== ${database}: ${PLAYERS} players, ${processes === 1 ? 'one server process' : `${processes} server processes behind a proxy (${options.affinity ? 'session affinity' : 'round robin'})`} ===`,
  );
  // Each player's X-Forwarded-For is one proxy; the local proxy in front of several is one more.
  const trustProxy = String(processes === 1 ? 1 : 2);
  const servers: ServerProcess[] = await Promise.all(
    Array.from({ length: processes }, () => startServer({ ...env, TRUST_PROXY: trustProxy })),
  );
  const proxy =
    processes === 1
      ? undefined
      : await startProxy(
          servers.map((server) => server.base),
          { affinity: options.affinity },
        );
  try {
    const base = (proxy ?? (servers[0] as ServerProcess)).base;
    const players: Player[] = Array.from({ length: PLAYERS }, (_, index) => ({
      index,
      username: `loader${index}`,
      address: `10.${(index >> 8) & 255}.${index & 255}.7`,
      cookie: '',
      campaignId: 0,
      state: {} as GameState,
      battleFor: null,
    }));

    const signup = new Recorder();
    await pool(players, 8, async (player) => {
      const answer = await patiently(() =>
        call(signup, 'signup', base, player, 'POST', '/api/users', {
          username: player.username,
          email: `${player.username}@example.com`,
          password: PASSWORD,
        }),
      );
      if (!answer?.setCookie) throw new Error(`sign-up failed for ${player.username}`);
      player.cookie = answer.setCookie;
      if (!(await patiently(async () => ((await newCampaign(signup, base, player)) ? true : null))))
        throw new Error(`no campaign for ${player.username}: ${JSON.stringify([...signup.errors, ...signup.shed])}`);
    });
    const login = new Recorder();
    await pool(players, 16, async (player) => {
      const answer = await patiently(() =>
        call(login, 'login', base, { address: player.address, cookie: '' }, 'POST', '/api/auth/login', {
          username: player.username,
          password: PASSWORD,
        }),
      );
      if (answer?.setCookie) player.cookie = answer.setCookie;
    });
    login.finished = performance.now();
    report('Sign-in (argon2), 16 at a time', login, (login.finished - login.started) / 1000);

    const thinking = new Recorder();
    await play(thinking, base, players, SECONDS, THINK_MS);
    const thinkingFigures = report(
      `Think time ${THINK_MS} ms, ${SECONDS} s`,
      thinking,
      (thinking.finished - thinking.started) / 1000,
    );

    const saturated = new Recorder();
    const stopProbe = probeFreshConnections(saturated, base);
    await play(saturated, base, players, SATURATION_SECONDS, 0);
    await stopProbe();
    const saturatedFigures = report(
      `Saturation (no think time), ${SATURATION_SECONDS} s`,
      saturated,
      (saturated.finished - saturated.started) / 1000,
    );
    runs.push({ database, processes, thinking: thinkingFigures, saturated: saturatedFigures });
  } catch (error) {
    for (const server of servers) console.error(server.output().slice(-3000));
    throw error;
  } finally {
    if (process.env.BENCH_SERVER_LOG === '1') for (const server of servers) console.error(server.output());
    if (proxy) {
      await proxy.kill('SIGTERM');
      console.log(`\n  ${proxySpread(proxy)}`);
    }
    await Promise.all(servers.map((server) => server.kill('SIGTERM')));
  }
}

ensureBuilt();
for (const database of DATABASES) {
  // One process per DATA_DIR: PGlite runs once, with one process, whatever --processes asks. Each
  // run gets a fresh database, so each starts from the same empty tables.
  for (const processes of database === 'pglite' ? [1] : PROCESS_COUNTS)
    await onFreshDatabase(database, (label, env) => runOn(label, env, processes));
}

console.log('\nSummary (answered requests/s; × against the same database with one process)');
console.log(
  '  database                      processes   think: req/s  worst p99 ms  errors   saturation: req/s      ×   shed  longest s',
);
for (const run of runs) {
  const one = runs.find((other) => other.database === run.database && other.processes === 1);
  const ratio = one ? (run.saturated.throughput / one.saturated.throughput).toFixed(2) : '-';
  console.log(
    `  ${run.database.padEnd(29)} ${String(run.processes).padStart(9)} ${run.thinking.throughput.toFixed(1).padStart(14)} ${run.thinking.worstP99.toFixed(0).padStart(13)} ${String(run.thinking.errors).padStart(7)} ${run.saturated.throughput.toFixed(1).padStart(19)} ${ratio.padStart(6)} ${`${(run.saturated.shedShare * 100).toFixed(0)} %`.padStart(6)} ${(run.saturated.longest / 1000).toFixed(2).padStart(10)}`,
  );
}
