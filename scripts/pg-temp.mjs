#!/usr/bin/env node
/**
 * A throwaway PostgreSQL cluster for tests: initdb into a temporary directory, start it on a free
 * port bound to 127.0.0.1 with trust auth and (unless asked to be durable) no fsync, hand out its URL, and remove everything
 * afterwards, also when the run fails or is interrupted.
 *
 *   import { startTempPostgres } from './pg-temp.mjs';
 *   const { url, stop } = await startTempPostgres();
 *
 *   node scripts/pg-temp.mjs -- <command...>   runs the command with DATABASE_URL set
 *
 * As root, the server binaries refuse to run, so they run as the `postgres` OS user (runuser).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MISSING_POSTGRES_MESSAGE =
  'PostgreSQL server binaries not found: install them with `apt-get install -y postgresql`';

/** Where Debian/Ubuntu (/usr/lib/postgresql/<major>/bin) or pg_config put initdb, pg_ctl and postgres. */
export function findPostgresBinaries() {
  const candidates = [];
  // POSTGRES_BIN is the same override scripts/prerequisites.mjs honours.
  if (process.env.POSTGRES_BIN) candidates.push(process.env.POSTGRES_BIN);
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const majors = readdirSync(debianRoot)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const major of majors) candidates.push(path.join(debianRoot, major, 'bin'));
  }
  try {
    candidates.push(
      execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
  } catch {
    // No pg_config on PATH: the other candidates decide.
  }
  for (const dir of candidates) {
    if (['initdb', 'pg_ctl', 'postgres'].every((bin) => existsSync(path.join(dir, bin)))) return dir;
  }
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const runningAsRoot = process.getuid?.() === 0;

/** Runs a server binary, as the postgres user when we are root. */
function runPg(binDir, bin, args, options = {}) {
  const command = path.join(binDir, bin);
  const [file, argv] = runningAsRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return spawnSync(file, argv, { encoding: 'utf8', ...options });
}

function check(result, what, logFile) {
  if (result.error) throw new Error(`${what} failed: ${result.error.message}`);
  if (result.status !== 0) {
    let log = '';
    if (logFile && existsSync(logFile)) log = `\n--- server log ---\n${readFileSync(logFile, 'utf8').slice(-4000)}`;
    throw new Error(`${what} failed (exit ${result.status}):\n${result.stderr || result.stdout}${log}`);
  }
}

/**
 * Starts a fresh cluster and resolves to `{ url, stop, halt, restart, freeze, thaw }`; `stop()`
 * shuts it down immediately and deletes its directory (idempotent, also run on process exit and on
 * SIGINT/SIGTERM). `durable: true` keeps PostgreSQL's own settings for commits (fsync,
 * synchronous_commit, full_page_writes on), as a production server runs, for benchmarks;
 * tests run without them, which is much faster and loses nothing a test needs.
 */
export async function startTempPostgres({ durable = false } = {}) {
  const binDir = findPostgresBinaries();
  if (!binDir) throw new Error(MISSING_POSTGRES_MESSAGE);

  const root = mkdtempSync(path.join(tmpdir(), 'holdfast-pg-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  if (runningAsRoot) {
    const { uid, gid } = postgresIds();
    chownSync(root, uid, gid);
  }

  let stopped = false;
  let started = false;
  let frozen = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    if (frozen) signalCluster(dataDir, 'SIGCONT');
    if (started) runPg(binDir, 'pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30']);
    rmSync(root, { recursive: true, force: true });
    process.off('exit', stopSync);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  function onSignal(signal) {
    stopSync();
    // Leave the process to die as it would have without us, unless someone else handles the signal.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  }
  process.on('exit', stopSync);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    check(
      runPg(binDir, 'initdb', [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '-A',
        'trust',
        '-E',
        'UTF8',
        '--no-locale',
        '--no-sync',
      ]),
      'initdb',
    );
    let lastError;
    // A free port can be taken between asking and binding; try a few.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const port = await freePort();
      const serverOptions = [
        `-p ${port}`,
        '-c listen_addresses=127.0.0.1',
        `-c unix_socket_directories=${root}`,
        ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
        '-c max_connections=60',
      ].join(' ');
      const result = runPg(binDir, 'pg_ctl', [
        'start',
        '-D',
        dataDir,
        '-l',
        logFile,
        '-w',
        '-t',
        '60',
        '-o',
        serverOptions,
      ]);
      if (result.status === 0) {
        started = true;
        const pgCtl = (args, what) => check(runPg(binDir, 'pg_ctl', args), what, logFile);
        return {
          url: `postgres://postgres@127.0.0.1:${port}/postgres`,
          stop: async () => stopSync(),
          // Outages for tests (issue 15): the cluster goes away and comes back on the same port and data.
          /** Stops it as a crash or a pulled plug would (`pg_ctl stop -m immediate`); the data stays. */
          halt: async () => pgCtl(['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30'], 'pg_ctl stop'),
          /** Starts it again after `halt`, recovering from its write-ahead log. */
          restart: async () =>
            pgCtl(['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', serverOptions], 'pg_ctl start'),
          /** SIGSTOPs the postmaster and every backend: connections are accepted and never answered. */
          freeze: async () => {
            frozen = true;
            signalCluster(dataDir, 'SIGSTOP');
          },
          /** SIGCONTs what `freeze` stopped. */
          thaw: async () => {
            signalCluster(dataDir, 'SIGCONT');
            frozen = false;
          },
        };
      }
      lastError = result;
    }
    started = true; // pg_ctl may have left a half-started server behind: stop it too.
    check(lastError, 'pg_ctl start', logFile);
    throw new Error('pg_ctl start failed');
  } catch (error) {
    stopSync();
    throw error;
  }
}

/** Sends a signal to the cluster's postmaster (its pid is postmaster.pid's first line) and its children, by id. */
function signalCluster(dataDir, signal) {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // The fields after the command's closing parenthesis: state, then the parent's pid.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false; // Gone meanwhile.
      }
    })
    .map(Number);
  // The postmaster first when stopping (it forks no new backend then), last when continuing.
  const order = signal === 'SIGSTOP' ? [postmaster, ...children] : [...children, postmaster];
  for (const pid of order) process.kill(pid, signal);
}

function postgresIds() {
  const passwd = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('postgres:'));
  if (!passwd) throw new Error('The postgres OS user does not exist (it comes with `apt-get install -y postgresql`)');
  const [, , uid, gid] = passwd.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** `node scripts/pg-temp.mjs -- <command...>`: run the command against a temporary cluster. */
async function main(argv) {
  const separator = argv.indexOf('--');
  const command = separator === -1 ? argv : argv.slice(separator + 1);
  if (command.length === 0) {
    console.error('usage: node scripts/pg-temp.mjs -- <command...>');
    process.exit(2);
  }
  let postgres;
  try {
    postgres = await startTempPostgres();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.error(`[pg-temp] PostgreSQL ready at ${postgres.url}`);
  const [file, ...args] = command;
  const child = spawn(file, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: postgres.url } });
  // Pass Ctrl-C / SIGTERM to the command and clean up once it has exited.
  const forward = (signal) => child.kill(signal);
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('error', async (error) => {
    console.error(`[pg-temp] could not run ${file}: ${error.message}`);
    await postgres.stop();
    process.exit(127);
  });
  child.on('exit', async (code, signal) => {
    await postgres.stop();
    process.exit(code ?? 128 + (constants.signals[signal] ?? 1));
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv.slice(2));
}
