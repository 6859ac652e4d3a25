import { CAMPAIGN_MARKS, DIFFICULTIES, THEME_IDS } from '@holdfast/engine';
import { z } from 'zod';
import { flagInput, flagOutput, idSchema } from './common';

export const CAMPAIGN_NAME_REQUIRED = 'Campaign name is required';
export const CAMPAIGN_NAME_MAX = 100;
export const DESCRIPTION_MAX = 1000;

export const campaignName = z
  .string({ error: CAMPAIGN_NAME_REQUIRED })
  .trim()
  .min(1, CAMPAIGN_NAME_REQUIRED)
  .max(CAMPAIGN_NAME_MAX, `Campaign name must be at most ${CAMPAIGN_NAME_MAX} characters`);

const description = z
  .string()
  .trim()
  .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`)
  .nullable()
  .transform((value) => (value ? value : null));

/** Start values the spec's client sends; accepted so its calls work, but the engine decides them. */
const ignoredNumber = z.number().optional().describe('Accepted and ignored: the game rules set start values');

export const createCampaignBody = z.object({
  name: campaignName,
  difficulty: z.enum(DIFFICULTIES).default('normal'),
  theme: z.enum(THEME_IDS).default('vanilla'),
  description: description.optional(),
  user_id: z.number().int().optional().describe('Accepted and ignored: a campaign always belongs to the caller'),
  day: ignoredNumber,
  threat_level: ignoredNumber,
  supplies: ignoredNumber,
  funds: ignoredNumber,
  intel: ignoredNumber,
  reputation: ignoredNumber,
});

export type CreateCampaignRequest = z.input<typeof createCampaignBody>;

export const createCampaignResponse = z.object({
  success: z.literal(true),
  id: z.number().int(),
  theme: z.enum(THEME_IDS),
});
export type CreateCampaignResponse = z.output<typeof createCampaignResponse>;

/**
 * What a player may change directly. Day, resources, threat and the end flags follow the game
 * rules (engine actions), so they are refused here rather than silently ignored.
 */
export const updateCampaignBody = z.strictObject({
  name: campaignName.optional(),
  description: description.optional(),
  is_active: flagInput.optional(),
  total_playtime: z.number().int().min(0).max(2_147_483_647).optional(),
  last_played: z.iso.datetime({ offset: true }).nullable().optional(),
});

export const campaignsQuery = z.object({
  user_id: idSchema.optional().describe('Only the caller’s own id lists anything'),
});

/** GAME_RULES "Marks": how the campaign got where it is, for the player and anyone it is shown to. */
export const campaignMarksSchema = z
  .array(z.enum(CAMPAIGN_MARKS))
  .describe(
    'The campaign’s marks, for good: "edited" once game fields were written through the raw record routes ' +
      '(not a name or nickname), "browser" when it was played in a browser and brought in',
  );

export const campaignSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  difficulty: z.enum(DIFFICULTIES),
  theme: z.string().describe('A theme id; a string, as an old row may hold one this build does not know'),
  day: z.number().int(),
  threat_level: z.number().int(),
  supplies: z.number().int(),
  funds: z.number().int(),
  intel: z.number().int(),
  reputation: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  last_played: z.string().nullable(),
  total_playtime: z.number().int(),
  is_active: flagOutput,
  game_over: flagOutput,
  victory: flagOutput,
  marks: campaignMarksSchema,
});
export type ApiCampaign = z.output<typeof campaignSchema>;
