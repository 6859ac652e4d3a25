/**
 * Battles the server keeps (issue 21): BEGIN MISSION starts or resumes a signed-in player's battle,
 * and each player action is one request the engine applies with the hidden generator, stored before
 * it is answered (repositories/kept-battles.ts). No answer carries the battle's seed or generator.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { requireUser, sessionTokenHash, signedInUser } from '../plugins/auth';
import type { GameStateCache } from '../repositories/game-state-cache';
import { openKeptBattle, playKeptBattle, readKeptBattle } from '../repositories/kept-battles';
import { errorResponses, errorSchema, idParams, pathId, pathParam } from '../schemas/common';
import { battleAction, idempotencyKeyHeaders } from '../schemas/game-action';
import type { KeptBattleView } from '../schemas/kept-battle';

const missionId = z.string().min(1).max(200).describe('The manual mission’s engine id ("mission-4")');
const missionIdParam = pathParam.pipe(missionId);

const battleUnit = z.looseObject({
  id: z.string(),
  type: z.enum(['soldier', 'enemy']),
  name: z.string(),
  x: z.number(),
  y: z.number(),
  hp: z.number(),
  maxHp: z.number(),
  ap: z.number(),
});

/** The battle's mission: ids, not words (issue 25); a battle begun before rules version 4 has its words. */
const battleMission = z.looseObject({
  templateId: z.string().nullable().optional(),
  name: z.string().optional(),
  location: z.string().optional(),
});

/** The engine's PublicBattleState: the battle without its generator. */
const publicBattle = z
  .looseObject({
    mission: battleMission,
    tiles: z.array(z.string()),
    units: z.array(battleUnit),
    side: z.enum(['player', 'enemy']),
    turn: z.number().int(),
    selectedUnitId: z.string().nullable(),
    status: z.enum(['playing', 'victory', 'defeat']),
    aborted: z.boolean(),
    draws: z.number().int(),
  })
  .describe('The battle as the player may see it (the engine’s PublicBattleState): its generator stays on the server');

const logFacts = z.array(z.looseObject({ kind: z.string() })).describe('The step’s combat log facts, in order');
const loggedStep = z.object({
  action: z
    .looseObject({ type: z.string() })
    .nullable()
    .describe('The commander’s action; null for the opening or an enemy’s move'),
  enemyId: z.string().nullable(),
  log: logFacts,
});
const playedStep = loggedStep.extend({ battle: publicBattle });

export const battleView = z.object({
  missionId: z.string(),
  actionCount: z.number().int().describe('Actions taken so far: send it with the next action'),
  rulesVersion: z.number().int(),
  input: z.looseObject({
    mission: battleMission,
    squad: z.array(z.looseObject({ id: z.string() })),
  }),
  battle: publicBattle,
  log: z.array(loggedStep).describe('The whole combat log so far, step by step, the opening first'),
  canUndo: z.boolean(),
});

export const actionAnswer = z.object({
  actionCount: z.number().int(),
  battle: publicBattle,
  steps: z
    .array(playedStep)
    .describe('The action’s step, then each enemy’s move of the turn it began, each with the battle after it'),
  canUndo: z.boolean(),
  undone: z.literal(true).optional(),
  finished: z
    .object({ victory: z.boolean(), replayId: z.string().nullable() })
    .optional()
    .describe('The battle is over and its result applied to the campaign'),
});

/** The engine's interfaces lack the loose schema's index signature; the serializer still checks every listed field. */
export const viewBody = (view: KeptBattleView) => view as unknown as z.output<typeof battleView>;

export const battleRefusal = z.object({
  error: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.unknown()),
});

export const battleRoutes: FastifyPluginAsyncZod<{ db: Database; cache: GameStateCache }> = async (
  app,
  { db, cache },
) => {
  app.post(
    '/api/campaigns/:id/battles',
    {
      onRequest: requireUser,
      schema: {
        tags: ['battles'],
        summary: 'BEGIN MISSION: start a manual mission’s battle, or resume the one in progress',
        description:
          'The battle is built from the mission’s hidden seed and kept on the server. Asked again (reload, Back, ' +
          'a second tab, another device), answers the battle as it stands with its whole combat log: a battle ' +
          'once begun is never begun again.',
        params: idParams,
        body: z.strictObject({ missionId }),
        response: { 200: battleView, 201: battleView, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const opened = await openKeptBattle(db, signedInUser(request).id, request.params.id, request.body.missionId);
      return reply.code(opened.created ? 201 : 200).send(viewBody(opened.view));
    },
  );

  app.get(
    '/api/campaigns/:id/battles/:missionId',
    {
      onRequest: requireUser,
      schema: {
        tags: ['battles'],
        summary: 'The battle in progress of a mission, with its whole combat log',
        params: z.object({ id: pathId, missionId: missionIdParam }),
        response: { 200: battleView, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      viewBody(await readKeptBattle(db, signedInUser(request).id, request.params.id, request.params.missionId)),
  );

  app.post(
    '/api/campaigns/:id/battles/:missionId/actions',
    {
      // Who is asking is checked in the action's own read of its battle, not looked up before (see auth.ts).
      config: { session: 'inWrite' },
      schema: {
        tags: ['battles'],
        summary: 'One player action in a kept battle (select, move, shoot, ability, end turn, abort) or undo',
        description:
          'The engine applies it with the battle’s hidden generator; the action is stored before it is answered. ' +
          'The answer carries the action’s facts and, after END TURN, each enemy’s move with the battle after it. ' +
          '`actionCount` must be the count the screen stands at (409 otherwise: the battle moved on, nothing ' +
          'changes). ABORT is a defeat with the casualties as they stand. `undo` takes back the last move when it revealed nothing. When the battle ends ' +
          'the server applies its result to the campaign and keeps its replay (`finished`). Send an ' +
          'Idempotency-Key to make a retry return the first answer.',
        params: z.object({ id: pathId, missionId: missionIdParam }),
        headers: idempotencyKeyHeaders,
        body: z.strictObject({
          action: z.union([battleAction, z.strictObject({ type: z.literal('undo') })]),
          actionCount: z.number().int().min(0).max(1_000_000),
        }),
        response: {
          200: actionAnswer,
          409: errorSchema,
          422: z.union([battleRefusal, errorSchema]),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const answer = await playKeptBattle(db, cache, {
        caller: { sessionTokenHash: sessionTokenHash(request) },
        campaignId: request.params.id,
        missionId: request.params.missionId,
        intent: request.body.action,
        actionCount: request.body.actionCount,
        idempotencyKey: request.headers['idempotency-key'],
      });
      // Built once as JSON text, so a retry with the same key repeats it byte for byte.
      return (reply as FastifyReply).code(answer.statusCode).type('application/json; charset=utf-8').send(answer.body);
    },
  );
};
