/**
 * Pool errors are logged, not swallowed (issue 13, item 5): an idle pooled connection whose server
 * goes away reaches the pool's error listener (stderr by default) instead of crashing the process
 * or vanishing.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, inject, it, vi } from 'vitest';
import { openPostgres } from '../src/db/client';

it('hands an idle connection’s failure to the pool error log', async () => {
  const url = inject('postgresUrl');
  const failures: Error[] = [];
  const database = await openPostgres(url, 1, (error) => failures.push(error));
  const admin = new pg.Client({ connectionString: url });
  try {
    const result = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
      rows: { pid: number }[];
    };
    const pid = result.rows[0]?.pid;
    expect(pid).toBeTypeOf('number');
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await vi.waitFor(() => expect(failures.length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(failures[0]?.message).toMatch(/terminat/i);
  } finally {
    await admin.end();
    await database.close();
  }
});
