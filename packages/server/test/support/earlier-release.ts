/**
 * Loads a database dump an earlier release wrote (test/fixtures/release-<n>.sql, made by that
 * release's fixture maker) into a PGlite DATA_DIR, opened the way main.ts opens it, or into a fresh
 * database of the throwaway PostgreSQL cluster (global-setup.ts), for `earlier-release*.test.ts`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type OpenDatabase, openDatabase, openPostgres } from '../../src/db/client';

/** The dump as plain SQL statements: psql's own meta-commands (`\restrict`) dropped. */
export function readDump(file: string): string {
  return readFileSync(new URL(`../fixtures/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
}

export async function pgliteDataDir(dump: string): Promise<{ open: OpenDatabase; cleanup: () => void }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'holdfast-earlier-release-'));
  const loader = await PGlite.create(dataDir);
  await loader.exec(dump);
  await loader.close();
  // Started the way main.ts starts it: the data directory, then the migrations.
  const open = await openDatabase({ DATA_DIR: dataDir });
  return { open, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

export async function postgresDatabase(dump: string): Promise<{ open: OpenDatabase; cleanup: () => Promise<void> }> {
  const cluster = new URL(inject('postgresUrl'));
  const name = `holdfast_earlier_release_${Date.now()}`;
  const admin = new pg.Client({ connectionString: cluster.href });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(cluster.href);
  url.pathname = `/${name}`;
  const loader = new pg.Client({ connectionString: url.href });
  await loader.connect();
  await loader.query(dump);
  await loader.end();
  const open = await openPostgres(url.href, 2);
  return {
    open,
    cleanup: async () => {
      await open.close();
      const dropper = new pg.Client({ connectionString: cluster.href });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
