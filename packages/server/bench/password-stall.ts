/**
 * `npm run bench:password-stall` (issue 37): how long does one password strength check hold the
 * server's event loop? The app in-process (no database: the estimate touches none) answers
 * `POST /api/password-strength` with the longest repetitive password the schema allows (256
 * characters), BENCH_ROUNDS times (default 3) after one ordinary check, while
 * `perf_hooks.monitorEventLoopDelay` watches the loop. Printed per check: its answer time and the
 * loop's largest delay meanwhile. Before issue 37 the estimate ran on the event loop, so the delay
 * was the check's whole time; on the verification pool it should stay a few milliseconds.
 * The pool's threads are warmed as `main.ts` does; BENCH_COLD=1 leaves them to the first check.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LONG = 'Password1'.repeat(29).slice(0, 256);

const app = await buildApp({
  db: {} as Database,
  logger: false,
  verification: { warm: process.env.BENCH_COLD !== '1' },
});

async function check(label: string, password: string): Promise<void> {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  await sleep(20); // the monitor measures from its first sample on
  const start = performance.now();
  const answer = await app.inject({ method: 'POST', url: '/api/password-strength', payload: { password } });
  const took = performance.now() - start;
  await sleep(20); // the monitor's timer records a stall only when it runs again after it
  loop.disable();
  if (answer.statusCode !== 200) throw new Error(`${label}: ${answer.statusCode} ${answer.body}`);
  const maxDelay = loop.max / 1e6;
  console.log(`${label}: answered in ${took.toFixed(0)} ms; the event loop's largest delay ${maxDelay.toFixed(1)} ms`);
}

await check('first check (ordinary password)', 'correct horse battery');
for (let round = 1; round <= ROUNDS; round += 1) await check(`256-character check ${round}`, LONG);
await app.close();
