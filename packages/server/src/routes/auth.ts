/** Sign-in, sign-out and "who am I" (DESIGN.md §2). Registration is POST /api/users (users.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import { HttpError, NOT_SIGNED_IN } from '../http-error';
import { sessionToken } from '../plugins/auth';
import {
  clearLoginFailures,
  loginRetryAfterSeconds,
  recordLoginFailure,
  TOO_MANY_LOGIN_ATTEMPTS,
} from '../repositories/login-throttle';
import { userPlaytime } from '../repositories/playtime';
import { createSession, deleteSession } from '../repositories/sessions';
import { findUserByUsername, recordLogin, toApiUser } from '../repositories/users';
import { errorResponses } from '../schemas/common';
import { loginBody, userSchema } from '../schemas/user';

/** One message for an unknown name and a wrong password: the answer must not reveal which. */
export const INVALID_CREDENTIALS = 'Invalid username or password';

export const authRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; sets the session cookie and a device cookie',
        body: loginBody,
        response: { 200: userSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const attempt = await request.loginAttempt(username);
      const wait = await loginRetryAfterSeconds(db, attempt);
      if (wait > 0) throw new HttpError(429, TOO_MANY_LOGIN_ATTEMPTS, { 'Retry-After': String(wait) });

      const user = await findUserByUsername(db, username);
      const passwordOk = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
      if (!user || !passwordOk) {
        await recordLoginFailure(db, attempt);
        throw new HttpError(401, INVALID_CREDENTIALS);
      }

      await clearLoginFailures(db, attempt);
      const previousToken = sessionToken(request);
      if (previousToken) await deleteSession(db, previousToken);
      const signedIn = await recordLogin(db, user.id);
      await reply.startSession(await createSession(db, user.id)).rememberDevice(user.username);
      return toApiUser(signedIn, await userPlaytime(db, signedIn.id));
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the session and clears the cookie',
        response: { 204: z.null().describe('Signed out') },
      },
    },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) await deleteSession(db, token);
      return reply.endSession().code(204).send();
    },
  );

  app.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      if (!request.user) throw new HttpError(401, NOT_SIGNED_IN);
      return toApiUser(request.user, await userPlaytime(db, request.user.id));
    },
  );
};
