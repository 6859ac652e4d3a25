/**
 * Who is asking: one hook for the whole /api subtree reads the session cookie and attaches the
 * signed-in user to `request.user` (or null). Routes that need a user add `requireUser`.
 */
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, issueDeviceCookie, knownDevice } from '../auth/device-cookies';
import type { Database } from '../db/client';
import { HttpError, NOT_SIGNED_IN } from '../http-error';
import { addressKey, type LoginAttempt } from '../repositories/login-throttle';
import { sharedSecret } from '../repositories/server-secrets';
import {
  findSessionUser,
  hashSessionToken,
  isWellFormedToken,
  SESSION_COOKIE,
  SESSION_MAX_AGE_SECONDS,
} from '../repositories/sessions';
import type { UserRow } from '../repositories/users';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'inWrite': the hook does not look the session up (request.user stays null); the route
     * checks the session cookie itself, in the statement that does its work (routes/actions.ts),
     * which saves a round trip to the database on the game's busiest route.
     */
    session?: 'inWrite';
  }
  interface FastifyRequest {
    /** The signed-in user, or null for a guest. Only set under /api. */
    user: UserRow | null;
    /** This request as a sign-in attempt for `username`: its address and, if known, its device. */
    loginAttempt(username: string): Promise<LoginAttempt>;
  }
  interface FastifyReply {
    /** Sends the session cookie for a freshly created session token. */
    startSession(token: string): FastifyReply;
    /** Tells the browser to forget the session cookie. */
    endSession(): FastifyReply;
    /**
     * Sets a fresh signed device cookie: this browser has now signed in to `username`. Resolves to
     * nothing: a reply is a thenable (it resolves when sent), so resolving to it would wait forever.
     */
    rememberDevice(username: string): Promise<void>;
  }
}

export interface AuthOptions extends Record<string, unknown> {
  db: Database;
  /** Mark the cookies Secure (serve over HTTPS, or behind a proxy that does). */
  cookieSecure: boolean;
  /**
   * The device cookies' signing key (DEVICE_COOKIE_SECRET); unset, one is generated once and kept in
   * the database, so every server process and every restart sign alike.
   */
  deviceCookieSecret?: string | undefined;
}

/** The name of the generated device-cookie key in `server_secrets`. */
export const DEVICE_COOKIE_SECRET_NAME = 'device_cookie_key';

export const authPlugin = fp<AuthOptions>(
  async (app, { db, cookieSecure, deviceCookieSecret }) => {
    await app.register(cookie);
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: cookieSecure } as const;
    // Read on first use, not at start-up: a server whose database is away still starts and answers 503.
    let storedSecret: Promise<string> | null = null;
    const deviceSecret = (): Promise<string> => {
      if (deviceCookieSecret) return Promise.resolve(deviceCookieSecret);
      storedSecret ??= sharedSecret(db, DEVICE_COOKIE_SECRET_NAME).catch((error: unknown) => {
        storedSecret = null;
        throw error;
      });
      return storedSecret;
    };

    app.decorateRequest('user', null);
    app.decorateReply('startSession', function (this: FastifyReply, token: string) {
      return this.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_MAX_AGE_SECONDS });
    });
    app.decorateReply('endSession', function (this: FastifyReply) {
      return this.clearCookie(SESSION_COOKIE, cookieOptions);
    });
    // Signing out keeps the device cookie: that is what lets the owner back in during an attack.
    app.decorateReply('rememberDevice', async function (this: FastifyReply, username: string) {
      this.setCookie(DEVICE_COOKIE, issueDeviceCookie(await deviceSecret(), username), {
        ...cookieOptions,
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
    });
    app.decorateRequest('loginAttempt', async function (this: FastifyRequest, username: string): Promise<LoginAttempt> {
      return {
        username,
        ip: addressKey(this.ip),
        device: knownDevice(await deviceSecret(), this.cookies[DEVICE_COOKIE], username),
      };
    });

    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/') || request.routeOptions.config.session === 'inWrite') return;
      const token = request.cookies[SESSION_COOKIE];
      request.user = token ? await findSessionUser(db, token) : null;
    });
  },
  { name: 'holdfast-auth' },
);

/** onRequest/preHandler hook: 401 'Not signed in' for guests, before any input is looked at. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new HttpError(401, NOT_SIGNED_IN);
}

/** The signed-in user of a route guarded by `requireUser`. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, NOT_SIGNED_IN);
  return request.user;
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

/**
 * onRequest hook for `session: 'inWrite'` routes: 401 'Not signed in' without a cookie that can
 * be a session; whether the session is live is checked by the route's own write.
 */
export async function requireSessionCookie(request: FastifyRequest): Promise<void> {
  if (!isWellFormedToken(sessionToken(request))) throw new HttpError(401, NOT_SIGNED_IN);
}

/** The session token of a request that passed requireSessionCookie, as stored (hashed). */
export function sessionTokenHash(request: FastifyRequest): string {
  const token = sessionToken(request);
  if (!isWellFormedToken(token)) throw new HttpError(401, NOT_SIGNED_IN);
  return hashSessionToken(token);
}
