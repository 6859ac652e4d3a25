/**
 * The real built server (`node packages/server/dist/main.js`) as a child process, for the load
 * bench and the kill test: started on a free port with the environment given, ready once
 * `GET /api/health` answers 200, and stopped (or killed) by its process id. Also the local proxy
 * that spreads requests over several such processes (proxy.ts), and the fresh, empty database each
 * run plays on (`onFreshDatabase`).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTempPostgres } from '../../../scripts/pg-temp.mjs';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** Builds dist/main.js unless it is there (BENCH_REBUILD=1 to build anyway). */
export function ensureBuilt(): void {
  if (existsSync(SERVER_MAIN) && process.env.BENCH_REBUILD !== '1') return;
  const result = spawnSync('npm', ['run', 'build'], { cwd: serverDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build -w @holdfast/server failed');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** The last lines the server wrote to stderr/stdout (for failures). */
  output: () => string;
  /** Resolves once the process has exited. */
  exited: Promise<void>;
  kill: (signal: NodeJS.Signals) => Promise<void>;
}

/**
 * How long a server may take to answer health, sized to the machine (issue 32): 60 s on an idle
 * machine, times how many runnable processes share each core now (a loaded shared machine took over
 * 60 s to start one), at most 10 minutes. BENCH_START_TIMEOUT_MS sets it outright.
 */
export function startTimeoutMs(): number {
  const fixed = Number(process.env.BENCH_START_TIMEOUT_MS);
  if (Number.isFinite(fixed) && fixed > 0) return fixed;
  const perCore = (loadavg()[0] ?? 0) / Math.max(1, availableParallelism());
  return Math.round(Math.min(600_000, 60_000 * Math.max(1, perCore)));
}

/** The longest any start took to answer health, in ms (the bench reports it). */
export const startTimes: number[] = [];

/**
 * Starts the server (on `port`, e.g. a killed one's, else a free one) and waits until it answers
 * health (up to `timeoutMs`, by default sized to the machine: `startTimeoutMs`).
 */
export async function startServer(
  env: Record<string, string>,
  { port, timeoutMs = startTimeoutMs() }: { port?: number; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const started = Date.now();
  const server = await startProcess(
    [SERVER_MAIN],
    { LOG_LEVEL: 'warn', ...env },
    port ?? (await freePort()),
    timeoutMs,
  );
  startTimes.push(Date.now() - started);
  return server;
}

/** The proxy's last words after SIGTERM: how many requests went to each server process. */
export function proxySpread(proxy: ServerProcess): string {
  return proxy.output().match(/requests sent per server process: .*/)?.[0] ?? 'the proxy did not say';
}

/**
 * Starts the local round-robin proxy (proxy.ts) in front of `upstreams` and waits until a health
 * request through it is answered.
 */
export async function startProxy(upstreams: readonly string[], { affinity = false } = {}): Promise<ServerProcess> {
  const proxyMain = fileURLToPath(new URL('./proxy.ts', import.meta.url));
  return startProcess(
    ['--import', 'tsx', proxyMain],
    { PROXY_UPSTREAMS: upstreams.join(','), PROXY_AFFINITY: affinity ? '1' : '0' },
    await freePort(),
    startTimeoutMs(),
  );
}

/**
 * Runs `run` on a fresh, empty database of the kind named (`pglite`: a temporary DATA_DIR;
 * `postgres`: a temporary PostgreSQL with durable commits), given its label and the server
 * environment that selects it, then removes the database.
 */
export async function onFreshDatabase<T>(
  database: string,
  run: (label: string, env: Record<string, string>) => Promise<T>,
): Promise<T> {
  if (database === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'holdfast-bench-'));
    try {
      return await run('PGlite', { DATA_DIR: dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (database === 'postgres') {
    const postgres = await startTempPostgres({ durable: true });
    try {
      return await run('PostgreSQL (durable)', { DATABASE_URL: postgres.url });
    } finally {
      await postgres.stop();
    }
  }
  throw new Error(`unknown database ${database} (pglite, postgres)`);
}

/** Every process started here and still running: a bench that fails or is interrupted takes them along. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    for (const child of running) child.kill('SIGKILL');
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });

async function startProcess(
  args: string[],
  env: Record<string, string>,
  port: number,
  timeoutMs: number,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone) throw new Error(`${args.at(-1)} exited while starting:\n${log}`);
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${args.at(-1)} did not become healthy within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    base,
    child,
    output: () => log,
    exited,
    kill: async (signal) => {
      if (!gone) child.kill(signal);
      await exited;
    },
  };
}
