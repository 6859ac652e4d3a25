/**
 * POST /api/password-strength (issue 37): the password strength estimate the sign-up and account
 * forms show as the player types, from the very check registration applies (auth/password-policy.ts:
 * zxcvbn-ts with its common and English dictionaries, the game's words and the player's names). The
 * dictionaries stay on the server: in the browser they were the largest download in the app (738 KB
 * brotli). Public, like registration; nothing is stored or logged, and the answer is never cached.
 * The estimate runs on the verification pool (a 256-character repetitive password costs seconds of
 * CPU): the event loop stays free, and a full pool answers 503 with its usual words.
 */
import { PASSWORD_MIN_LENGTH } from '@holdfast/engine/password-strength';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../schemas/common';
import { PASSWORD_MAX } from '../schemas/user';
import type { Verifier } from '../verification/pool';

export const passwordStrengthBody = z.object({
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  username: z.string().max(64).optional().describe('The name being registered, or the signed-in one'),
  email: z.string().max(254).optional().describe('The e-mail being registered'),
});

export const passwordStrengthSchema = z.object({
  score: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  acceptable: z.boolean().describe(`At least ${PASSWORD_MIN_LENGTH} characters and hard enough to guess`),
  warning: z.string().describe("The estimator's warning, or '' without one"),
  suggestions: z.array(z.string()),
});

export const passwordStrengthRoutes: FastifyPluginAsyncZod<{ verifier: Verifier }> = async (app, { verifier }) => {
  app.post(
    '/api/password-strength',
    {
      schema: {
        tags: ['auth'],
        summary: 'How hard a new password is to guess: the estimate registration applies',
        body: passwordStrengthBody,
        response: { 200: passwordStrengthSchema, ...errorResponses(400, 503) },
      },
    },
    async (request, reply) => {
      const { password, username, email } = request.body;
      reply.header('Cache-Control', 'no-store');
      return verifier.run({ kind: 'passwordStrength', password, owner: { username, email } });
    },
  );
};
