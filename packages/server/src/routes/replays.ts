/**
 * Watching a fought battle again (issue 11): the owner keeps a battle's actions under an unguessable
 * id before bringing it home, and anyone with the link reads it (no account, no campaign or owner
 * named) and plays it with the engine.
 */

import { BATTLE_DIFFICULTIES, CLASS_IDS } from '@holdfast/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { requireUser, signedInUser } from '../plugins/auth';
import { findReplay, saveReplay } from '../repositories/battle-replays';
import { campaignMarksSchema } from '../schemas/campaign';
import { errorResponses, idParams } from '../schemas/common';
import { BATTLE_LOG_MAX_ENTRIES, battleLogEntry } from '../schemas/game-action';
import type { Verifier } from '../verification/pool';

const replayId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Replay not found')
  .describe('The replay link’s unguessable id');

/** The engine's BattleInput: the mission and the squad as they went in (no account data). */
const battleInput = z.object({
  mission: z.object({
    // Ids, not words (issue 25): a replay kept before rules version 4 has name and location instead.
    templateId: z.string().nullable().optional(),
    name: z.string().optional(),
    location: z.string().optional(),
    difficulty: z.enum(BATTLE_DIFFICULTIES),
    type: z.enum(['combat', 'complex', 'campaign']),
    rewards: z.object({ funds: z.number(), intel: z.number(), xp: z.number() }),
  }),
  squad: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        rank: z.string(),
        classId: z.enum(CLASS_IDS).nullable(),
        experience: z.number(),
        health: z.number(),
        maxHealth: z.number(),
        loadout: z.object({ weapon: z.string(), armor: z.string(), utility: z.string() }),
      }),
    )
    .readonly(),
});

export const replayRoutes: FastifyPluginAsyncZod<{ db: Database; verifier: Verifier }> = async (
  app,
  { db, verifier },
) => {
  app.post(
    '/api/campaigns/:id/replays',
    {
      onRequest: requireUser,
      schema: {
        tags: ['battles'],
        summary: 'Keep a manual mission’s battle for watching again',
        description:
          'Send the battle’s log (the same as for completeBattle) while the mission still awaits it: the engine ' +
          'replays it from the mission’s stored seed and it is kept under an unguessable id. Asked again for the ' +
          'same mission, answers the id it already has.',
        params: idParams,
        body: z.strictObject({
          missionId: z.string().max(200),
          log: z.array(battleLogEntry).max(BATTLE_LOG_MAX_ENTRIES),
        }),
        response: {
          200: z.object({ id: z.string() }),
          201: z.object({ id: z.string() }),
          ...errorResponses(400, 401, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const saved = await saveReplay(
        db,
        verifier,
        signedInUser(request).id,
        request.params.id,
        request.body.missionId,
        request.body.log,
      );
      return reply.code(saved.created ? 201 : 200).send({ id: saved.id });
    },
  );

  app.get(
    '/api/replays/:replayId',
    {
      schema: {
        tags: ['battles'],
        summary: 'A kept battle: what it was made of and the commander’s actions (no account needed)',
        params: z.object({ replayId }),
        response: {
          200: z.object({
            id: z.string(),
            input: battleInput,
            seed: z.number().int(),
            actions: z.array(z.looseObject({ type: z.string() })),
            marks: campaignMarksSchema.describe(
              'The marks of the campaign the battle was fought in (GAME_RULES "Marks")',
            ),
          }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => findReplay(db, request.params.replayId),
  );
};
