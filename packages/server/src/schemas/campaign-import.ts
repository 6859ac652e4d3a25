/**
 * `POST /api/campaigns/import`'s body and answer (issue 14): the guest campaign as the browser keeps
 * it (the options it was started with and every action it accepted) with the day and checksum it
 * replays to. The web sends exactly `ImportCampaignRequest` (`@holdfast/server/contract`).
 */
import { DIFFICULTIES, THEME_IDS } from '@holdfast/engine';
import { z } from 'zod';
import { campaignName } from './campaign';
import { gameActionSchema } from './game-action';

/** The most actions one import may replay (a long campaign has a few thousand). */
export const IMPORT_MAX_ACTIONS = 20_000;

// Kept in step with NewCampaignDialog's guest campaign (NewCampaignOptions in the engine).
export const importBody = z.strictObject({
  options: z.strictObject({
    name: campaignName,
    difficulty: z.enum(DIFFICULTIES),
    theme: z.enum(THEME_IDS),
    seed: z
      .number()
      .int()
      .min(-2_147_483_648)
      .max(4_294_967_295)
      .describe('The 32-bit seed the campaign was started with'),
  }),
  actions: z
    .array(gameActionSchema)
    .max(IMPORT_MAX_ACTIONS, `A campaign may bring at most ${IMPORT_MAX_ACTIONS} actions`)
    .describe('Every action the campaign accepted, in order'),
  day: z.number().int().min(1).describe('The day the browser’s campaign is on'),
  checksum: z
    .string()
    .regex(/^[0-9a-f]{8}$/, 'checksum must be 8 hex digits')
    .describe('campaignChecksum of the browser’s state (FNV-1a of its JSON)'),
});

export const importAnswer = z.object({
  success: z.literal(true),
  id: z.number().int(),
  theme: z.enum(THEME_IDS),
  day: z.number().int(),
});

export type ImportCampaignRequest = z.input<typeof importBody>;
export type ImportCampaignResponse = z.output<typeof importAnswer>;
