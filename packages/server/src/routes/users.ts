/**
 * The spec's Users calls (§7), made safe (DESIGN.md §2): registration is open, and everything
 * else is about oneself only: `GET /api/users` lists just the caller, another id answers 404.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passwordProblem } from '../auth/password-policy';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import { HttpError, userNotFound } from '../http-error';
import { requireUser, sessionToken, signedInUser } from '../plugins/auth';
import {
  clearLoginFailures,
  loginRetryAfterSeconds,
  recordLoginFailure,
  TOO_MANY_LOGIN_ATTEMPTS,
} from '../repositories/login-throttle';
import { userPlaytime } from '../repositories/playtime';
import {
  recordRegistration,
  registrationRetryAfterSeconds,
  TOO_MANY_REGISTRATIONS,
} from '../repositories/registration-limit';
import { createSession, deleteOtherSessions } from '../repositories/sessions';
import {
  deleteUser,
  insertUser,
  recordLogin,
  toApiUser,
  type UserChanges,
  type UserRow,
  updateUser,
} from '../repositories/users';
import { errorResponses, idParams } from '../schemas/common';
import { registerBody, updateUserBody, userSchema, usersQuery } from '../schemas/user';
import type { Verifier } from '../verification/pool';

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required to change the email or password';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';

/** Only oneself exists through this API: any other id is "not found", not "forbidden". */
function ownId(request: FastifyRequest, id: number): UserRow {
  const user = signedInUser(request);
  if (user.id !== id) throw userNotFound();
  return user;
}

export interface UserRoutesOptions {
  db: Database;
  /** Accounts one address may create per hour; 0 turns the limit off. */
  registrationsPerHour: number;
  /** Runs the password strength estimate off the event loop (verification/pool.ts). */
  verifier: Verifier;
}

export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (
  app,
  { db, registrationsPerHour, verifier },
) => {
  app.post(
    '/api/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Register (at most REGISTRATIONS_PER_HOUR per address); signs the new user in',
        body: registerBody,
        response: { 201: userSchema, ...errorResponses(400, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      const { username, email, password } = request.body;
      const problem = await passwordProblem(verifier, password, { username, email });
      if (problem) throw new HttpError(400, problem);
      const wait = await registrationRetryAfterSeconds(db, request.ip, registrationsPerHour);
      if (wait > 0) throw new HttpError(429, TOO_MANY_REGISTRATIONS, { 'Retry-After': String(wait) });
      const user = await insertUser(db, { username, email, passwordHash: await hashPassword(password) });
      await recordRegistration(db, request.ip);
      const signedIn = await recordLogin(db, user.id);
      await reply.startSession(await createSession(db, user.id)).rememberDevice(user.username);
      return reply.code(201).send(toApiUser(signedIn, await userPlaytime(db, signedIn.id)));
    },
  );

  await app.register(async (scope) => {
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();
    signedIn.addHook('onRequest', requireUser);

    signedIn.get(
      '/api/users',
      {
        schema: {
          tags: ['users'],
          summary: 'The caller, as a one-element list (other users are private)',
          querystring: usersQuery,
          response: { 200: z.array(userSchema), ...errorResponses(400, 401) },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        return [toApiUser(user, await userPlaytime(db, user.id))];
      },
    );

    signedIn.get(
      '/api/users/:id',
      {
        schema: {
          tags: ['users'],
          summary: 'Oneself by id',
          params: idParams,
          response: { 200: userSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => {
        const user = ownId(request, request.params.id);
        return toApiUser(user, await userPlaytime(db, user.id));
      },
    );

    signedIn.patch(
      '/api/users/:id',
      {
        schema: {
          tags: ['users'],
          summary: 'Change one’s email or password (both need current_password; other sessions end) or preferences',
          params: idParams,
          body: updateUserBody,
          response: { 200: userSchema, ...errorResponses(400, 401, 404, 409, 429, 503) },
        },
      },
      async (request) => {
        const user = ownId(request, request.params.id);
        const { email, password, current_password: currentPassword, preferences } = request.body;
        const changes: UserChanges = {};
        if (preferences !== undefined) changes.preferences = preferences;
        const changesCredentials = email !== undefined || password !== undefined;
        if (changesCredentials) {
          // A stolen session alone must not take the account over (ASVS V6.2.3, issue 27).
          if (!currentPassword) throw new HttpError(400, CURRENT_PASSWORD_REQUIRED);
          // Guessing the current password here counts against the same throttle as signing in.
          const attempt = await request.loginAttempt(user.username);
          const wait = await loginRetryAfterSeconds(db, attempt);
          if (wait > 0) throw new HttpError(429, TOO_MANY_LOGIN_ATTEMPTS, { 'Retry-After': String(wait) });
          if (!(await verifyPassword(user.passwordHash, currentPassword))) {
            await recordLoginFailure(db, attempt);
            throw new HttpError(400, CURRENT_PASSWORD_WRONG);
          }
          await clearLoginFailures(db, attempt);
        }
        if (email !== undefined) changes.email = email;
        if (password !== undefined) {
          const problem = await passwordProblem(verifier, password, {
            username: user.username,
            email: email ?? user.email,
          });
          if (problem) throw new HttpError(400, problem);
          changes.passwordHash = await hashPassword(password);
        }
        const updated = await updateUser(db, user.id, changes);
        if (!updated) throw userNotFound();
        // A new e-mail or password signs out every other browser, e.g. one an attacker had.
        if (changesCredentials) await deleteOtherSessions(db, user.id, sessionToken(request));
        return toApiUser(updated, await userPlaytime(db, updated.id));
      },
    );

    signedIn.delete(
      '/api/users/:id',
      {
        schema: {
          tags: ['users'],
          summary: 'Delete one’s account with all its campaigns; signs out',
          params: idParams,
          response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const user = ownId(request, request.params.id);
        if (!(await deleteUser(db, user.id))) throw userNotFound();
        return reply.endSession().code(204).send(null);
      },
    );
  });
};
