/**
 * PGlite on its own thread (issue 37, db/pglite-thread.ts): the main thread's event loop goes on
 * while the database works, transactions commit or roll back as PGlite's own do, and a database
 * error keeps its PostgreSQL fields across the thread (the server reads `code` and `constraint`).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PgliteThread } from '../src/db/pglite-thread';

let db: PgliteThread;
beforeAll(async () => {
  db = await PgliteThread.create();
  await db.query('create table t (id int primary key, name text not null)');
}, 60_000);
afterAll(async () => {
  await db.close();
});

it('keeps the event loop turning while a query runs', async () => {
  let ticks = 0;
  const timer = setInterval(() => {
    ticks += 1;
  }, 5);
  // Half a second of work in the database: on the main thread no timer could fire until it ended.
  const { rows } = await db.query('select count(*)::int as n from generate_series(1, 2000000) g where g % 7 = 0');
  const during = ticks;
  clearInterval(timer);
  expect(rows).toEqual([{ n: 285714 }]);
  expect(during).toBeGreaterThan(0);
});

it('answers rows as objects or as arrays, as Drizzle asks', async () => {
  await db.query('insert into t values ($1, $2)', [1, 'one']);
  expect((await db.query('select id, name from t')).rows).toEqual([{ id: 1, name: 'one' }]);
  expect((await db.query('select id, name from t', [], { rowMode: 'array' })).rows).toEqual([[1, 'one']]);
});

it('commits a transaction whose callback resolves and rolls back one that throws', async () => {
  await db.transaction(async (tx) => {
    await tx.query('insert into t values (2, $1)', ['two']);
  });
  await expect(
    db.transaction(async (tx) => {
      await tx.query('insert into t values (3, $1)', ['three']);
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  expect((await db.query('select id from t order by id', [], { rowMode: 'array' })).rows).toEqual([[1], [2]]);
});

it('keeps a database error’s code and constraint across the thread', async () => {
  const error = await db.query('insert into t values (1, $1)', ['again']).catch((e: unknown) => e);
  expect(error).toMatchObject({ code: '23505', constraint: 't_pkey' });
  expect(error).toBeInstanceOf(Error);
});
