/**
 * `POST /api/campaigns/import`: a guest's campaign, kept in the browser as its creation options and
 * the actions it accepted, brought into the caller's account (issue 14). Nothing the browser says
 * about the campaign's state is taken on trust: the engine replays the record from `newCampaign`,
 * action by action, and the campaign is stored only when every action is accepted and the replayed
 * state is the one the browser holds (same day, same checksum). Then it is created exactly as
 * `POST /api/campaigns` creates one: the caller's, active, counted, and marked as played in a
 * browser (GAME_RULES "Marks").
 *
 * The body is taken as text and everything done with it (parsing, the input guard, the schema, the
 * limits, the replay) runs on a verification worker (issue 21: verification/import-check.ts), never
 * on the event loop; a user has one import being checked at a time. Limits follow what honest play produces (ARCHITECTURE "Import
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
import { IMPORT_MESSAGES } from '../verification/import-check';
import type { Verifier } from '../verification/pool';

export { IMPORT_BODY_LIMIT_BYTES, IMPORT_MESSAGES };

export const ALREADY_IMPORTING = 'A campaign of yours is already being brought in. Wait for it to finish.';

export const campaignImportRoutes: FastifyPluginAsyncZod<{ db: Database; verifier: Verifier }> = async (
  app,
  { db, verifier },
) => {
  app.addHook('onRequest', requireUser);
  // In this plugin only: JSON bodies stay text, for the worker to parse (the schema below documents them).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT_BYTES },
    (_r, text, done) => done(null, text),
  );
  /** Users with an import being checked (in this process): one at a time each. */
  const importing = new Set<number>();

  app.post(
    '/api/campaigns/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      // The worker validates the body against importBody; here it is still text.
      validatorCompiler: () => (text) => ({ value: text }),
      schema: {
        tags: ['campaigns'],
        summary: 'Bring a guest campaign into the account: replayed by the engine, stored only if it replays exactly',
        description:
          'The body is the campaign as the browser keeps it: the options it was started with, every action it ' +
          'accepted, the rules version it was played under, and the day and checksum of the state the browser ' +
          'reached. The engine replays the actions from a new campaign, or from `carriedOver.state` for a record ' +
          'carried over from an earlier release by its snapshot (marked carried over); a record of older rules not ' +
          'carried over, or of a newer version, answers 422; any ' +
          'refused action, or a replayed state whose day or checksum differs, answers ' +
          `422 and stores nothing. At most ${IMPORT_BODY_LIMIT_BYTES} bytes (413), ${IMPORT_MAX_ACTIONS} actions ` +
          `and ${IMPORT_MAX_BATTLE_ACTIONS} battle actions in all (422); one import per user at a time (429); ` +
          'an account at its campaign cap answers 409. The campaign is marked as played in a browser.',
        body: importBody,
        response: { 201: importAnswer, ...errorResponses(400, 401, 409, 413, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const text = request.body as unknown;
      if (typeof text !== 'string') throw new HttpError(400, IMPORT_MESSAGES.notJson);
      if (importing.has(user.id)) throw new HttpError(429, ALREADY_IMPORTING);
      importing.add(user.id);
      try {
        // Cheap refusals first: an account at its cap costs no replay.
        await requireRoomForCampaign(db, user.id);
        const verdict = await verifier.run({ kind: 'import', body: text });
        if (!verdict.ok) throw new HttpError(verdict.status, verdict.error);
        const { state, carriedOver } = verdict;
        const id = await createCampaignFromState(db, user.id, state, { playedInBrowser: true, carriedOver });
        return reply.code(201).send({ success: true as const, id, theme: state.theme, day: state.day });
      } finally {
        importing.delete(user.id);
      }
    },
  );
};
