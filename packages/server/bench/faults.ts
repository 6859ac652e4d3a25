/**
 * `npm run test:faults`: the kill test (issue 15). On PGlite (a temporary DATA_DIR) and on a
 * throwaway PostgreSQL with production commit settings (fsync, synchronous_commit on), the real
 * built server (`node packages/server/dist/main.js`) is played by FAULTS_CAMPAIGNS (default 4)
 * drivers through `POST /api/campaigns/:id/actions`, every action with its own Idempotency-Key,
 * while the server is killed with SIGKILL at random moments (FAULTS_KILLS, default 30, times per
 * database, 50-600 ms apart and after at least one acknowledged answer) and started again on the same data. A request that got no
 * answer is sent again with the same key until it gets one; only answered requests count as
 * acknowledged, and the next action is chosen from the acknowledged state.
 *
 * Every driver also fights manual missions on the server (issue 21), one keyed request per battle
 * action; each answer's action count must be the acknowledged count (else a battle action was lost
 * or applied twice).
 *
 * At the end, per campaign: the server's (public) state must equal the engine's replay (`applyAction`)
 * of the acknowledged actions, a finished kept battle as `completeBattle` with its acknowledged
 * actions, from the campaign's first state (brought in with a seed the driver chose, since the API
 * gives out no generator), so every
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
import {
  applyAction,
  type BattleAction,
  battleSetupFor,
  campaignChecksum,
  type GameAction,
  type GameState,
  newCampaign,
  type PublicBattleState,
  type PublicGameState,
  publicGameState,
  RULES_VERSION,
  recordBattle,
  withThrowawayBattleDice,
  withThrowawayDice,
} from '@holdfast/engine';
import { nextCommanderAction } from '@holdfast/engine/battle-commander';
import { checkInvariants } from '@holdfast/engine/invariants';
import { openDatabase } from '../src/db/client';
import { loadGameState } from '../src/repositories/game-state';
import { manualMission, ordersForToday } from './busy-commander';
import { request } from './http';
import {
  ensureBuilt,
  onFreshDatabase,
  proxySpread,
  type ServerProcess,
  startProxy,
  startServer,
  startTimeoutMs,
  startTimes,
} from './server-process';

const CAMPAIGNS = Number(process.env.FAULTS_CAMPAIGNS ?? 4);
const KILLS = Number(process.env.FAULTS_KILLS ?? 30);
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
  /** Battle actions (issue 21): acknowledged, and acknowledged ones the server lost or applied twice. */
  battleAcknowledged: number;
  battleLost: number;
  battleDuplicated: number;
  /** Issue 32: campaign invariants (engine tools/invariants.ts) broken in an accepted write's answer. */
  invariantsBroken: number;
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
  /**
   * The first state, dice included: the API gives out no generator (issue 21), so the campaign is
   * brought in with a seed the driver chose (`POST /api/campaigns/import`, as a guest's would be).
   */
  start: GameState;
  /** The state after the last acknowledged action (public: a stand-in generator for the engine's questions). */
  state: GameState;
  /** Every acknowledged action that the server applied (200), in order; a kept battle as its acknowledged actions. */
  applied: (GameAction | KeptBattlePlayed)[];
  advanceDays: number;
}

/** A battle the server kept, as the driver played it: the acknowledged actions, in order. */
interface KeptBattlePlayed {
  battle: string;
  actions: BattleAction[];
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

/** Sends until an answer comes back (through kills and restarts); 503 and 429 count as no answer. */
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
      if (answer.status !== 503 && answer.status !== 429) return answer;
      // The flood guard (600 a minute from one address) counts these drivers together: wait it out.
      if (answer.status === 429) await sleep(1000);
    } catch {
      // Killed mid-request: wait for the next server.
    }
    if (attempt > 400) throw new Error(`no answer to ${args[1]} ${args[2]} after 400 tries`);
    // The same server still up (a 503 or a slow restart): do not spin.
    if (generation === target.generation) await sleep(50);
  }
}

/**
 * A kept battle in the engine's replay of the acknowledged actions: when it ended, `completeBattle`
 * with its acknowledged actions (the server's result must be exactly that); when play stopped first,
 * nothing yet, and the server's battle must stand at the acknowledged count.
 */
function keptBattleResult(
  keptCounts: ReadonlyMap<string, number>,
  campaign: Campaign,
  state: GameState,
  played: KeptBattlePlayed,
  result: Result,
): GameAction | null {
  const setup = battleSetupFor(state, played.battle);
  if (!setup) throw new Error(`${played.battle} is not awaiting a battle in the replay`);
  const recorded = recordBattle(setup.input, setup.seed, played.actions);
  if (!recorded.ok) throw new Error(`the battle replay refused: ${JSON.stringify(recorded.error)}`);
  if (recorded.battle.status !== 'playing') {
    return { type: 'completeBattle', missionId: played.battle, log: recorded.entries };
  }
  const count = keptCounts.get(`${campaign.id}/${played.battle}`) ?? 0;
  if (count < played.actions.length) result.battleLost += played.actions.length - count;
  if (count > played.actions.length) result.battleDuplicated += count - played.actions.length;
  return null;
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
    battleAcknowledged: 0,
    battleLost: 0,
    battleDuplicated: 0,
    invariantsBroken: 0,
  };
  /** Every accepted write's answer must keep the campaign's invariants (no stranded squad, …). */
  const checkAnswer = (state: GameState, what: string) => {
    const problems = checkInvariants(state);
    if (problems.length > 0) console.error(`  ${what}: ${problems.slice(0, 3).join('; ')}`);
    result.invariantsBroken += problems.length;
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
    const options = { name: `Kill test ${index}`, difficulty: 'normal', theme: 'vanilla', seed: 1000 + index } as const;
    const start = newCampaign(options);
    const created = await answered(target, onRetry, cookie, 'POST', '/api/campaigns/import', {
      options,
      actions: [],
      day: start.day,
      checksum: campaignChecksum(start),
      rulesVersion: RULES_VERSION,
    });
    if (created.status !== 201) throw new Error(`import: ${created.status} ${JSON.stringify(created.json)}`);
    const id = (created.json as { id: number }).id;
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
  /**
   * A manual mission fought on the server, one keyed request per battle action, until it ends or
   * play stops. Every answer names the battle's action count: it must be the acknowledged count.
   */
  async function fight(campaign: Campaign, step: number) {
    const deploy = manualMission(campaign.state);
    if (!deploy) return;
    const deployed = await answered(
      target,
      onRetry,
      campaign.cookie,
      'POST',
      `/api/campaigns/${campaign.id}/actions`,
      deploy,
      { 'idempotency-key': `kill-${campaign.id}-${step}-deploy` },
    );
    result.acknowledged += 1;
    if (deployed.status !== 200) return;
    campaign.applied.push(deploy);
    campaign.state = withThrowawayDice((deployed.json as { state: PublicGameState }).state);
    checkAnswer(campaign.state, `campaign ${campaign.id} deploy`);
    const missionId = campaign.state.missions.find((m) => m.status === 'Active' && m.mode === 'manual')?.id ?? '';
    const played: KeptBattlePlayed = { battle: missionId, actions: [] };
    campaign.applied.push(played);
    const battlePath = `/api/campaigns/${campaign.id}/battles`;
    const opened = await answered(target, onRetry, campaign.cookie, 'POST', battlePath, { missionId });
    let view = opened.json as { actionCount: number; battle: PublicBattleState; finished?: unknown };
    while (playing && !view.finished) {
      const action = nextCommanderAction(withThrowawayBattleDice(view.battle));
      const answer = await answered(
        target,
        onRetry,
        campaign.cookie,
        'POST',
        `${battlePath}/${missionId}/actions`,
        { action, actionCount: played.actions.length },
        { 'idempotency-key': `kill-${campaign.id}-${step}-battle-${played.actions.length}` },
      );
      if (answer.status !== 200) throw new Error(`battle action: ${answer.status} ${JSON.stringify(answer.json)}`);
      result.battleAcknowledged += 1;
      played.actions.push(action);
      view = answer.json as typeof view;
      if (view.actionCount < played.actions.length) result.battleLost += played.actions.length - view.actionCount;
      if (view.actionCount > played.actions.length) result.battleDuplicated += view.actionCount - played.actions.length;
    }
    if (view.finished) {
      const state = await answered(target, onRetry, campaign.cookie, 'GET', `/api/campaigns/${campaign.id}/state`);
      campaign.state = withThrowawayDice(state.json as PublicGameState);
      checkAnswer(campaign.state, `campaign ${campaign.id} after battle ${missionId}`);
    }
  }

  async function drive(campaign: Campaign) {
    for (let step = 0; playing; step += 1) {
      if (campaign.state.gameOver) break;
      if (step % 20 === 7) {
        await fight(campaign, step);
        continue;
      }
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
        campaign.state = withThrowawayDice((answer.json as { state: PublicGameState }).state);
        checkAnswer(campaign.state, `${key} ${action.type}`);
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

  // What the check needs from the servers while they answer: each campaign's state and each kept
  // battle's action count (a battle that ended answers no count: its result is in the state).
  const serverStates = new Map<number, PublicGameState>();
  const keptCounts = new Map<string, number>();
  for (const campaign of campaigns) {
    serverStates.set(
      campaign.id,
      (await answered(target, onRetry, campaign.cookie, 'GET', `/api/campaigns/${campaign.id}/state`))
        .json as PublicGameState,
    );
    for (const entry of campaign.applied) {
      if (!('battle' in entry)) continue;
      const kept = await answered(
        target,
        onRetry,
        campaign.cookie,
        'GET',
        `/api/campaigns/${campaign.id}/battles/${entry.battle}`,
      );
      const count = (kept.json as { actionCount?: number }).actionCount;
      if (kept.status === 200 && count !== undefined) keptCounts.set(`${campaign.id}/${entry.battle}`, count);
    }
  }
  if (target.proxy) {
    await target.proxy.kill('SIGTERM');
    console.log(`  ${proxySpread(target.proxy)}`);
  }
  await Promise.all(target.servers.map((server) => server.kill('SIGTERM')));
  // Issue 32: each fought mission's battle seed is drawn by the server from the CSPRNG and never
  // answered, so the engine's replay reads the seeds from the database itself once the servers stop.
  const stored = await openDatabase(env);
  const battleSeeds = new Map<string, string>();
  try {
    for (const campaign of campaigns) {
      for (const mission of (await loadGameState(stored.db, campaign.id)).missions) {
        if (typeof mission.battleSeed === 'string') battleSeeds.set(`${campaign.id}/${mission.id}`, mission.battleSeed);
      }
    }
  } finally {
    await stored.close();
  }

  for (const campaign of campaigns) {
    const server = serverStates.get(campaign.id) as PublicGameState;
    let replay = campaign.start;
    for (const entry of campaign.applied) {
      const seeded = (action: GameAction): GameAction => {
        if (action.type !== 'deployMission' || action.mode !== 'manual') return action;
        const battleSeed = battleSeeds.get(`${campaign.id}/mission-${replay.nextId}`);
        if (!battleSeed) throw new Error(`campaign ${campaign.id}: no stored battle seed for mission-${replay.nextId}`);
        return { ...action, battleSeed };
      };
      const action = 'battle' in entry ? keptBattleResult(keptCounts, campaign, replay, entry, result) : seeded(entry);
      if (!action) continue;
      const applied = applyAction(replay, action);
      if (!applied.ok) throw new Error(`the replay refused ${JSON.stringify(action)}: ${applied.error}`);
      replay = applied.state;
    }
    const serverDays = server.day - campaign.start.day;
    result.lost += Math.max(0, campaign.advanceDays - serverDays);
    result.duplicated += Math.max(0, serverDays - campaign.advanceDays);
    // Brought in with a chosen seed, the campaign carries the browser mark the engine's replay has not.
    const { marks: _marks, ...served } = server as PublicGameState & { marks?: unknown };
    if (!isDeepStrictEqual(served, publicGameState(replay))) {
      console.error(`  campaign ${campaign.id}: the server's state differs from the engine's replay`);
      result.differing += 1;
    }
  }
  return result;
}

ensureBuilt();
console.log(`server start wait: ${startTimeoutMs()} ms (sized to the load: BENCH_START_TIMEOUT_MS overrides)`);
const results: Result[] = [];
for (const database of DATABASES) {
  // PGlite is one process per DATA_DIR (the lock refuses a second).
  const processes = database === 'pglite' ? 1 : PROCESSES;
  console.log(`=== ${database}: ${CAMPAIGNS} campaigns, ${KILLS} SIGKILLs, ${processes} server process(es) ===`);
  results.push(await onFreshDatabase(database, (label, env) => runOn(label, env, processes)));
  console.log(results.at(-1));
}

console.log(
  '\ndatabase               processes  kills  acknowledged  retried  lost  duplicated  states differing  battle actions  lost  twice  invariants broken',
);
for (const r of results)
  console.log(
    `${r.database.padEnd(22)} ${String(r.processes).padStart(9)} ${String(r.kills).padStart(6)} ${String(r.acknowledged).padStart(13)} ${String(r.retried).padStart(8)} ${String(r.lost).padStart(5)} ${String(r.duplicated).padStart(11)} ${String(r.differing).padStart(17)} ${String(r.battleAcknowledged).padStart(15)} ${String(r.battleLost).padStart(5)} ${String(r.battleDuplicated).padStart(6)} ${String(r.invariantsBroken).padStart(18)}`,
  );
console.log(
  `\nserver starts: ${startTimes.length}, slowest ${Math.max(0, ...startTimes)} ms, median ${[...startTimes].sort((a, b) => a - b)[Math.floor(startTimes.length / 2)] ?? 0} ms (wait allowed ${startTimeoutMs()} ms)`,
);
const failed = results.some(
  (r) =>
    r.lost > 0 ||
    r.duplicated > 0 ||
    r.differing > 0 ||
    r.battleLost > 0 ||
    r.battleDuplicated > 0 ||
    r.invariantsBroken > 0,
);
console.log(
  failed
    ? '\nFAILED: acknowledged actions were lost, duplicated or replayed differently'
    : '\nOK: every acknowledged action applied exactly once',
);
process.exit(failed ? 1 : 0);
