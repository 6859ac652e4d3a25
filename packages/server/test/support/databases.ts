/**
 * Runs a test suite once on PGlite and once on real PostgreSQL (DESIGN.md §1: one schema, two
 * databases). Each test file shares ONE in-memory PGlite and ONE pool on its own database in the
 * throwaway cluster (global-setup.ts); every table is emptied before each test.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { type AppOptions, buildApp } from '../../src/app';
import { type Database, type DatabaseKind, type OpenDatabase, openPglite, openPostgres } from '../../src/db/client';
import { ALL_TABLES } from '../../src/db/schema';

export const DATABASE_KINDS: [DatabaseKind][] = [['pglite'], ['postgres']];

const opened = new Map<DatabaseKind, Promise<OpenDatabase>>();
const cleanups: (() => Promise<void>)[] = [];

async function openPostgresForFile(): Promise<OpenDatabase> {
  const clusterUrl = new URL(inject('postgresUrl'));
  const name = `holdfast_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: clusterUrl.href });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(clusterUrl.href);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.href, 4);
  cleanups.push(async () => {
    await database.close();
    const dropper = new pg.Client({ connectionString: clusterUrl.href });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  return database;
}

async function openPgliteForFile(): Promise<OpenDatabase> {
  const database = await openPglite();
  cleanups.push(() => database.close());
  return database;
}

/** The file's database of this kind, opened and migrated on first use. */
export function sharedDatabase(kind: DatabaseKind): Promise<OpenDatabase> {
  let database = opened.get(kind);
  if (!database) {
    database = (kind === 'pglite' ? openPgliteForFile() : openPostgresForFile()).then(async (open) => {
      await open.migrate();
      return open;
    });
    opened.set(kind, database);
  }
  return database;
}

afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  opened.clear();
});

export async function resetDatabase(db: Database): Promise<void> {
  await db.execute(sql.raw(`truncate ${ALL_TABLES.join(', ')} restart identity cascade`));
}

/** What a suite body works with; filled in by beforeAll, so read it inside tests only. */
export interface TestEnv {
  kind: DatabaseKind;
  db: Database;
  app: FastifyInstance;
}

/**
 * `describe.each([['pglite'], ['postgres']])` with the database and an app built on it.
 * `appOptions` adjusts the app (e.g. a web root or the Secure cookie flag).
 */
export function describeEachDatabase(
  title: string,
  body: (env: TestEnv) => void,
  appOptions: Omit<AppOptions, 'db'> = {},
): void {
  describe.each(DATABASE_KINDS)(`${title} [%s]`, (kind) => {
    const env = { kind } as TestEnv;
    beforeAll(async () => {
      env.db = (await sharedDatabase(kind)).db;
      // A generous request budget: a suite makes many requests from one address in seconds.
      env.app = await buildApp({ requestsPerMinute: 100_000, ...appOptions, db: env.db });
    });
    beforeEach(async () => {
      await resetDatabase(env.db);
    });
    afterAll(async () => {
      await env.app?.close();
    });
    body(env);
  });
}
