/**
 * `POST /api/campaigns/import`'s body and answer (issue 14): the guest campaign as the browser keeps
 * it (the options it was started with and every action it accepted) with the day and checksum it
 * replays to. The web sends exactly `ImportCampaignRequest` (`@holdfast/server/contract`).
 */
import { DIFFICULTIES, THEME_IDS } from '@holdfast/engine';
import { z } from 'zod';
import { campaignName } from './campaign';
import { gameActionSchema } from './game-action';
import { gameStateSchema } from './game-state';

/*
 * Limits follow what honest play produces (issue 21; `npm run record-sizes -w @holdfast/engine`,
 * figures and margins in ARCHITECTURE "Import limits"): the scripted commander's longest record
 * over whole campaigns fits several times over, and the heaviest body that fits costs the
 * verification worker a bounded time.
 */
/** The most bytes an import body may have (honest longest 0.25 MB: 8×); more answers 413. */
export const IMPORT_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
/** The most campaign actions one import may replay (honest longest 775: 6.5×); more answers 422. */
export const IMPORT_MAX_ACTIONS = 5_000;
/** The most battle actions, all completeBattle logs together, one import may replay (honest most 3,151: 6.3×); more answers 422. */
export const IMPORT_MAX_BATTLE_ACTIONS = 20_000;

// Kept in step with NewCampaignDialog's guest campaign (NewCampaignOptions in the engine).
export const importBody = z.strictObject({
  options: z.strictObject({
    name: campaignName,
    difficulty: z.enum(DIFFICULTIES),
    theme: z.enum(THEME_IDS),
    seed: z
      .union([
        z.string().regex(/^[0-9a-f]{32}$/, 'seed must be 32 lowercase hex digits'),
        z.number().int().min(-2_147_483_648).max(4_294_967_295),
      ])
      .describe(
        'The seed the campaign was started with: 32 hex digits from the browser’s CSPRNG (issue 32), or a record’s older 32-bit number',
      ),
  }),
  actions: z
    .array(gameActionSchema)
    .describe(`Every action the campaign accepted, in order (at most ${IMPORT_MAX_ACTIONS}; more answers 422)`),
  rulesVersion: z
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .optional()
    .describe('The engine’s RULES_VERSION the actions were accepted under; absent means 1 (before versions)'),
  carriedOver: z
    .strictObject({
      rulesVersion: z.number().int().min(1).max(1_000_000).describe('The earlier release’s RULES_VERSION'),
      state: gameStateSchema
        .extend({ rng: z.array(z.number().int()).length(4).describe('The generator’s state') })
        .describe('The whole state the earlier release saved (or the server carried a format-1 record over to)'),
    })
    .optional()
    .describe(
      'Set on a record carried over from an earlier release by its snapshot (issue 31): the actions follow this state, and the campaign is marked carried over',
    ),
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
