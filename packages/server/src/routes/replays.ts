/**
 * Watching a fought battle again (issue 11): the owner keeps a battle's actions under an unguessable
 * id before bringing it home, and anyone with the link reads it (no account, no campaign or owner
 * named) and plays it with the engine.
 */

import { BATTLE_DIFFICULTIES, CLASS_IDS } from '@holdfast/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { HttpError } from '../http-error';
import { findReplay } from '../repositories/battle-replays';
import { campaignMarksSchema } from '../schemas/campaign';
import { errorResponses, idParams, pathParam } from '../schemas/common';
import type { Verifier } from '../verification/pool';

const replayId = pathParam
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Replay not found')
  .describe('The replay link’s unguessable id');

/**
 * The engine's BattleInput: the mission and the squad as they went in (no account data), whole — the
 * force and each soldier's battle bonus included, so the input and the actions describe the battle.
 */
const battleInput = z.object({
  mission: z.object({
    // Ids, not words (issue 25): a replay kept before rules version 4 has name and location instead.
    templateId: z.string().nullable().optional(),
    name: z.string().optional(),
    location: z.string().optional(),
    difficulty: z.enum(BATTLE_DIFFICULTIES),
    type: z.enum(['combat', 'complex', 'campaign']),
    rewards: z.object({ funds: z.number(), intel: z.number(), xp: z.number() }),
    force: z
      .object({ extraHostiles: z.number(), hostileHp: z.number(), hostileAim: z.number() })
      .optional()
      .describe('How much stronger than its template the enemy came (GAME_RULES §12); absent: as the template'),
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
        bonus: z
          .object({
            hp: z.number(),
            accuracy: z.number(),
            damage: z.number(),
            defense: z.number(),
            mobility: z.number(),
            medkitUses: z.number(),
          })
          .optional()
          .describe('What research and skills added on the battlefield (GAME_RULES §5); absent: nothing'),
      }),
    )
    .readonly(),
});

export const REPLAY_UPLOAD_GONE =
  'Replays are kept by the server when a battle ends: the battle’s last answer names the replay';

export const replayRoutes: FastifyPluginAsyncZod<{ db: Database; verifier: Verifier }> = async (app, { db }) => {
  // Decided (issue 21): a signed-in player's battles are kept on the server, which keeps each one's
  // replay from its own record when it ends; a client's log is never taken in (so no verifier here).
  app.post(
    '/api/campaigns/:id/replays',
    {
      schema: {
        tags: ['battles'],
        summary: 'Gone: the server keeps a battle’s replay itself when the battle ends',
        description: `Answers 410 \`${REPLAY_UPLOAD_GONE}\``,
        params: idParams,
        response: errorResponses(400, 410),
      },
    },
    async () => {
      throw new HttpError(410, REPLAY_UPLOAD_GONE);
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
            actions: z.array(z.looseObject({ type: z.string() })),
            rulesVersion: z.number().int().describe('The RULES_VERSION the battle was fought under'),
            frames: z
              .array(
                z.object({
                  action: z.looseObject({ type: z.string() }).nullable(),
                  enemyId: z.string().nullable(),
                  log: z.array(z.looseObject({ kind: z.string() })),
                  battle: z.looseObject({ turn: z.number().int(), status: z.string() }),
                }),
              )
              .nullable()
              .describe(
                'Every step as it was played (the battle without its generator after each; no seed is ever answered, issue 32): plays the same after any rules change. A replay kept under rules ≤ 4 without them gets the frames of the version-4 battle rules (GAME_RULES §13); null only if those refuse it',
              ),
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
