/**
 * The whole HTTP app as one Fastify instance; `main.ts` only starts it, and tests drive it
 * with `app.inject()` against a real database.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { HttpError } from './http-error';
import { inputProblem } from './input-problem';
import { authPlugin } from './plugins/auth';
import { compressPlugin } from './plugins/compress';
import { errorHandlerPlugin } from './plugins/error-handler';
import { helmetPlugin } from './plugins/helmet';
import { type LoadSheddingOptions, loadSheddingPlugin } from './plugins/load-shedding';
import { rateLimitPlugin } from './plugins/rate-limit';
import { staticPlugin } from './plugins/static';
import { swaggerPlugin } from './plugins/swagger';
import { DEFAULT_REGISTRATIONS_PER_HOUR } from './repositories/registration-limit';
import { actionRoutes } from './routes/actions';
import { authRoutes } from './routes/auth';
import { campaignImportRoutes } from './routes/campaign-import';
import { campaignRoutes } from './routes/campaigns';
import { configRoutes } from './routes/config';
import { dailyRoutes } from './routes/daily';
import { eventRoutes } from './routes/events';
import { facilityRoutes } from './routes/facilities';
import { guestCarryOverRoutes } from './routes/guest-carry-over';
import { healthRoutes } from './routes/health';
import { missionRoutes } from './routes/missions';
import { passwordStrengthRoutes } from './routes/password-strength';
import { replayRoutes } from './routes/replays';
import { researchRoutes } from './routes/research';
import { squadRoutes } from './routes/squad';
import { userRoutes } from './routes/users';
import { createVerifier, type VerifierOptions } from './verification/pool';

/** The largest request body accepted; bigger ones answer 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions {
  db: Database;
  /** Fastify's logger setting: false in tests, pino options in production. */
  logger?: FastifyServerOptions['logger'];
  /** The built web app to serve from the site root (packages/web/dist); skipped when missing. */
  webRoot?: string | undefined;
  /** Serve the web build's source maps (SERVE_SOURCE_MAPS=1); off by default. */
  serveSourceMaps?: boolean;
  /** Send the session cookie with Secure (when served over HTTPS). */
  cookieSecure?: boolean;
  /**
   * The reverse proxies in front: a number of hops, or their addresses (`'127.0.0.1'`,
   * `'10.0.0.0/8, loopback'`). The client's address is the first untrusted one from the right of
   * X-Forwarded-For — the entries the proxies appended — never the leftmost, which the client
   * writes itself and could use to dodge the login throttle and flood guard. With a number, the
   * server must be reachable only through the proxy (the immediate peer is not checked).
   */
  trustProxy?: number | string;
  /** Per-IP requests per minute across the site. */
  requestsPerMinute?: number;
  /** Accounts one address may create per hour (REGISTRATIONS_PER_HOUR, default 10; 0 = no limit). */
  registrationsPerHour?: number | undefined;
  /** The device cookies' signing key (DEVICE_COOKIE_SECRET); unset, one is kept in the database. */
  deviceCookieSecret?: string | undefined;
  /** Answer 503 + Retry-After when overloaded (plugins/load-shedding.ts); off unless given (main.ts gives it). */
  loadShedding?: LoadSheddingOptions;
  /** The operator's donation page for the home screen's support card (SUPPORT_URL); none: no card. */
  supportUrl?: string | null;
  /** The worker threads that replay imports and battle logs off the event loop (verification/pool.ts). */
  verification?: VerifierOptions;
  /** The daily battle's clock (issue 36): which UTC day it is. Tests move it; by default the real time. */
  dailyClock?: () => Date;
}

/** Fastify's trust setting: hop counts become "trust the first n addresses from the socket". */
function proxyTrust(
  setting: number | string | undefined,
): string | ((address: string, hop: number) => boolean) | false {
  if (typeof setting === 'string') return setting;
  const hops = setting ?? 0;
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

export const NOT_UTF8_BODY = 'Send the body as UTF-8 JSON';
export { BAD_TEXT, inputProblem, MAX_NESTING, TOO_DEEP } from './input-problem';

/** One registered route: its method and URL pattern (HEAD routes Fastify adds are left out). */
export interface RouteSummary {
  method: string;
  url: string;
}

const routeTables = new WeakMap<FastifyInstance, RouteSummary[]>();

/** Every route the app registered, from Fastify's own route table (the authorisation matrix walks it). */
export function registeredRoutes(app: FastifyInstance): readonly RouteSummary[] {
  return routeTables.get(app) ?? [];
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: proxyTrust(options.trustProxy),
    // Errors the router raises before any hook runs (a malformed or overlong URL): same `{ error }`
    // shape as everything else, and 400, since the request itself is bad.
    frameworkErrors: (error, _request, reply) => {
      const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URL parameter is too long' : 'Malformed URL';
      return (reply as FastifyReply).code(400).send({ error: message });
    },
  });
  // Bodies are UTF-8 JSON (RFC 8259): a body declared in another charset would be read as UTF-8
  // and garbled, so it is refused before anything is parsed.
  app.addHook('onRequest', async (request) => {
    const type = request.headers['content-type'];
    const charset = type ? /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1]?.toLowerCase() : undefined;
    if (charset && charset !== 'utf-8' && charset !== 'utf8') throw new HttpError(415, NOT_UTF8_BODY);
  });
  const routes: RouteSummary[] = [];
  routeTables.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  // Before any schema looks at the input: the one place that guards every route's strings and depth.
  app.addHook('preValidation', async (request) => {
    const problem = inputProblem(request.body) ?? inputProblem(request.query);
    if (problem) throw new HttpError(400, problem);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  if (options.loadShedding) await app.register(loadSheddingPlugin, options.loadShedding);
  await app.register(helmetPlugin);
  await app.register(rateLimitPlugin, { max: options.requestsPerMinute });
  await app.register(compressPlugin);
  await app.register(authPlugin, {
    db,
    cookieSecure: options.cookieSecure ?? false,
    deviceCookieSecret: options.deviceCookieSecret,
  });
  await app.register(swaggerPlugin);

  await app.register(healthRoutes, { db });
  await app.register(configRoutes, { supportUrl: options.supportUrl ?? null });
  await app.register(authRoutes, { db });
  // Replays of what clients send and password estimates run on worker threads, made on first use
  // (or at start with `verification.warm`) and closed with the app.
  const verifier = createVerifier(options.verification);
  app.addHook('onClose', () => verifier.close());
  await app.register(passwordStrengthRoutes, { verifier });
  await app.register(userRoutes, {
    db,
    registrationsPerHour: options.registrationsPerHour ?? DEFAULT_REGISTRATIONS_PER_HOUR,
    verifier,
  });
  await app.register(campaignRoutes, { db });
  await app.register(campaignImportRoutes, { db, verifier });
  await app.register(guestCarryOverRoutes, { verifier });
  await app.register(actionRoutes, { db });
  await app.register(squadRoutes, { db });
  await app.register(facilityRoutes, { db });
  await app.register(researchRoutes, { db });
  await app.register(missionRoutes, { db });
  await app.register(eventRoutes, { db });
  await app.register(replayRoutes, { db, verifier });
  await app.register(dailyRoutes, { db, clock: options.dailyClock ?? (() => new Date()) });

  await app.register(staticPlugin, { webRoot: options.webRoot, serveSourceMaps: options.serveSourceMaps ?? false });
  return app;
}
