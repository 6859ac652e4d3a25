/**
 * `npm start`: reads the environment, opens and migrates the database, serves the API and the
 * built web app from one process, and shuts down cleanly on SIGINT/SIGTERM (Fastify first, so no
 * request is cut off mid-write, then the database, so PGlite's files are left consistent).
 */

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { logPoolError, openDatabase } from './db/client';
import { supportUrlSetting } from './routes/config';
import { trustedProxies, trustProxyWarning } from './trusted-proxies';

/** packages/web/dist, found from this file in src (tsx) or in dist (the bundle). */
function defaultWebRoot(): string | undefined {
  for (const candidate of ['../../web/dist', '../../../web/dist']) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(path.join(dir, 'index.html'))) return dir;
  }
  return undefined;
}

function port(value: string | undefined): number {
  const parsed = Number(value ?? 3000);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`PORT must be 0-65535, got ${value}`);
  return parsed;
}

/** A whole number from the environment (0 turns a limit off), or undefined for the default. */
function optionalCount(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got ${value}`);
  return parsed;
}

async function main() {
  const env = process.env;
  // Pool errors go to the app's log once it exists (before that, to stderr).
  let log: FastifyBaseLogger | undefined;
  const opening = openDatabase(env, (error) =>
    log ? log.error({ err: error }, 'database pool: an idle connection failed') : logPoolError(error),
  );
  const database = await opening;
  await database.migrate();

  const trustProxy = trustedProxies(env.TRUST_PROXY);
  const app = await buildApp({
    db: database.db,
    logger: { level: env.LOG_LEVEL ?? 'info' },
    webRoot: env.WEB_ROOT ?? defaultWebRoot(),
    serveSourceMaps: env.SERVE_SOURCE_MAPS === '1' || env.SERVE_SOURCE_MAPS === 'true',
    cookieSecure: env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true',
    supportUrl: supportUrlSetting(env.SUPPORT_URL),
    trustProxy,
    registrationsPerHour: optionalCount(env.REGISTRATIONS_PER_HOUR, 'REGISTRATIONS_PER_HOUR'),
    requestsPerMinute: optionalCount(env.REQUESTS_PER_MINUTE, 'REQUESTS_PER_MINUTE'),
    deviceCookieSecret: env.DEVICE_COOKIE_SECRET,
    // The password estimator runs on the verification threads (issue 37); they start now and build
    // its dictionaries, so the first sign-up after a start does not wait for them.
    verification: { warm: true },
    loadShedding: {
      maxInFlight: optionalCount(env.MAX_IN_FLIGHT, 'MAX_IN_FLIGHT'),
      maxEventLoopDelayMs: optionalCount(env.MAX_EVENT_LOOP_DELAY_MS, 'MAX_EVENT_LOOP_DELAY_MS'),
    },
  });

  log = app.log;
  const proxyWarning = trustProxyWarning(trustProxy);
  if (proxyWarning) app.log.warn(proxyWarning);

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: port(env.PORT), host: env.HOST ?? '0.0.0.0' });
  app.log.info(`Holdfast is serving on ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
