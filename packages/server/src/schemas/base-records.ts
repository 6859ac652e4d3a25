/**
 * The spec's raw CRUD records for squad, facilities and research (base-and-accounts §3, §7) in its
 * own snake_case words, with ranges from the engine's content. These routes exist because the spec
 * lists them; the game itself changes a campaign through `POST /api/campaigns/:id/actions`.
 */
import {
  ARMOR_BY_ID,
  CLASS_IDS,
  FACILITY_TYPES,
  type FacilityType,
  MAX_FACILITY_LEVEL,
  NICKNAME_MAX_LENGTH,
  RANKS,
  RESEARCH_PROJECTS,
  SKILL_BY_ID,
  SOLDIER_STATUSES,
  UTILITY_BY_ID,
  WEAPON_BY_ID,
} from '@holdfast/engine';
import { z } from 'zod';
import { flagInput, flagOutput, idSchema } from './common';

/** The data-editing surface (docs/ARCHITECTURE.md, "Raw record routes"): said in every route's OpenAPI text. */
export const DATA_EDITING_NOTE =
  'Data editing, not play: it writes the stored record as given (types and ranges checked), with no ' +
  'game rule applied — no costs, no availability checks, no rolls. The game never calls it; it plays ' +
  'through `POST /api/campaigns/{id}/actions`, and the engine loads whatever this stores as saved data.';

export const RAW_ROUTE_NOTE = `A raw record route kept because the spec lists it. ${DATA_EDITING_NOTE}`;

const INT_MAX = 2_147_483_647;
const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be at least 0`)
    .max(INT_MAX, `${label} is too large`);

/** JSON text, as the spec sends lists and objects, or the value itself; parsed, then checked by `inner`. */
function jsonText<Inner extends z.ZodType>(inner: Inner, label: string) {
  return z
    .union([z.string().max(16_384), z.array(z.unknown()), z.record(z.string(), z.unknown())])
    .transform((value, context) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: `${label} must be JSON` });
        return z.NEVER;
      }
    })
    .pipe(inner);
}

// ---- Squad ---------------------------------------------------------------------------------

export const NICKNAME_RULE = `Nickname must be 1-${NICKNAME_MAX_LENGTH} characters!`;
export const HEALTH_ABOVE_MAX = 'Health cannot exceed max_health';

const rankNames = RANKS.map((rank) => rank.name) as [string, ...string[]];

const nickname = z
  .string()
  .trim()
  .min(1, NICKNAME_RULE)
  .max(NICKNAME_MAX_LENGTH, NICKNAME_RULE)
  .nullable()
  .describe(`Trimmed, 1-${NICKNAME_MAX_LENGTH} characters; null clears it`);

const soldierClass = z
  .enum([...CLASS_IDS, 'none'])
  .nullable()
  .transform((value) => (value === 'none' ? null : value))
  .describe('sniper, ranger, support, heavy, or none/null');

const unlockedSkills = jsonText(
  z
    .array(z.string().refine((id) => SKILL_BY_ID.has(id), 'Unknown skill'))
    .max(50)
    .transform((ids) => [...new Set(ids)]),
  'unlocked_skills',
).describe('JSON text list of skill ids');

const loadout = jsonText(
  z.strictObject({
    weapon: z.string().refine((id) => WEAPON_BY_ID.has(id), 'Unknown weapon'),
    armor: z.string().refine((id) => ARMOR_BY_ID.has(id), 'Unknown armor'),
    utility: z.string().refine((id) => UTILITY_BY_ID.has(id), 'Unknown utility'),
  }),
  'loadout',
).describe('JSON text {weapon, armor, utility}');

const squadFields = {
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  nickname,
  rank: z.enum(rankNames),
  class: soldierClass,
  health: count('health').max(10_000, 'health must be at most 10000'),
  max_health: count('max_health')
    .min(1, 'max_health must be at least 1')
    .max(10_000, 'max_health must be at most 10000'),
  status: z.enum(SOLDIER_STATUSES),
  missions_completed: count('missions_completed'),
  experience: count('experience'),
  unlocked_skills: unlockedSkills,
  loadout,
};

export const createSquadMemberBody = z.object({
  campaign_id: idSchema,
  name: squadFields.name,
  nickname: squadFields.nickname.optional(),
  rank: squadFields.rank.optional().describe('Derived from experience when left out'),
  class: squadFields.class.optional(),
  health: squadFields.health.optional(),
  max_health: squadFields.max_health.optional(),
  status: squadFields.status.optional(),
  missions_completed: squadFields.missions_completed.optional(),
  experience: squadFields.experience.optional(),
  unlocked_skills: squadFields.unlocked_skills.optional(),
  loadout: squadFields.loadout.optional(),
});

export const updateSquadMemberBody = z.strictObject({
  name: squadFields.name.optional(),
  nickname: squadFields.nickname.optional(),
  rank: squadFields.rank.optional(),
  class: squadFields.class.optional(),
  health: squadFields.health.optional(),
  max_health: squadFields.max_health.optional(),
  status: squadFields.status.optional(),
  missions_completed: squadFields.missions_completed.optional(),
  experience: squadFields.experience.optional(),
  unlocked_skills: squadFields.unlocked_skills.optional(),
  loadout: squadFields.loadout.optional(),
});
export type SquadMemberUpdate = z.output<typeof updateSquadMemberBody>;

export const squadBatchBody = z
  .array(z.strictObject({ memberId: idSchema, updates: updateSquadMemberBody }))
  .min(1, 'Send at least one update')
  .max(100, 'At most 100 updates at once');

export const squadMemberSchema = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  ref: z.string().describe('The engine id ("soldier-3") that actions use'),
  name: z.string(),
  nickname: z.string().nullable(),
  rank: z.string(),
  class: z.string().nullable(),
  health: z.number().int(),
  max_health: z.number().int(),
  status: z.string(),
  missions_completed: z.number().int(),
  experience: z.number().int(),
  unlocked_skills: z.string().describe('JSON text'),
  loadout: z.string().describe('JSON text'),
  created_at: z.string(),
});
export type ApiSquadMember = z.output<typeof squadMemberSchema>;

// ---- Facilities ----------------------------------------------------------------------------

const gridIndex = (label: string) =>
  z
    .number({ error: `${label} must be a whole number from 0 to 4` })
    .int(`${label} must be a whole number from 0 to 4`)
    .min(0, `${label} must be a whole number from 0 to 4`)
    .max(4, `${label} must be a whole number from 0 to 4`);

/** The spec also calls the research facility `research_lab`. */
const facilityType = z
  .enum([...FACILITY_TYPES, 'research_lab'])
  .transform((value): FacilityType => (value === 'research_lab' ? 'research' : value));

const facilityFields = {
  facility_name: z.string().trim().min(1, 'Facility name is required').max(100),
  level: z
    .number()
    .int('level must be a whole number')
    .min(1, 'level must be at least 1')
    .max(MAX_FACILITY_LEVEL, `level must be at most ${MAX_FACILITY_LEVEL}`),
  grid_row: gridIndex('grid_row'),
  grid_col: gridIndex('grid_col'),
  is_active: flagInput,
  construction_days_remaining: count('construction_days_remaining').max(365),
};

export const createFacilityBody = z.object({
  campaign_id: idSchema,
  facility_type: facilityType,
  facility_name: facilityFields.facility_name.optional().describe('The content’s name when left out'),
  level: facilityFields.level.default(1),
  grid_row: facilityFields.grid_row,
  grid_col: facilityFields.grid_col,
  is_active: facilityFields.is_active.default(true),
  construction_days_remaining: facilityFields.construction_days_remaining.default(0),
});

export const updateFacilityBody = z.strictObject({
  facility_name: facilityFields.facility_name.optional(),
  level: facilityFields.level.optional(),
  grid_row: facilityFields.grid_row.optional(),
  grid_col: facilityFields.grid_col.optional(),
  is_active: facilityFields.is_active.optional(),
  construction_days_remaining: facilityFields.construction_days_remaining.optional(),
});
export type FacilityUpdate = z.output<typeof updateFacilityBody>;

export const facilityBatchBody = z
  .array(z.strictObject({ facilityId: idSchema, updates: updateFacilityBody }))
  .min(1, 'Send at least one update')
  .max(100, 'At most 100 updates at once');

export const facilitySchema = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  ref: z.string().describe('The engine id ("facility-1") that actions use'),
  facility_type: z.string(),
  facility_name: z.string(),
  level: z.number().int(),
  grid_row: z.number().int(),
  grid_col: z.number().int(),
  is_active: flagOutput,
  construction_days_remaining: z.number().int(),
  created_at: z.string(),
});
export type ApiFacility = z.output<typeof facilitySchema>;

// ---- Research ------------------------------------------------------------------------------

const projectIds = RESEARCH_PROJECTS.map((project) => project.id) as [string, ...string[]];

const progress = z
  .number({ error: 'progress must be a number from 0 to 100' })
  .min(0, 'progress must be a number from 0 to 100')
  .max(100, 'progress must be a number from 0 to 100');

export const createResearchBody = z.object({
  campaign_id: idSchema,
  research_type: z.enum(projectIds).describe('A catalogue project id, e.g. basic_armor'),
  research_name: z.string().trim().min(1).max(100).optional().describe('The catalogue’s name when left out'),
  progress: progress.default(0),
  completed: flagInput.default(false),
});

export const updateResearchBody = z.strictObject({
  progress: progress.optional(),
  completed: flagInput.optional(),
  completed_at: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type ResearchUpdate = z.output<typeof updateResearchBody>;

export const researchSchema = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  research_type: z.string(),
  research_name: z.string(),
  progress: z.number(),
  completed: flagOutput,
  started_at: z.string(),
  completed_at: z.string().nullable(),
  duration: z.number().int().nullable(),
  cost: z.string().nullable().describe('JSON text {funds, supplies, intel}'),
  benefits: z.string().nullable(),
  category: z.string().nullable(),
});
export type ApiResearch = z.output<typeof researchSchema>;

export const campaignIdQuery = z.object({ campaign_id: idSchema });
