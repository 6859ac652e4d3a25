/**
 * `npm run bench:stall` (issue 21): can one signed-in client stall the server for everyone else?
 * The real built server (`dist/main.js`) on a fresh database. A player plays ADVANCE DAY in a loop
 * (250 ms between orders) for BENCH_QUIET_SECONDS (default 10) alone, then for BENCH_SECONDS
 * (default 30) while another signed-in client loops the heaviest import the server accepts
 * (bench/heavy-import.ts: a browser campaign at the body, action and battle-log limits, every
 * action legal, so all of it is replayed) and deletes each campaign it brings in. Printed: the
 * player's ADVANCE DAYs answered, p50/p99/max, shed (503) and other failures in each phase, and
 * the imports' own answers and times. Goal: with the imports running, the player's p99 under
 * 300 ms and nothing shed.
 *
 *   npm run bench:stall                      BENCH_DATABASES=pglite,postgres (default pglite)
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { IMPORT_BODY_LIMIT_BYTES } from '../src/routes/campaign-import';
import { IMPORT_MAX_ACTIONS, IMPORT_MAX_BATTLE_ACTIONS } from '../src/schemas/campaign-import';
import { BATTLE_LOG_MAX_ENTRIES } from '../src/schemas/game-action';
import { heaviestImport } from './heavy-import';
import { request } from './http';
import { ensureBuilt, onFreshDatabase, startServer } from './server-process';

const QUIET_SECONDS = Number(process.env.BENCH_QUIET_SECONDS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite').split(',');
const THINK_MS = 250;
const PASSWORD = 'stall-bench-Passw0rd!';

interface Client {
  cookie: string;
  address: string;
}

async function signUp(base: string, username: string, address: string): Promise<Client> {
  const answer = await request(base, 'POST', '/api/users', {
    body: { username, email: `${username}@example.com`, password: PASSWORD },
    headers: { 'x-forwarded-for': address },
  });
  if (!answer.setCookie) throw new Error(`sign-up failed: ${answer.response.status} ${answer.text}`);
  return { cookie: answer.setCookie, address };
}

function send(base: string, client: Client, method: string, url: string, body?: unknown) {
  return request(base, method, url, { body, cookie: client.cookie, headers: { 'x-forwarded-for': client.address } });
}

async function newCampaign(base: string, player: Client): Promise<number> {
  const answer = await send(base, player, 'POST', '/api/campaigns', { name: 'Steady Hand', difficulty: 'easy' });
  const id = (answer.json() as { id?: number } | null)?.id;
  if (!id) throw new Error(`no campaign: ${answer.response.status} ${answer.text}`);
  return id;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number);

interface DayFigures {
  answered: number;
  shed: number;
  failed: number;
  times: number[];
}

/** The player: ADVANCE DAY, 250 ms apart, until `until`; a campaign that ends is replaced. */
async function playDays(base: string, player: Client, until: number): Promise<DayFigures> {
  const figures: DayFigures = { answered: 0, shed: 0, failed: 0, times: [] };
  let campaignId = await newCampaign(base, player);
  while (performance.now() < until) {
    const started = performance.now();
    const answer = await send(base, player, 'POST', `/api/campaigns/${campaignId}/actions`, { type: 'advanceDay' });
    const elapsed = performance.now() - started;
    if (answer.response.status === 200) {
      figures.answered += 1;
      figures.times.push(elapsed);
      if ((answer.json() as { state?: { gameOver?: boolean } }).state?.gameOver)
        campaignId = await newCampaign(base, player);
    } else if (answer.response.status === 503) figures.shed += 1;
    else if (answer.response.status === 409 || answer.response.status === 422)
      campaignId = await newCampaign(base, player);
    else figures.failed += 1;
    await sleep(THINK_MS);
  }
  return figures;
}

function line(label: string, figures: DayFigures): string {
  const sorted = [...figures.times].sort((a, b) => a - b);
  const ms = (n: number) => n.toFixed(1).padStart(7);
  return `  ${label.padEnd(24)} answered ${String(figures.answered).padStart(4)}   p50 ${ms(percentile(sorted, 0.5))} ms   p99 ${ms(percentile(sorted, 0.99))} ms   max ${ms(sorted.at(-1) ?? Number.NaN)} ms   shed ${figures.shed}   failed ${figures.failed}`;
}

async function runOn(label: string, env: Record<string, string>, body: unknown): Promise<void> {
  const server = await startServer({ ...env, TRUST_PROXY: '1' });
  try {
    const base = server.base;
    const player = await signUp(base, 'steady', '10.0.0.1');
    const importer = await signUp(base, 'heavy', '10.0.0.2');
    console.log(`\n=== ${label} ===`);
    const quiet = await playDays(base, player, performance.now() + QUIET_SECONDS * 1000);
    console.log(line(`alone, ${QUIET_SECONDS} s`, quiet));

    const until = performance.now() + SECONDS * 1000;
    const imports: { status: number; ms: number }[] = [];
    const importing = (async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const answer = await send(base, importer, 'POST', '/api/campaigns/import', body);
        imports.push({ status: answer.response.status, ms: performance.now() - started });
        const id = (answer.json() as { id?: number } | null)?.id;
        if (answer.response.status === 201 && id) await send(base, importer, 'DELETE', `/api/campaigns/${id}`);
        if (answer.response.status === 503 || answer.response.status === 429) await sleep(100);
      }
    })();
    const loaded = await playDays(base, player, until);
    await importing;
    console.log(line(`with imports, ${SECONDS} s`, loaded));
    const byStatus = new Map<number, number[]>();
    for (const { status, ms } of imports) byStatus.set(status, [...(byStatus.get(status) ?? []), ms]);
    for (const [status, times] of byStatus) {
      const sorted = times.sort((a, b) => a - b);
      console.log(
        `  imports answered ${status}: ${times.length}, p50 ${percentile(sorted, 0.5).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`,
      );
    }
  } finally {
    await server.kill('SIGTERM');
  }
}

ensureBuilt();
const heavy = heaviestImport({
  bodyBytes: IMPORT_BODY_LIMIT_BYTES,
  actions: IMPORT_MAX_ACTIONS,
  battleLog: BATTLE_LOG_MAX_ENTRIES,
  battleActions: IMPORT_MAX_BATTLE_ACTIONS,
});
console.log(
  `Heaviest accepted import: ${(heavy.bytes / 1024 / 1024).toFixed(2)} MB, ${heavy.body.actions.length} campaign actions, ${heavy.battles} battles, ${heavy.battleActions} battle actions`,
);
for (const database of DATABASES) {
  await onFreshDatabase(database, (label, env) => runOn(label, env, heavy.body));
}
