/**
 * `POST /api/campaigns/import`: a guest's campaign, kept in the browser as its creation options and
 * the actions it accepted, brought into the caller's account (issue 14). Nothing the browser says
 * about the campaign's state is taken on trust: the engine replays the record from `newCampaign`,
 * action by action, and the campaign is stored only when every action is accepted and the replayed
 * state is the one the browser holds (same day, same checksum). Then it is created exactly as
 * `POST /api/campaigns` creates one: the caller's, active, counted, and marked as played in a
 * browser (GAME_RULES "Marks").
 *
 * The replay runs on a verification worker (issue 21), never on the event loop, and a user has one
 * import being checked at a time. Limits follow what honest play produces (ARCHITECTURE "Import
 * limits"): a body over IMPORT_BODY_LIMIT_BYTES answers 413, more actions or battle actions than
 * the limits 422, and a user at the campaign cap 409 before anything is replayed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import { HttpError } from '../http-error';
import { requireUser, signedInUser } from '../plugins/auth';
import { createCampaignFromState, requireRoomForCampaign } from '../repositories/campaigns';
import {
  IMPORT_BODY_LIMIT_BYTES,
  IMPORT_MAX_ACTIONS,
  IMPORT_MAX_BATTLE_ACTIONS,
  importAnswer,
  importBody,
} from '../schemas/campaign-import';
import { errorResponses } from '../schemas/common';
import type { Verifier } from '../verification/pool';

export { IMPORT_BODY_LIMIT_BYTES };

export const IMPORT_MESSAGES = {
  dayDiffers: (claimed: number, replayed: number) =>
    `The campaign does not replay to the state this browser holds: it reaches day ${replayed}, not day ${claimed}`,
  checksumDiffers: 'The campaign does not replay to the state this browser holds (its checksum differs)',
  refused: (index: number, type: string, code: string) =>
    `The campaign does not replay: action ${index + 1} (${type}) is refused by the rules (${code})`,
  tooManyActions: (count: number) =>
    `The campaign has ${count} actions; at most ${IMPORT_MAX_ACTIONS} can be brought in`,
  tooManyBattleActions: (count: number) =>
    `The campaign's battles have ${count} actions in all; at most ${IMPORT_MAX_BATTLE_ACTIONS} can be brought in`,
  alreadyImporting: 'A campaign of yours is already being brought in. Wait for it to finish.',
} as const;

export const campaignImportRoutes: FastifyPluginAsyncZod<{ db: Database; verifier: Verifier }> = async (
  app,
  { db, verifier },
) => {
  app.addHook('onRequest', requireUser);
  /** Users with an import being checked (in this process): one at a time each. */
  const importing = new Set<number>();

  app.post(
    '/api/campaigns/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: {
        tags: ['campaigns'],
        summary: 'Bring a guest campaign into the account: replayed by the engine, stored only if it replays exactly',
        description:
          'The body is the campaign as the browser keeps it: the options it was started with, every action it ' +
          'accepted, and the day and checksum of the state the browser reached. The engine replays the actions ' +
          'from a new campaign; any refused action, or a replayed state whose day or checksum differs, answers ' +
          `422 and stores nothing. At most ${IMPORT_BODY_LIMIT_BYTES} bytes (413), ${IMPORT_MAX_ACTIONS} actions ` +
          `and ${IMPORT_MAX_BATTLE_ACTIONS} battle actions in all (422); one import per user at a time (429); ` +
          'an account at its campaign cap answers 409. The campaign is marked as played in a browser.',
        body: importBody,
        response: { 201: importAnswer, ...errorResponses(400, 401, 409, 413, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { options, actions, day, checksum } = request.body;
      if (actions.length > IMPORT_MAX_ACTIONS) throw new HttpError(422, IMPORT_MESSAGES.tooManyActions(actions.length));
      const battleActions = actions.reduce((sum, a) => sum + (a.type === 'completeBattle' ? a.log.length : 0), 0);
      if (battleActions > IMPORT_MAX_BATTLE_ACTIONS) {
        throw new HttpError(422, IMPORT_MESSAGES.tooManyBattleActions(battleActions));
      }
      if (importing.has(user.id)) throw new HttpError(429, IMPORT_MESSAGES.alreadyImporting);
      importing.add(user.id);
      try {
        // Cheap refusals first: an account at its cap costs no replay.
        await requireRoomForCampaign(db, user.id);
        const replayed = await verifier.run({ kind: 'campaign', record: { options, actions } });
        if (!replayed.ok) {
          const type = actions[replayed.index]?.type ?? 'unknown';
          throw new HttpError(422, IMPORT_MESSAGES.refused(replayed.index, type, replayed.code));
        }
        const state = replayed.state;
        if (state.day !== day) throw new HttpError(422, IMPORT_MESSAGES.dayDiffers(day, state.day));
        if (replayed.checksum !== checksum) throw new HttpError(422, IMPORT_MESSAGES.checksumDiffers);
        const id = await createCampaignFromState(db, user.id, state, { playedInBrowser: true });
        return reply.code(201).send({ success: true as const, id, theme: state.theme, day: state.day });
      } finally {
        importing.delete(user.id);
      }
    },
  );
};
