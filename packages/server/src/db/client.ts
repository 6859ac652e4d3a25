/**
 * Opens the database the environment asks for: PostgreSQL through node-postgres when
 * `DATABASE_URL` is a postgres:// URL, otherwise the embedded PGlite persisted in `DATA_DIR`.
 * Both give the same Drizzle API over the same schema, so nothing above this file knows which.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { migratePglite, migratePostgres } from './migrate';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabase {
  db: Database;
  kind: DatabaseKind;
  /** Runs the migrations in `drizzle/` (see migrate.ts), serialised between processes on PostgreSQL. */
  migrate: () => Promise<void>;
  /** Waits for running queries, then releases the files (PGlite) or connections (pool). */
  close: () => Promise<void>;
}

export interface DatabaseEnv {
  DATABASE_URL?: string | undefined;
  DATA_DIR?: string | undefined;
}

/** Resolved against the current directory, as a user typing `DATA_DIR=./data` expects. */
export const DEFAULT_DATA_DIR = './data';

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/** `onPoolError` receives a pooled PostgreSQL connection's failure while idle (default: stderr). */
export async function openDatabase(
  env: DatabaseEnv,
  onPoolError: (error: Error) => void = logPoolError,
): Promise<OpenDatabase> {
  if (isPostgresUrl(env.DATABASE_URL)) return openPostgres(env.DATABASE_URL, undefined, onPoolError);
  if (env.DATABASE_URL)
    throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset for the embedded database)');
  const dataDir = path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const opened = await openPglite(dataDir);
    return {
      ...opened,
      close: async () => {
        await opened.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite in `dataDir`, or in memory when `dataDir` is undefined (tests), on its own thread
 * (pglite-thread.ts, issue 37): Drizzle talks to it through the thread's handle.
 */
export async function openPglite(dataDir?: string): Promise<OpenDatabase> {
  const client = await PgliteThread.create(dataDir);
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db),
    close: () => client.close(),
  };
}

/**
 * Time-outs (issue 15): a database that is down or frozen answers within seconds with 503 instead
 * of holding every request for as long as it is gone. A day's write takes a few milliseconds, the
 * biggest read well under a second.
 */
export const POSTGRES_TIMEOUTS = {
  connectionTimeoutMillis: 2_000,
  /** Client side: a frozen server never answers, so the server-side limit alone would never fire. */
  query_timeout: 5_000,
  statement_timeout: 5_000,
} as const;

/** Where an idle pooled connection's failure goes by default: the process log (stderr). */
export function logPoolError(error: Error): void {
  console.error(`PostgreSQL pool: an idle connection failed: ${error.message}`);
}

export async function openPostgres(
  url: string,
  poolSize = 10,
  onPoolError: (error: Error) => void = logPoolError,
): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...POSTGRES_TIMEOUTS });
  // An idle client losing its server must not crash the process: it is logged, and the next query
  // reports it to its caller.
  pool.on('error', onPoolError);
  const db = drizzleNodePg({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(pool),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** A transaction handle; it offers the same query API as `Database` and is accepted wherever one is. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
