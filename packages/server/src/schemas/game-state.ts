import {
  CLASS_IDS,
  DIFFICULTIES,
  EVENT_TYPES,
  FACILITY_TYPES,
  type PublicGameState,
  SOLDIER_STATUSES,
  THEME_IDS,
} from '@holdfast/engine';
import { z } from 'zod';
import { campaignMarksSchema } from './campaign';

/**
 * The engine's GameState as the API sends it (packages/engine/src/campaign/types.ts). Objects are
 * loose: fields a newer engine adds pass through instead of being stripped, while the listed ones
 * are checked on the way out and documented in OpenAPI.
 */
const resources = z.looseObject({ funds: z.number(), supplies: z.number(), intel: z.number() });

const facility = z.looseObject({
  id: z.string(),
  type: z.enum(FACILITY_TYPES),
  name: z.string(),
  level: z.number().int(),
  row: z.number().int(),
  col: z.number().int(),
  isActive: z.boolean(),
  constructionDaysRemaining: z.number().int(),
});

const soldier = z.looseObject({
  id: z.string(),
  name: z.string(),
  nickname: z.string().nullable(),
  rank: z.string(),
  classId: z.enum(CLASS_IDS).nullable(),
  health: z.number(),
  maxHealth: z.number(),
  status: z.enum(SOLDIER_STATUSES),
  missionsCompleted: z.number().int(),
  experience: z.number(),
  unlockedSkills: z.array(z.string()),
  loadout: z.looseObject({ weapon: z.string(), armor: z.string(), utility: z.string() }),
  history: z.array(
    z
      .looseObject({
        day: z.number().int(),
        fact: z.looseObject({ kind: z.string() }).optional(),
        text: z.string().optional(),
      })
      .describe('A service-record line: a fact the theme words (older saves carry text)'),
  ),
});

const researchRecord = z.looseObject({
  projectId: z.string(),
  progress: z.number(),
  completed: z.boolean(),
  startedOnDay: z.number().int(),
  completedOnDay: z.number().int().nullable(),
});

const mission = z.looseObject({
  id: z.string(),
  templateId: z.string(),
  mode: z.enum(['auto', 'manual']),
  squad: z.array(z.string()),
  daysRemaining: z.number().int(),
  status: z.enum(['Active', 'Completed', 'Aborted']),
  deployedOnDay: z.number().int(),
  completedOnDay: z.number().int().nullable(),
  success: z.boolean().nullable(),
  casualties: z.array(
    z.looseObject({ soldierId: z.string(), soldierName: z.string(), damage: z.number(), killed: z.boolean() }),
  ),
  rewards: z
    .looseObject({ funds: z.number(), supplies: z.number(), intel: z.number(), xp: z.number(), reputation: z.number() })
    .nullable(),
});

const event = z.looseObject({
  id: z.string(),
  type: z.enum(EVENT_TYPES),
  fact: z
    .looseObject({ kind: z.string() })
    .optional()
    .describe('What happened, as the engine states it; the theme words it (wordLogEvent)'),
  title: z.string().optional().describe('Free words: older saves and entries written through /api/events'),
  description: z.string().optional(),
  day: z.number().int(),
  resourceChanges: z.record(z.string(), z.number()).nullable(),
});

export const gameStateSchema = z
  .looseObject({
    schemaVersion: z.number().int(),
    name: z.string(),
    difficulty: z.enum(DIFFICULTIES),
    theme: z.enum(THEME_IDS),
    day: z.number().int(),
    threatLevel: z.number(),
    resources,
    reputation: z.number(),
    facilities: z.array(facility),
    squad: z.array(soldier),
    research: z.array(researchRecord),
    missions: z.array(mission),
    events: z.array(event),
    history: z
      .array(z.looseObject({ day: z.number().int() }))
      .describe('One snapshot per day, oldest first (the campaign log’s charts)'),
    gameOver: z.boolean(),
    victory: z.boolean(),
    nextId: z.number().int(),
    marks: campaignMarksSchema.optional(),
  })
  .describe(
    'The game state of a campaign as a player may see it (the engine’s PublicGameState): the generator and ' +
      'unfinished battles’ seeds stay on the server',
  );

export type GameStateBody = z.output<typeof gameStateSchema>;

/**
 * The engine's interfaces lack the index signature the loose schema's type carries; the
 * serializer still checks every listed field on the way out.
 */
export function toGameStateBody(state: PublicGameState): GameStateBody {
  return state as unknown as GameStateBody;
}
