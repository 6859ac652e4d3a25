/**
 * The spec's stored mission record (missions-battle-themes §3, §4, §7) in its own snake_case words.
 * The mission type is a mission template id from the engine's content, so a record made here is a
 * mission the engine can load; the squad is a list of soldiers of the same campaign.
 */
import { MISSION_TEMPLATES } from '@holdfast/engine';
import { z } from 'zod';
import { DATA_EDITING_NOTE } from './base-records';
import { idSchema, MAX_ID } from './common';

export const MISSION_RECORD_NOTE =
  `A stored mission record route kept because the spec lists it. ${DATA_EDITING_NOTE} Its status moves ` +
  '(start, complete, fail, abort) are the spec’s record bookkeeping, not the game’s mission rules. ' +
  'Soldiers are named by their squad record ids, as /api/squad names them.';

/** The spec's stored statuses (§4). */
export const MISSION_STATUSES = ['active', 'available', 'in_progress', 'completed', 'failed', 'aborted'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

/** The battle mission's difficulties (§3). */
export const MISSION_DIFFICULTIES = ['easy', 'medium', 'hard', 'other'] as const;

/** The list filters of §7: open (active or available), in progress, finished as completed. */
export const MISSION_LIST_FILTERS = ['active', 'in_progress', 'completed'] as const;

export const UNKNOWN_MISSION_TYPE = 'Unknown mission type';
export const SQUAD_RULE = 'assigned_squad must be a list of soldier ids';

const templateIds = MISSION_TEMPLATES.map((template) => template.id);

const missionType = z
  .string({ error: 'mission_type is required' })
  .refine((id) => templateIds.includes(id), UNKNOWN_MISSION_TYPE)
  .describe(`A mission template id: ${templateIds.join(', ')}`);

const soldierId = idSchema.describe('A squad record id, as /api/squad names soldiers');

const squadList = z.array(soldierId, { error: SQUAD_RULE }).max(50, 'assigned_squad has too many soldiers');

/**
 * The squad as the spec stores it (JSON text) or as a list; either way a list of squad record ids of
 * the same campaign. The record keeps the engine's refs for them and reads back the same ids.
 */
export const assignedSquadInput = z
  .union([z.string().max(4_096, SQUAD_RULE), squadList])
  .transform((value, context) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: SQUAD_RULE });
      return z.NEVER;
    }
  })
  .pipe(squadList)
  .describe('JSON text list (or a list) of squad record ids');
export type AssignedSquadInput = z.infer<typeof assignedSquadInput>;

const failureReason = z.string().trim().max(500, 'failure_reason must be at most 500 characters').nullable();

const missionFields = {
  difficulty: z.enum(MISSION_DIFFICULTIES).nullable(),
  status: z.enum(MISSION_STATUSES),
  assigned_squad: assignedSquadInput,
  success: z.boolean().nullable(),
  failure_reason: failureReason,
};

export const createMissionBody = z.strictObject({
  campaign_id: idSchema,
  mission_type: missionType,
  difficulty: missionFields.difficulty.optional().describe('The template’s difficulty when left out'),
  status: missionFields.status.optional().describe('available when left out'),
  assigned_squad: missionFields.assigned_squad.optional(),
  success: missionFields.success.optional(),
  failure_reason: missionFields.failure_reason.optional(),
});
export type NewMissionBody = z.infer<typeof createMissionBody>;

export const updateMissionBody = z
  .strictObject({
    difficulty: missionFields.difficulty.optional(),
    status: missionFields.status.optional(),
    assigned_squad: missionFields.assigned_squad.optional(),
    success: missionFields.success.optional(),
    failure_reason: missionFields.failure_reason.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export type MissionUpdate = z.infer<typeof updateMissionBody>;

export const startMissionBody = z.strictObject({ assigned_squad: assignedSquadInput });
export const completeMissionBody = z.strictObject({ success: z.boolean().optional() }).nullish();
export const failMissionBody = z.strictObject({ reason: failureReason.optional() }).nullish();

export const missionListQuery = z.object({
  campaign_id: idSchema,
  status: z.enum(MISSION_STATUSES).optional(),
  filter: z
    .enum(MISSION_LIST_FILTERS)
    .optional()
    .describe('active: open missions (active or available); in_progress; completed'),
  mission_type: missionType.optional(),
  difficulty: z.enum(MISSION_DIFFICULTIES).optional(),
});
export type MissionListQuery = z.infer<typeof missionListQuery>;

export const missionSchema = z.object({
  id: z.number().int().min(1).max(MAX_ID),
  campaign_id: z.number().int(),
  ref: z.string().describe('The engine’s mission id ("mission-7")'),
  mission_type: z.string(),
  difficulty: z.string().nullable(),
  status: z.string(),
  started_at: z.string().describe('ISO 8601'),
  completed_at: z.string().nullable(),
  assigned_squad: z.string().describe('JSON text list of squad record ids (the ids /api/squad uses)'),
  success: z.boolean().nullable(),
  failure_reason: z.string().nullable(),
});
export type ApiMission = z.output<typeof missionSchema>;

export const missionStatsSchema = z.object({
  total: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
  inProgress: z.number().int(),
  available: z.number().int().describe('Open missions: status active or available'),
  successRate: z.number().describe('Successful missions over finished ones (completed + failed), 0 when none'),
});
export type ApiMissionStats = z.output<typeof missionStatsSchema>;
