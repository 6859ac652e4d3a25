/**
 * Opens the database the environment asks for: PostgreSQL through node-postgres when
 * `DATABASE_URL` is a postgres:// URL, otherwise the embedded PGlite persisted in `DATA_DIR`.
 * Both give the same Drizzle API over the same schema, so nothing above this file knows which.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migratePglite, migratePostgres } from './migrate';
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

export async function openDatabase(env: DatabaseEnv): Promise<OpenDatabase> {
  if (isPostgresUrl(env.DATABASE_URL)) return openPostgres(env.DATABASE_URL);
  if (env.DATABASE_URL)
    throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset for the embedded database)');
  const dataDir = path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return openPglite(dataDir);
}

/** PGlite in `dataDir`, or in memory when `dataDir` is undefined (tests). */
export async function openPglite(dataDir?: string): Promise<OpenDatabase> {
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
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
