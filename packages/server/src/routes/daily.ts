/**
 * The daily battle (issue 36): today's battle for anyone to read, one try per signed-in player
 * (a kept battle without a campaign, played like any other), and a board per day whose every row
 * links its replay; the day's seed is answered only once the day is over (UTC).
 */
import { CLASS_IDS } from '@holdfast/engine';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { requireUser, signedInUser } from '../plugins/auth';
import {
  DAILY_MESSAGES,
  playDailyBattle,
  readDailyBattle,
  readDailyBoard,
  readDailyToday,
  setDailyNameHidden,
  startDailyBattle,
} from '../repositories/daily-battles';
import { errorResponses, errorSchema, pathParam } from '../schemas/common';
import { battleAction, idempotencyKeyHeaders } from '../schemas/game-action';
import { actionAnswer, battleRefusal, battleView, viewBody } from './battles';

const dayParam = pathParam.regex(/^\d{4}-\d{2}-\d{2}$/, DAILY_MESSAGES.noSuchDay).describe('The UTC day, yyyy-mm-dd');

const scoreSchema = z
  .object({
    total: z.number().int(),
    victory: z.boolean(),
    aborted: z.boolean(),
    objectiveMet: z.boolean(),
    survivors: z.number().int(),
    hpKept: z.number().int(),
    turns: z.number().int(),
    points: z.object({
      victory: z.number().int(),
      objective: z.number().int(),
      survivors: z.number().int(),
      hp: z.number().int(),
      turns: z.number().int(),
    }),
  })
  .describe('The score and its parts (GAME_RULES "The daily battle")');

const todaySchema = z.object({
  day: z.string(),
  setup: z
    .object({
      date: z.string(),
      weekday: z.number().int(),
      difficulty: z.enum(['easy', 'medium', 'hard']),
      templateId: z.string(),
      mapKit: z.string(),
      objective: z.looseObject({ kind: z.enum(['eliminate', 'hold', 'extract']) }),
      squad: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          rank: z.string(),
          classId: z.enum(CLASS_IDS),
          experience: z.number().int(),
          skills: z.array(z.string()),
          loadout: z.object({ weapon: z.string(), armor: z.string(), utility: z.string() }),
        }),
      ),
    })
    .describe('The day’s battle as facts (ids the screen words); never its seed'),
  played: z.number().int().describe('Commanders who have begun today’s battle'),
  entry: z
    .object({
      day: z.string(),
      finished: z.boolean(),
      score: scoreSchema.nullable(),
      replayId: z.string().nullable(),
      hideName: z.boolean(),
      rank: z.number().int().nullable(),
    })
    .nullable()
    .describe('The caller’s try today; null for a guest or before it begins'),
});

const boardRow = z.object({
  rank: z.number().int().describe('Equal scores and turns share a rank'),
  place: z.number().int(),
  name: z.string().nullable().describe('Null when the commander hides their name: shown as "Commander #place"'),
  score: z.number().int(),
  turns: z.number().int(),
  survivors: z.number().int(),
  victory: z.boolean(),
  replayId: z.string().nullable(),
  edited: z.boolean().describe('The account’s campaigns carried the "edited" mark when the try began'),
  own: z.boolean(),
});

const boardSchema = z.object({
  day: z.string(),
  seed: z
    .string()
    .nullable()
    .describe('The day’s seed once the day is over (UTC), to replay any entry locally; null before'),
  over: z.boolean(),
  finished: z.number().int(),
  rows: z.array(boardRow),
  own: boardRow.nullable(),
});

const dailyAnswer = actionAnswer.extend({
  finished: z
    .object({ victory: z.boolean(), replayId: z.string().nullable(), score: scoreSchema })
    .optional()
    .describe('The battle is over: its score, its parts and its replay'),
});

/** A day's board as the web reads it (`@holdfast/server/contract`). */
export type ApiDailyBoard = z.infer<typeof boardSchema>;
export type ApiDailyBoardRow = z.infer<typeof boardRow>;

export const dailyRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  app.get(
    '/api/daily',
    {
      schema: {
        tags: ['daily'],
        summary: 'Today’s battle: its objective, squad and difficulty, how many have played, and the caller’s try',
        response: { 200: todaySchema },
      },
    },
    async (request) => readDailyToday(db, clock(), request.user?.id ?? null),
  );

  app.post(
    '/api/daily/battle',
    {
      onRequest: requireUser,
      schema: {
        tags: ['daily'],
        summary: 'Begin your one try at today’s battle',
        description: `A kept battle like a campaign's. A second start, from any tab or device, answers 409 \`${DAILY_MESSAGES.underWay}\` while it is fought and \`${DAILY_MESSAGES.alreadyFought}\` once it is over; GET /api/daily/battle resumes it.`,
        response: { 201: battleView, ...errorResponses(401, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(viewBody(await startDailyBattle(db, clock(), signedInUser(request).id))),
  );

  app.get(
    '/api/daily/battle',
    {
      onRequest: requireUser,
      schema: {
        tags: ['daily'],
        summary: 'Your daily battle under way, with its whole combat log',
        response: { 200: battleView, ...errorResponses(401, 404) },
      },
    },
    async (request) => viewBody(await readDailyBattle(db, signedInUser(request).id)),
  );

  app.post(
    '/api/daily/battle/actions',
    {
      onRequest: requireUser,
      schema: {
        tags: ['daily'],
        summary: 'One action of your daily battle (as a kept battle’s actions); its end writes your score',
        headers: idempotencyKeyHeaders,
        body: z.strictObject({
          action: z.union([battleAction, z.strictObject({ type: z.literal('undo') })]),
          actionCount: z.number().int().min(0).max(1_000_000),
          theme: z.enum(['vanilla', 'devastators', 'majestic', 'archbound']).optional(),
        }),
        response: {
          200: dailyAnswer,
          409: errorSchema,
          422: z.union([battleRefusal, errorSchema]),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const answer = await playDailyBattle(db, clock(), {
        userId: signedInUser(request).id,
        intent: request.body.action,
        actionCount: request.body.actionCount,
        idempotencyKey: request.headers['idempotency-key'],
        theme: request.body.theme,
      });
      return (reply as FastifyReply).code(answer.statusCode).type('application/json; charset=utf-8').send(answer.body);
    },
  );

  app.get(
    '/api/daily/boards/:day',
    {
      schema: {
        tags: ['daily'],
        summary: 'A day’s leaderboard: rank, name, score, turns, survivors, replay link; the seed once the day is over',
        params: z.object({ day: dayParam }),
        response: { 200: boardSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => readDailyBoard(db, clock(), request.params.day, request.user?.id ?? null),
  );

  app.patch(
    '/api/daily/entries/:day',
    {
      onRequest: requireUser,
      schema: {
        tags: ['daily'],
        summary: 'Hide or show your name on a day’s board ("Commander #n")',
        params: z.object({ day: dayParam }),
        body: z.strictObject({ hideName: z.boolean() }),
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await setDailyNameHidden(db, signedInUser(request).id, request.params.day, request.body.hideName);
      return reply.code(204).send(null);
    },
  );
};
