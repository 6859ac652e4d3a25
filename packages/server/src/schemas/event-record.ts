/**
 * The spec's campaign log event (missions-battle-themes §3, §7) in its own snake_case words, and the
 * client helpers of §7 (by day, by type, most recent, between days) as validated query parameters.
 */
import { EVENT_TYPES } from '@holdfast/engine';
import { z } from 'zod';
import { DATA_EDITING_NOTE } from './base-records';
import { idSchema, MAX_ID } from './common';

export const EVENT_RECORD_NOTE = `A campaign log record route kept because the spec lists it. ${DATA_EDITING_NOTE}`;

export const RESOURCE_CHANGES_ONLY_FOR_RESOURCE = 'resource_changes is only for resource events';
export const RESOURCE_CHANGES_RULE = 'resource_changes must be JSON text of {funds, supplies, intel} whole numbers';
export const DAYS_OUT_OF_ORDER = 'from_day must not be after to_day';

/** How many events `recent` answers when no limit is given (§7). */
export const RECENT_DEFAULT_LIMIT = 10;

const day = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number of at least 1` })
    .int(`${label} must be a whole number of at least 1`)
    .min(1, `${label} must be a whole number of at least 1`)
    .max(100_000, `${label} is too large`);

const change = z
  .number({ error: RESOURCE_CHANGES_RULE })
  .int(RESOURCE_CHANGES_RULE)
  .min(-1_000_000_000, RESOURCE_CHANGES_RULE)
  .max(1_000_000_000, RESOURCE_CHANGES_RULE);
const resourceChangesObject = z.strictObject(
  { funds: change.optional(), supplies: change.optional(), intel: change.optional() },
  { error: RESOURCE_CHANGES_RULE },
);

/** JSON text as the spec sends it, or the object itself; null clears it. */
const resourceChanges = z
  .union([z.string().max(4_096, RESOURCE_CHANGES_RULE), resourceChangesObject])
  .transform((value, context) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: RESOURCE_CHANGES_RULE });
      return z.NEVER;
    }
  })
  .pipe(resourceChangesObject)
  .nullable()
  .describe('JSON text {funds?, supplies?, intel?}; resource events only');

const eventFields = {
  event_type: z.enum(EVENT_TYPES),
  event_title: z
    .string()
    .trim()
    .min(1, 'event_title is required')
    .max(200, 'event_title must be at most 200 characters'),
  event_description: z.string().trim().max(4_000, 'event_description must be at most 4000 characters'),
  occurred_on_day: day('occurred_on_day'),
  resource_changes: resourceChanges,
};

export const createEventBody = z.strictObject({
  campaign_id: idSchema,
  event_type: eventFields.event_type,
  event_title: eventFields.event_title,
  event_description: eventFields.event_description,
  occurred_on_day: eventFields.occurred_on_day,
  resource_changes: eventFields.resource_changes.optional(),
});
export type NewEventBody = z.infer<typeof createEventBody>;

export const updateEventBody = z
  .strictObject({
    event_type: eventFields.event_type.optional(),
    event_title: eventFields.event_title.optional(),
    event_description: eventFields.event_description.optional(),
    occurred_on_day: eventFields.occurred_on_day.optional(),
    resource_changes: eventFields.resource_changes.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export type EventUpdate = z.infer<typeof updateEventBody>;

export const eventListQuery = z
  .object({
    campaign_id: idSchema,
    day: day('day').optional().describe('Only events of this day'),
    type: z.enum(EVENT_TYPES).optional().describe('Only events of this type'),
    from_day: day('from_day').optional().describe('Only events on or after this day'),
    to_day: day('to_day').optional().describe('Only events on or before this day'),
    recent: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((value) => value === 'true' || value === '1')
      .describe(`The most recent events, latest day first (${RECENT_DEFAULT_LIMIT} unless limit says)`),
    limit: z.coerce
      .number({ error: 'limit must be a whole number from 1 to 500' })
      .int('limit must be a whole number from 1 to 500')
      .min(1, 'limit must be a whole number from 1 to 500')
      .max(500, 'limit must be a whole number from 1 to 500')
      .optional(),
  })
  .refine((query) => query.from_day === undefined || query.to_day === undefined || query.from_day <= query.to_day, {
    message: DAYS_OUT_OF_ORDER,
  });
export type EventListQuery = z.infer<typeof eventListQuery>;

export const eventSchema = z.object({
  id: z.number().int().min(1).max(MAX_ID),
  campaign_id: z.number().int(),
  ref: z.string().describe('The engine’s event id ("event-12")'),
  event_type: z.string(),
  event_title: z.string(),
  event_description: z.string(),
  occurred_on_day: z.number().int(),
  resource_changes: z.string().nullable().describe('JSON text, resource events only'),
  created_at: z.string().describe('ISO 8601'),
});
export type ApiEvent = z.output<typeof eventSchema>;

export const eventTimelineSchema = z.array(z.object({ day: z.number().int(), events: z.array(eventSchema) }));

export const eventSummarySchema = z.object({
  total: z.number().int(),
  byType: z.object({
    story: z.number().int(),
    combat: z.number().int(),
    resource: z.number().int(),
    squad: z.number().int(),
  }),
  firstDay: z.number().int().nullable().describe('null when the log is empty'),
  lastDay: z.number().int().nullable(),
});
