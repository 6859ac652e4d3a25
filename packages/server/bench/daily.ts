/**
 * `npm run bench:daily` (issue 36): a day's leaderboard with 10,000 finished entries on a throwaway
 * PostgreSQL (scripts/pg-temp.mjs), read the way a player reads it — GET /api/daily/boards/:day as a
 * signed-in commander ranked in the middle (the first 100 rows and their own) — and the board's one
 * query alone. Prints p50/p99 of each (goal: p99 under 50 ms). BENCH_DAILY_ENTRIES (10,000) and
 * BENCH_DAILY_READS (500) change the load.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { startTempPostgres } from '../../../scripts/pg-temp.mjs';
import { buildApp } from '../src/app';
import { openPostgres } from '../src/db/client';
import { dailyBoardQuery, readDailyBoard } from '../src/repositories/daily-battles';

const ENTRIES = Number(process.env.BENCH_DAILY_ENTRIES ?? 10_000);
const READS = Number(process.env.BENCH_DAILY_READS ?? 500);
const NOW = new Date('2026-12-01T12:00:00Z');
const DAY = '2026-12-01';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function main() {
  const postgres = await startTempPostgres();
  const database = await openPostgres(postgres.url);
  try {
    await database.migrate();
    const app = await buildApp({
      db: database.db,
      requestsPerMinute: 100_000_000,
      registrationsPerHour: 0,
      dailyClock: () => NOW,
    });
    const { db } = database;
    const made = await app.inject({ method: 'GET', url: '/api/daily' });
    if (made.statusCode !== 200) throw new Error(made.body);

    const filled = performance.now();
    // Commanders and their finished tries: scores spread over victories and defeats, many ties.
    await db.execute(sql`
      insert into users (username, email, password_hash)
      select 'bench_' || g, 'bench_' || g || '@example.com', 'x' from generate_series(1, ${ENTRIES}) g`);
    await db.execute(sql`
      insert into daily_entries (day, user_id, score, turns, survivors, victory, replay_id, hide_name, finished_at)
      select ${DAY}, u.id,
        case when u.id % 3 = 0 then 0 else 1000000 + (u.id % 4) * 10000 + (u.id % 17) * 100 + (u.id % 40) end,
        5 + u.id % 20, u.id % 5, u.id % 3 <> 0, 'replay_' || u.id, u.id % 10 = 0,
        ${NOW}::timestamptz - (u.id || ' seconds')::interval
      from users u where u.username like 'bench_%'`);
    await db.execute(sql`analyze daily_entries`);
    const fillMs = performance.now() - filled;

    const signUp = await app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { username: 'reader', email: 'reader@example.com', password: 'correct horse battery' },
    });
    const reader = signUp.json() as { id: number };
    const cookie = signUp.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    await db.execute(sql`
      insert into daily_entries (day, user_id, score, turns, survivors, victory, replay_id, finished_at)
      values (${DAY}, ${reader.id}, 1010500, 12, 2, true, 'replay_reader', ${NOW})`);

    const check = await app.inject({ method: 'GET', url: `/api/daily/boards/${DAY}`, headers: { cookie } });
    const board = check.json() as { finished: number; rows: unknown[]; own: { rank: number } | null };
    if (check.statusCode !== 200 || board.finished !== ENTRIES + 1 || !board.own) throw new Error(check.body);

    const plan = await db.execute(sql`explain (analyze, costs off) ${dailyBoardQuery(DAY, reader.id, false)}`);
    const planText = (plan as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');

    for (let i = 0; i < 20; i++) await readDailyBoard(db, NOW, DAY, reader.id); // warm-up
    const query: number[] = [];
    for (let i = 0; i < READS; i++) {
      const t = performance.now();
      await readDailyBoard(db, NOW, DAY, reader.id);
      query.push(performance.now() - t);
    }
    const http: number[] = [];
    for (let i = 0; i < READS; i++) {
      const t = performance.now();
      const answer = await app.inject({ method: 'GET', url: `/api/daily/boards/${DAY}`, headers: { cookie } });
      http.push(performance.now() - t);
      if (answer.statusCode !== 200) throw new Error(answer.body);
    }
    console.log(`Daily board bench: ${ENTRIES + 1} finished entries on PostgreSQL (filled in ${ms(fillMs)})`);
    console.log(`The reader ranks ${board.own.rank}; the answer holds ${board.rows.length} rows and their own.`);
    console.log(`Plan of the board's query (EXPLAIN ANALYZE):\n${planText}`);
    console.log(`| read (${READS} each) | p50 | p99 | max |`);
    console.log('|---|---|---|---|');
    for (const [label, times] of [
      ['readDailyBoard (the one query)', query],
      ['GET /api/daily/boards/:day (inject)', http],
    ] as const) {
      console.log(
        `| ${label} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 99))} | ${ms(Math.max(...times))} |`,
      );
    }
    await app.close();
  } finally {
    await database.close();
    await postgres.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
