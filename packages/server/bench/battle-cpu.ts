/**
 * `npm run bench:battle-cpu` (issue 37): the server's CPU for one battle action. The built server
 * (dist/main.js) runs as its own process on a fresh PGlite data directory (or `DATABASE_URL`) with
 * `--cpu-prof`; a client here plays BENCH_BATTLE_ACTIONS (default 200) battle actions with the
 * scripted battle commander, one at a time, as the web sends them. Counted only while an action is
 * on its way (from the request sent to its answer read: the campaigns and battles begun between
 * battles are left out), it prints the server process's CPU per action (all its threads, from /proc)
 * and its main thread's (the scheduler's counters), where the main thread's time went in its CPU profile
 * (self time by function), and leaves the profile (BENCH_PROFILE_DIR, default a temporary
 * directory) to open in a profiler, e.g. Chromium's DevTools.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type GameState,
  type PublicBattleState,
  type PublicGameState,
  withThrowawayBattleDice,
  withThrowawayDice,
} from '@holdfast/engine';
import { nextCommanderAction } from '@holdfast/engine/battle-commander';
import { manualMission } from './busy-commander';
import { request } from './http';
import { ensureBuilt, freePort, SERVER_MAIN } from './server-process';

const ACTIONS = Number(process.env.BENCH_BATTLE_ACTIONS ?? 200);
const WARM_UP = 20;
/** Functions listed in the main thread's breakdown. */
const TOP = 10;

/**
 * CPU time (ms) of a process's main thread and of all its threads, from the scheduler's own
 * nanosecond counters (Linux /proc/…/schedstat: time on a core, not time waiting for one).
 */
function cpuMs(pid: number): { main: number; all: number } {
  const onCore = (tid: string) => {
    try {
      return Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
    } catch {
      return 0; // a thread that ended meanwhile
    }
  };
  const all = readdirSync(`/proc/${pid}/task`).reduce((sum, tid) => sum + onCore(tid), 0);
  return { main: onCore(String(pid)), all };
}

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/** The package (or the file, or node's own module) a profile's frame runs in; '' for native code. */
function packageOf(url: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (inPackage) return inPackage;
  return url.startsWith('node:') ? url : url ? path.basename(url) : '';
}

/**
 * The main thread's non-idle time in a CPU profile inside the given windows (µs on the profile's
 * clock), in ms, and its self time by function and package, largest first.
 */
function busyIn(profileFile: string, windows: readonly [number, number][]) {
  const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  /** A sample's package: the innermost frame that has one (native code counts for its caller). */
  const packageAt = (id: number): string => {
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const found = packageOf(nodes.get(at)?.callFrame.url ?? '');
      if (found) return found;
    }
    return '(native)';
  };
  let at = profile.startTime;
  let busy = 0;
  let w = 0;
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  const add = (into: Map<string, number>, key: string, us: number) => into.set(key, (into.get(key) ?? 0) + us);
  profile.samples.forEach((sample, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    while (w < windows.length && at > (windows[w]?.[1] ?? 0)) w += 1;
    const window = windows[w];
    const node = nodes.get(sample);
    if (!window || at < window[0] || !node) return;
    if (['(idle)', '(program)'].includes(node.callFrame.functionName)) return;
    busy += delta;
    const where = packageOf(node.callFrame.url) || '(native)';
    add(functions, `${node.callFrame.functionName || '(anonymous)'} — ${where}`, delta);
    add(packages, packageAt(sample), delta);
  });
  const largest = (from: Map<string, number>) =>
    [...from].sort((a, b) => b[1] - a[1]).map(([place, us]) => ({ place, ms: us / 1000 }));
  return { busyMs: busy / 1000, functions: largest(functions), packages: largest(packages) };
}

async function main() {
  ensureBuilt();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'holdfast-battle-cpu-'));
  const profileDir = process.env.BENCH_PROFILE_DIR ?? mkdtempSync(path.join(tmpdir(), 'holdfast-battle-profile-'));
  const server: ChildProcess = spawn(
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=200', SERVER_MAIN],
    {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      const ok = await request(base, 'GET', '/api/health').then(
        (a) => a.response.ok,
        () => false,
      );
      if (ok) break;
      if (i > 600) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    let cookie = '';
    const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
      let answer = await request(base, method, url, { body, cookie, headers });
      // A loaded machine can make the server shed a set-up request (503): asked again after Retry-After.
      // (Before the server built the password estimator at start, the first sign-up shed the next one.)
      for (let retry = 0; answer.response.status === 503 && retry < 5; retry++) {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        answer = await request(base, method, url, { body, cookie, headers });
      }
      if (!answer.response.ok) throw new Error(`${method} ${url} → ${answer.response.status} ${answer.text}`);
      if (answer.setCookie) cookie = answer.setCookie;
      return answer.json();
    };
    await call('POST', '/api/users', { username: 'bench', email: 'bench@example.com', password: 'bench password' });
    const pid = server.pid as number;
    let sent = 0;
    let processCpu = 0;
    let mainCpu = 0;
    const windows: [number, number][] = [];
    // A CPU profile's clock is the monotonic clock in µs, as process.hrtime's.
    const clockUs = () => Number(process.hrtime.bigint() / 1000n);
    while (sent < ACTIONS + WARM_UP) {
      const { id: campaignId } = (await call('POST', '/api/campaigns', { name: 'Bench: battle CPU' })) as {
        id: number;
      };
      const state = withThrowawayDice((await call('GET', `/api/campaigns/${campaignId}/state`)) as PublicGameState);
      const deploy = manualMission(state);
      if (!deploy) throw new Error('no manual mission to fight');
      const deployed = (await call('POST', `/api/campaigns/${campaignId}/actions`, deploy)) as { state: GameState };
      const missionId = deployed.state.missions.find((m) => m.status === 'Active' && m.mode === 'manual')?.id ?? '';
      let view = (await call('POST', `/api/campaigns/${campaignId}/battles`, { missionId })) as {
        actionCount: number;
        battle: PublicBattleState;
        finished?: unknown;
      };
      while (!view.finished && sent < ACTIONS + WARM_UP) {
        const action = nextCommanderAction(withThrowawayBattleDice(view.battle));
        sent += 1;
        const timed = sent > WARM_UP;
        const cpuFrom = timed ? cpuMs(pid) : { main: 0, all: 0 };
        const from = clockUs();
        view = (await call(
          'POST',
          `/api/campaigns/${campaignId}/battles/${missionId}/actions`,
          { action, actionCount: view.actionCount },
          { 'idempotency-key': `bench-battle-cpu-${sent}` },
        )) as typeof view;
        if (timed) {
          windows.push([from, clockUs()]);
          const cpuTo = cpuMs(pid);
          processCpu += cpuTo.all - cpuFrom.all;
          mainCpu += cpuTo.main - cpuFrom.main;
        }
      }
    }
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    const main = readdirSync(profileDir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => path.join(profileDir, f))
      .sort()[0];
    const mainThread = main ? busyIn(main, windows) : { busyMs: Number.NaN, functions: [], packages: [] };
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(`Server CPU per battle action over ${ACTIONS} actions (after ${WARM_UP} warm-up), ${database}:`);
    console.log(`  whole process (every thread): ${(processCpu / ACTIONS).toFixed(2)} ms`);
    console.log(`  main thread (outside the database on PGlite): ${(mainCpu / ACTIONS).toFixed(2)} ms`);
    console.log(
      `  main thread in its CPU profile: ${(mainThread.busyMs / ACTIONS).toFixed(2)} ms (non-idle samples; on a ` +
        'loaded machine this also counts time the thread waited for a core)',
    );
    const list = (title: string, rows: { place: string; ms: number }[]) => {
      console.log(`  ${title}:`);
      for (const { place, ms } of rows.slice(0, TOP)) {
        console.log(`    ${((ms * 1000) / ACTIONS).toFixed(0).padStart(5)} µs  ${place}`);
      }
    };
    list('by package (native code counted for its caller)', mainThread.packages);
    list('by function (self time)', mainThread.functions);
    console.log(`  profiles: ${profileDir}`);
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
