/**
 * `npm run bench:battle-cpu` (issue 37): the server's CPU for one battle action. The built server
 * (dist/main.js) runs as its own process on a fresh PGlite data directory (or `DATABASE_URL`) with
 * `--cpu-prof`; a client here plays BENCH_BATTLE_ACTIONS (default 200) battle actions with the
 * scripted battle commander, one at a time, as the web sends them. Prints the server process's CPU
 * per action (all its threads, from /proc, over the timed actions: the server is idle between them) and the main thread's share (its CPU profile's non-idle
 * time), and leaves the profile (BENCH_PROFILE_DIR, default a temporary directory) to open in a
 * profiler, e.g. Chromium's DevTools.
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

/** User + system CPU of a process (all its threads), in ms, from /proc (Linux). */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

/** Non-idle time in a CPU profile between two timestamps (µs since the profile's clock). */
function busyMs(profileFile: string, from: number, to: number): number {
  const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as {
    nodes: { id: number; callFrame: { functionName: string } }[];
    samples: number[];
    timeDeltas: number[];
    startTime: number;
  };
  const idle = new Set(
    profile.nodes.filter((n) => ['(idle)', '(program)'].includes(n.callFrame.functionName)).map((n) => n.id),
  );
  let at = profile.startTime;
  let busy = 0;
  profile.samples.forEach((sample, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at >= from && at <= to && !idle.has(sample)) busy += delta;
  });
  return busy / 1000;
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
      const answer = await request(base, method, url, { body, cookie, headers });
      if (!answer.response.ok) throw new Error(`${method} ${url} → ${answer.response.status} ${answer.text}`);
      if (answer.setCookie) cookie = answer.setCookie;
      return answer.json();
    };
    await call('POST', '/api/users', { username: 'bench', email: 'bench@example.com', password: 'bench password' });
    const pid = server.pid as number;
    let sent = 0;
    let cpuFrom = 0;
    let cpuTo = 0;
    let firstTimed = 0;
    let lastTimed = 0;
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
        if (timed && firstTimed === 0) {
          firstTimed = clockUs();
          cpuFrom = processCpuMs(pid);
        }
        view = (await call(
          'POST',
          `/api/campaigns/${campaignId}/battles/${missionId}/actions`,
          { action, actionCount: view.actionCount },
          { 'idempotency-key': `bench-battle-cpu-${sent}` },
        )) as typeof view;
        if (timed) {
          lastTimed = clockUs();
          cpuTo = processCpuMs(pid);
        }
      }
    }
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    const main = readdirSync(profileDir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => path.join(profileDir, f))
      .sort()[0];
    const mainMs = main ? busyMs(main, firstTimed, lastTimed) : Number.NaN;
    console.log(`Server CPU per battle action over ${ACTIONS} actions (after ${WARM_UP} warm-up), PGlite:`);
    console.log(`  whole process (every thread): ${((cpuTo - cpuFrom) / ACTIONS).toFixed(2)} ms`);
    console.log(`  main thread (its CPU profile, non-idle): ${(mainMs / ACTIONS).toFixed(2)} ms`);
    console.log(`  profiles: ${profileDir}`);
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
