/**
 * The game's own write path (DESIGN.md §2): `POST /api/campaigns/:id/actions` applies one engine
 * action and writes it in one transaction only over the campaign version it was computed from
 * (repositories/campaign-actions.ts), so concurrent requests apply one after the other (five
 * simultaneous ADVANCE DAY advance five days, each answer a different day) and an Idempotency-Key
 * retry gets the first answer. Rule refusals answer 409/422 `{error, code}` (see rule-refusals.ts).
 */
import { randomBytes } from 'node:crypto';
import type { GameAction } from '@holdfast/engine';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { HttpError } from '../http-error';
import { requireSessionCookie, sessionTokenHash } from '../plugins/auth';
import { applyCampaignAction } from '../repositories/campaign-actions';
import { GameStateCache } from '../repositories/game-state-cache';
import { requestFingerprint } from '../repositories/idempotency';
import { abortKeptBattleMission, KEPT_BATTLE_MESSAGES } from '../repositories/kept-battles';
import { errorResponses, errorSchema, idParams } from '../schemas/common';
import { actionReportSchema, gameActionSchema, idempotencyKeyHeaders, ruleRefusalSchema } from '../schemas/game-action';
import { gameStateSchema } from '../schemas/game-state';
import { battleRoutes } from './battles';

const stateVersion = z
  .number()
  .int()
  .describe('The campaign’s version after this action: send it back as If-Match to get deltas');
const actionAnswer = z.union([
  z.object({ state: gameStateSchema, report: actionReportSchema, stateVersion }),
  z
    .object({
      delta: z
        .looseObject({ fields: z.record(z.string(), z.unknown()) })
        .describe('The engine’s StateDelta: apply it with applyStateDelta to the state at baseVersion'),
      report: actionReportSchema,
      stateVersion,
      baseVersion: z.number().int(),
    })
    .describe('With Prefer: return=delta and an If-Match naming the current version'),
]);

const actionHeaders = idempotencyKeyHeaders.extend({
  prefer: z.string().optional().describe('`return=delta`: answer with the change instead of the whole state'),
  'if-match': z.string().optional().describe('The stateVersion the caller holds (with Prefer: return=delta)'),
});

/**
 * The version a delta is wanted from: undefined without `Prefer: return=delta`, null when the
 * If-Match is missing or not a version (the caller then gets the whole state to start from).
 * Accepts the bare number and the ETag forms `"12"` and `W/"12"`.
 */
export function deltaBase(prefer: string | undefined, ifMatch: string | undefined): number | null | undefined {
  const wantsDelta = prefer?.split(/[,;]/).some((part) => part.trim().toLowerCase() === 'return=delta') ?? false;
  if (!wantsDelta) return undefined;
  const version = /^(?:W\/)?"?(\d{1,15})"?$/.exec(ifMatch?.trim() ?? '')?.[1];
  return version === undefined ? null : Number(version);
}

export const BATTLE_SEED_CHOSEN_BY_SERVER = 'battleSeed is chosen by the server: send the deploy without it';

/**
 * Issue 32: a manual deploy gets its battle's 128-bit seed from the operating system's CSPRNG here,
 * so the engine draws nothing for the battle from the campaign's generator and nothing shown narrows it.
 */
function withBattleSeed(action: GameAction): GameAction {
  if (action.type !== 'deployMission' || action.mode !== 'manual') return action;
  return { ...action, battleSeed: randomBytes(16).toString('hex') };
}

export const actionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireSessionCookie);
  // Per app instance (per process): other processes' writes are noticed through state_version.
  const cache = new GameStateCache();
  // Kept battles end through the same write path, so they share this process's cached states.
  await app.register(battleRoutes, { db, cache });

  app.post(
    '/api/campaigns/:id/actions',
    {
      // Who is asking is checked in the action's own write, not looked up before (see auth.ts).
      config: { session: 'inWrite' },
      schema: {
        tags: ['campaigns'],
        summary: 'Apply one game action (build, recruit, research, deploy, ADVANCE DAY, …)',
        description:
          'How the game changes a campaign: the engine applies the action, only the changed rows are written, ' +
          'all in one transaction that checks the campaign is still at the version the action was computed from ' +
          '(concurrent requests apply one after the other). A rule refusal answers ' +
          '409 (the campaign moved on: slot taken, research running, campaign over, …) or 422 (not possible as ' +
          'asked: resources, power, locked, unknown id, …) with the engine’s message and code, and changes nothing. ' +
          'Send an Idempotency-Key to make a retry return the first answer instead of applying twice. ' +
          'Every whole-state answer carries stateVersion; send `Prefer: return=delta` and `If-Match: <stateVersion>` ' +
          'to get `{delta, report, stateVersion, baseVersion}` instead (the whole state when If-Match is not current).',
        params: idParams,
        headers: actionHeaders,
        body: gameActionSchema,
        response: {
          200: actionAnswer,
          // Rule refusals carry the engine's code; a reused key (422) and a campaign too busy to catch (409) only `error`.
          409: z.union([ruleRefusalSchema, errorSchema]),
          422: z.union([ruleRefusalSchema, errorSchema]),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const sent = request.body;
      // A signed-in campaign's battles are fought on the server, which applies their result from its own record.
      if (sent.type === 'completeBattle') throw new HttpError(422, KEPT_BATTLE_MESSAGES.completeRefused);
      if (sent.type === 'deployMission' && sent.battleSeed !== undefined) {
        throw new HttpError(400, BATTLE_SEED_CHOSEN_BY_SERVER);
      }
      const action = withBattleSeed(sent);
      const actionRequest = {
        caller: { sessionTokenHash: sessionTokenHash(request) },
        campaignId: request.params.id,
        action,
        // Bound to what the caller sent: a retry (its seed drawn afresh) still finds its first answer.
        fingerprint: requestFingerprint(request.params.id, sent),
        idempotencyKey: request.headers['idempotency-key'],
        deltaFrom: deltaBase(request.headers.prefer, request.headers['if-match']),
      };
      const answer =
        (action.type === 'abortMission'
          ? await abortKeptBattleMission(db, cache, { ...actionRequest, action })
          : null) ?? (await applyCampaignAction(db, actionRequest, cache));
      // Already JSON text (built once so a retry repeats it byte for byte): Fastify sends a string
      // with a JSON content type as it is, without running the response serializer again.
      // (The plain FastifyReply type: the typed one would insist on an object for the serializer.)
      return (reply as FastifyReply).code(answer.statusCode).type('application/json; charset=utf-8').send(answer.body);
    },
  );
};
