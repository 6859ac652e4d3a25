/**
 * `npm run test:faults`: the kill test (issue 15). On PGlite (a temporary DATA_DIR) and on a
 * throwaway PostgreSQL with production commit settings (fsync, synchronous_commit on), the real
 * built server (`node packages/server/dist/main.js`) is played by FAULTS_CAMPAIGNS (default 4)
 * drivers through `POST /api/campaigns/:id/actions`, every action with its own Idempotency-Key,
 * while the server is killed with SIGKILL at random moments (FAULTS_KILLS, default 20, times per
 * database, 50-600 ms apart and after at least one acknowledged answer) and started again on the same data. A request that got no
 * answer is sent again with the same key until it gets one; only answered requests count as
 * acknowledged, and the next action is chosen from the acknowledged state.
 *
 * At the end, per campaign: the server's state must equal the engine's replay (`applyAction`) of
 * the acknowledged actions from the campaign's first state (GET state right after it was created,
 * which carries the seeded generator's state; the API does not give out the seed), so every
 * acknowledged action was applied exactly once; the days the server counted are compared with the
 * acknowledged ADVANCE DAYs to report lost and duplicated ones. Every restart must open the
 * database and answer health (the DATA_DIR lock of the killed process must not hold it).
 * Exits 1 when anything was lost, duplicated or different.
 *
 * `npm run test:faults -- --processes 3` runs PostgreSQL with three server processes behind a
 * local round-robin proxy (proxy.ts), so consecutive requests of one campaign, and the retries of
 * one key, land on different processes; each kill takes one of them at random, which is started
 * again on its port while the others keep answering (the proxy answers 503 for the dead one, and
 * the driver sends again). PGlite is one process per DATA_DIR, so it runs with one process.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { applyAction, type GameAction, type GameState } from '@holdfast/engine';
import { ordersForToday } from './busy-commander';
import { request } from './http';
import {
  ensureBuilt,
  onFreshDatabase,
  proxySpread,
  type ServerProcess,
  startProxy,
  startServer,
} from './server-process';

const CAMPAIGNS = Number(process.env.FAULTS_CAMPAIGNS ?? 4);
const KILLS = Number(process.env.FAULTS_KILLS ?? 20);
const DATABASES = (process.env.FAULTS_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());
const PASSWORD = 'kill test marching orders';
const { values: options } = parseArgs({ options: { processes: { type: 'string', default: '1' } } });
const PROCESSES = Number(options.processes);
if (!Number.isInteger(PROCESSES) || PROCESSES < 1) throw new Error('--processes takes a whole number from 1');

interface Result {
  database: string;
  processes: number;
  kills: number;
  acknowledged: number;
  retried: number;
  lost: number;
  duplicated: number;
  differing: number;
}

/**
 * The servers being played, each restarted on its own port after a kill; requests go to `base`
 * (the one server, or the proxy in front of several). With one server, drivers wait for the
 * restart after a failure; with several, the others answer meanwhile.
 */
class Target {
  servers: ServerProcess[] = [];
  proxy: ServerProcess | undefined;
  ready: Promise<void> = Promise.resolve();
  generation = 0;
  get base(): string {
    return (this.proxy ?? (this.servers[0] as ServerProcess)).base;
  }
}

interface Campaign {
  id: number;
  cookie: string;
  /** The first GET state: the API does not give out the seed, but this state carries the generator's state. */
  start: GameState;
  /** The state after the last acknowledged action. */
  state: GameState;
  /** Every acknowledged action that the server applied (200), in order. */
  applied: GameAction[];
  advanceDays: number;
}

async function send(
  target: Target,
  cookie: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown; setCookie?: string }> {
  const answer = await request(target.base, method, url, { body, cookie, headers, timeoutMs: 15_000 });
  return {
    status: answer.response.status,
    json: answer.json(),
    ...(answer.setCookie ? { setCookie: answer.setCookie } : {}),
  };
}

/** Sends until an answer comes back (through kills and restarts); 503 counts as no answer. */
async function answered(
  target: Target,
  onRetry: () => void,
  ...args: Parameters<typeof send> extends [Target, ...infer Rest] ? Rest : never
) {
  for (let attempt = 0; ; attempt += 1) {
    if (attempt > 0) onRetry();
    await target.ready;
    const generation = target.generation;
    try {
      const answer = await send(target, ...args);
      if (answer.status !== 503) return answer;
    } catch {
      // Killed mid-request: wait for the next server.
    }
    if (attempt > 400) throw new Error(`no answer to ${args[1]} ${args[2]} after 400 tries`);
    // The same server still up (a 503 or a slow restart): do not spin.
    if (generation === target.generation) await sleep(50);
  }
}

function nextAction(campaign: Campaign, step: number): GameAction {
  // A busy commander's orders for the day, then the day itself: each order changes rows.
  const orders = ordersForToday(campaign.state);
  return step % 3 === 2 || orders.length === 0 ? { type: 'advanceDay' } : (orders[0] as GameAction);
}

async function runOn(database: string, env: Record<string, string>, processes: number): Promise<Result> {
  const target = new Target();
  target.servers = await Promise.all(Array.from({ length: processes }, () => startServer(env)));
  if (processes > 1) target.proxy = await startProxy(target.servers.map((server) => server.base));
  const result: Result = {
    database,
    processes,
    kills: 0,
    acknowledged: 0,
    retried: 0,
    lost: 0,
    duplicated: 0,
    differing: 0,
  };
  const onRetry = () => {
    result.retried += 1;
  };

  const campaigns: Campaign[] = [];
  for (let index = 0; index < CAMPAIGNS; index += 1) {
    const username = `killtest${index}`;
    const signUp = await answered(target, onRetry, '', 'POST', '/api/users', {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
    });
    const cookie = signUp.setCookie ?? '';
    const created = await answered(target, onRetry, cookie, 'POST', '/api/campaigns', {
      name: `Kill test ${index}`,
    });
    const id = (created.json as { id: number }).id;
    const start = (await answered(target, onRetry, cookie, 'GET', `/api/campaigns/${id}/state`)).json as GameState;
    campaigns.push({ id, cookie, start, state: start, applied: [], advanceDays: 0 });
  }

  let playing = true;
  let stillPlaying = campaigns.length;
  const drivers = campaigns.map(async (campaign) => {
    try {
      await drive(campaign);
    } finally {
      stillPlaying -= 1;
    }
  });
  async function drive(campaign: Campaign) {
    for (let step = 0; playing; step += 1) {
      if (campaign.state.gameOver) break;
      const action = nextAction(campaign, step);
      const key = `kill-${campaign.id}-${step}`;
      const answer = await answered(
        target,
        onRetry,
        campaign.cookie,
        'POST',
        `/api/campaigns/${campaign.id}/actions`,
        action,
        { 'idempotency-key': key },
      );
      result.acknowledged += 1;
      if (answer.status === 200) {
        campaign.applied.push(action);
        campaign.state = (answer.json as { state: GameState }).state;
        if (action.type === 'advanceDay') campaign.advanceDays += 1;
      } else if (answer.status !== 409 && answer.status !== 422) {
        throw new Error(`${key}: ${answer.status} ${JSON.stringify(answer.json)}`);
      }
    }
  }

  const killer = (async () => {
    for (let kill = 0; kill < KILLS; kill += 1) {
      // Play goes on between kills: at least one more acknowledged answer (a restarted PGlite on a
      // busy machine can take longer than the pause to answer its first request), then a pause.
      const before = result.acknowledged;
      while (result.acknowledged === before && stillPlaying > 0) await sleep(10);
      await sleep(50 + Math.random() * 550);
      let restarted = () => {};
      if (processes === 1)
        target.ready = new Promise<void>((resolve) => {
          restarted = resolve;
        });
      const victim = Math.floor(Math.random() * processes);
      const killed = target.servers[victim] as ServerProcess;
      await killed.kill('SIGKILL');
      result.kills += 1;
      target.servers[victim] = await startServer(env, { port: Number(new URL(killed.base).port) });
      target.generation += 1;
      restarted();
    }
    playing = false;
  })();
  await Promise.all([killer, ...drivers]);

  for (const campaign of campaigns) {
    const server = (await answered(target, onRetry, campaign.cookie, 'GET', `/api/campaigns/${campaign.id}/state`))
      .json as GameState;
    let replay = campaign.start;
    for (const action of campaign.applied) {
      const applied = applyAction(replay, action);
      if (!applied.ok) throw new Error(`the replay refused ${JSON.stringify(action)}: ${applied.error}`);
      replay = applied.state;
    }
    const serverDays = server.day - campaign.start.day;
    result.lost += Math.max(0, campaign.advanceDays - serverDays);
    result.duplicated += Math.max(0, serverDays - campaign.advanceDays);
    if (!isDeepStrictEqual(server, replay)) {
      console.error(`  campaign ${campaign.id}: the server's state differs from the engine's replay`);
      result.differing += 1;
    }
  }
  if (target.proxy) {
    await target.proxy.kill('SIGTERM');
    console.log(`  ${proxySpread(target.proxy)}`);
  }
  await Promise.all(target.servers.map((server) => server.kill('SIGTERM')));
  return result;
}

ensureBuilt();
const results: Result[] = [];
for (const database of DATABASES) {
  // PGlite is one process per DATA_DIR (the lock refuses a second).
  const processes = database === 'pglite' ? 1 : PROCESSES;
  console.log(`=== ${database}: ${CAMPAIGNS} campaigns, ${KILLS} SIGKILLs, ${processes} server process(es) ===`);
  results.push(await onFreshDatabase(database, (label, env) => runOn(label, env, processes)));
  console.log(results.at(-1));
}

console.log('\ndatabase               processes  kills  acknowledged  retried  lost  duplicated  states differing');
for (const r of results)
  console.log(
    `${r.database.padEnd(22)} ${String(r.processes).padStart(9)} ${String(r.kills).padStart(6)} ${String(r.acknowledged).padStart(13)} ${String(r.retried).padStart(8)} ${String(r.lost).padStart(5)} ${String(r.duplicated).padStart(11)} ${String(r.differing).padStart(17)}`,
  );
const failed = results.some((r) => r.lost > 0 || r.duplicated > 0 || r.differing > 0);
console.log(
  failed
    ? '\nFAILED: acknowledged actions were lost, duplicated or replayed differently'
    : '\nOK: every acknowledged action applied exactly once',
);
process.exit(failed ? 1 : 0);
