/**
 * `POST /api/campaigns/import`: a guest's campaign, kept in the browser as its creation options and
 * the actions it accepted, brought into the caller's account (issue 14). Nothing the browser says
 * about the campaign's state is taken on trust: the engine replays the record from `newCampaign`,
 * action by action, and the campaign is stored only when every action is accepted and the replayed
 * state is the one the browser holds (same day, same checksum). Then it is created exactly as
 * `POST /api/campaigns` creates one: the caller's, active, counted.
 */
import { campaignChecksum, replayCampaignRecord } from '@holdfast/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import { HttpError } from '../http-error';
import { requireUser, signedInUser } from '../plugins/auth';
import { createCampaignFromState } from '../repositories/campaigns';
import { IMPORT_MAX_ACTIONS, importAnswer, importBody } from '../schemas/campaign-import';
import { errorResponses } from '../schemas/common';

/** A year of play with its battles fits in well under this; anything larger answers 413. */
export const IMPORT_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  dayDiffers: (claimed: number, replayed: number) =>
    `The campaign does not replay to the state this browser holds: it reaches day ${replayed}, not day ${claimed}`,
  checksumDiffers: 'The campaign does not replay to the state this browser holds (its checksum differs)',
  refused: (index: number, type: string, code: string) =>
    `The campaign does not replay: action ${index + 1} (${type}) is refused by the rules (${code})`,
} as const;

export const campaignImportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);

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
          `422 and stores nothing. At most ${IMPORT_MAX_ACTIONS} actions and ${IMPORT_BODY_LIMIT_BYTES} bytes.`,
        body: importBody,
        response: { 201: importAnswer, ...errorResponses(400, 401, 413, 422) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { options, actions, day, checksum } = request.body;
      const replayed = replayCampaignRecord({ options, actions });
      if (!replayed.ok) {
        const type = actions[replayed.index]?.type ?? 'unknown';
        throw new HttpError(422, IMPORT_MESSAGES.refused(replayed.index, type, replayed.error.code));
      }
      const state = replayed.state;
      if (state.day !== day) throw new HttpError(422, IMPORT_MESSAGES.dayDiffers(day, state.day));
      if (campaignChecksum(state) !== checksum) throw new HttpError(422, IMPORT_MESSAGES.checksumDiffers);
      const id = await createCampaignFromState(db, user.id, state);
      return reply.code(201).send({ success: true as const, id, theme: state.theme, day: state.day });
    },
  );
};
