/**
 * Loads a database dump an earlier release wrote (test/fixtures/release-<n>.sql, made by that
 * release's fixture maker) into a PGlite DATA_DIR, opened the way main.ts opens it, or into a fresh
 * database of the throwaway PostgreSQL cluster (global-setup.ts), for `earlier-release*.test.ts`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp } from '../../src/app';
import { type OpenDatabase, openDatabase, openPostgres } from '../../src/db/client';
import { PASSWORD, sessionCookie, signIn } from './http';

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

/** A server on an earlier release's database, signed in as its player (ripley). */
export interface EarlierReleaseServer {
  readonly app: FastifyInstance;
  readonly db: OpenDatabase['db'];
  readonly cookie: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload: object): Promise<LightMyRequestResponse>;
}

/**
 * Registers the suite's set-up and tear-down: the dump loaded into PGlite or PostgreSQL, migrated at
 * start-up the way main.ts does it, the app built on it and its player signed in.
 */
export function serverOnEarlierRelease(kind: 'pglite' | 'postgres', dump: string): EarlierReleaseServer {
  let open: OpenDatabase | undefined;
  let cleanup: (() => unknown) | undefined;
  let app: FastifyInstance | undefined;
  let cookie = '';
  beforeAll(async () => {
    ({ open, cleanup } = kind === 'pglite' ? await pgliteDataDir(dump) : await postgresDatabase(dump));
    await open.migrate();
    app = await buildApp({ db: open.db, requestsPerMinute: 100_000 });
    const login = await signIn(app, 'ripley', PASSWORD);
    expect(login.statusCode, login.body).toBe(200);
    cookie = sessionCookie(login);
  });
  afterAll(async () => {
    await app?.close();
    if (kind === 'pglite') await open?.close();
    await cleanup?.();
  });
  const started = () => {
    if (!app || !open) throw new Error('the earlier release is not loaded yet');
    return { app, open };
  };
  return {
    get app() {
      return started().app;
    },
    get db() {
      return started().open.db;
    },
    get cookie() {
      return cookie;
    },
    get: (url) => started().app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url, payload) => started().app.inject({ method: 'POST', url, headers: { cookie }, payload }),
  };
}
