/**
 * The spec's campaign log records (missions-battle-themes §3, §7), owner-scoped: an event in another
 * user's campaign is 404. Writes lock the campaign like every raw record route, and a new event takes
 * its `ref` from the campaign's id counter, so the engine loads it as one more log entry.
 */
import { EVENT_TYPES } from '@holdfast/engine';
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { campaigns, events, type JsonObject } from '../db/schema';
import { RecordError } from '../record-errors';
import type { ApiEvent } from '../schemas/event-record';
import {
  type EventListQuery,
  type EventUpdate,
  type NewEventBody,
  RECENT_DEFAULT_LIMIT,
  RESOURCE_CHANGES_ONLY_FOR_RESOURCE,
} from '../schemas/event-record';
import { takeEngineId } from './campaign-records';
import { lockOwnCampaign, requireOwnCampaign } from './campaigns';

export type EventRow = typeof events.$inferSelect;
type EventColumns = Partial<typeof events.$inferInsert>;

export const EVENT_NOT_FOUND = 'Event not found';
const notFound = () => new RecordError('not-found', EVENT_NOT_FOUND);

/** The API's event record: its type is inferred from the zod schema (schemas/event-record.ts). */
export type { ApiEvent };

export function toApiEvent(row: EventRow): ApiEvent {
  return {
    id: row.id,
    campaign_id: row.campaignId,
    ref: row.ref,
    event_type: row.eventType,
    event_title: row.eventTitle,
    event_description: row.eventDescription,
    occurred_on_day: row.occurredOnDay,
    resource_changes: row.resourceChanges === null ? null : JSON.stringify(row.resourceChanges),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The list with the §7 helpers applied: by day, by type, between days (inclusive), and `recent`,
 * the latest days first, `limit` of them (10 by default). Without `recent` the log reads in order.
 */
export async function listEvents(db: Database, userId: number, query: EventListQuery): Promise<EventRow[]> {
  await requireOwnCampaign(db, userId, query.campaign_id);
  const conditions = [eq(events.campaignId, query.campaign_id)];
  if (query.day !== undefined) conditions.push(eq(events.occurredOnDay, query.day));
  if (query.type !== undefined) conditions.push(eq(events.eventType, query.type));
  if (query.from_day !== undefined) conditions.push(gte(events.occurredOnDay, query.from_day));
  if (query.to_day !== undefined) conditions.push(lte(events.occurredOnDay, query.to_day));
  const selected = db
    .select()
    .from(events)
    .where(and(...conditions));
  if (query.recent) {
    return selected.orderBy(desc(events.occurredOnDay), desc(events.id)).limit(query.limit ?? RECENT_DEFAULT_LIMIT);
  }
  const ordered = selected.orderBy(asc(events.occurredOnDay), asc(events.id));
  return query.limit === undefined ? ordered : ordered.limit(query.limit);
}

export interface EventDay {
  day: number;
  events: ApiEvent[];
}

/** The timeline helper: one group per day, earliest first, each in the order the log was written. */
export function eventTimeline(rows: readonly EventRow[]): EventDay[] {
  const byDay = new Map<number, ApiEvent[]>();
  for (const row of [...rows].sort((a, b) => a.occurredOnDay - b.occurredOnDay || a.id - b.id)) {
    const group = byDay.get(row.occurredOnDay) ?? [];
    group.push(toApiEvent(row));
    byDay.set(row.occurredOnDay, group);
  }
  return [...byDay].map(([day, dayEvents]) => ({ day, events: dayEvents }));
}

export interface EventSummary {
  total: number;
  byType: Record<(typeof EVENT_TYPES)[number], number>;
  firstDay: number | null;
  lastDay: number | null;
}

export function eventSummary(rows: readonly EventRow[]): EventSummary {
  const byType = Object.fromEntries(EVENT_TYPES.map((type) => [type, 0])) as EventSummary['byType'];
  for (const row of rows) {
    if (row.eventType in byType) byType[row.eventType as keyof typeof byType] += 1;
  }
  const days = rows.map((row) => row.occurredOnDay);
  return {
    total: rows.length,
    byType,
    firstDay: days.length === 0 ? null : Math.min(...days),
    lastDay: days.length === 0 ? null : Math.max(...days),
  };
}

export async function findEvent(db: Database, userId: number, id: number): Promise<EventRow> {
  const [found] = await db
    .select({ event: events })
    .from(events)
    .innerJoin(campaigns, eq(campaigns.id, events.campaignId))
    .where(and(eq(events.id, id), eq(campaigns.userId, userId)))
    .limit(1);
  if (!found) throw notFound();
  return found.event;
}

/** Resource changes belong to resource events only (§3); anything else carrying them is a 400. */
function checkResourceChanges(type: string, changes: unknown) {
  if (type !== 'resource' && changes !== null && changes !== undefined) {
    throw new RecordError('invalid', RESOURCE_CHANGES_ONLY_FOR_RESOURCE);
  }
}

export async function createEvent(
  db: Database,
  userId: number,
  campaignId: number,
  input: Omit<NewEventBody, 'campaign_id'>,
): Promise<EventRow> {
  checkResourceChanges(input.event_type, input.resource_changes);
  return db.transaction(async (tx) => {
    await lockOwnCampaign(tx, userId, campaignId, 'game');
    const ref = await takeEngineId(tx, campaignId, 'event');
    const [row] = await tx
      .insert(events)
      .values({
        campaignId,
        ref,
        eventType: input.event_type,
        eventTitle: input.event_title,
        eventDescription: input.event_description,
        occurredOnDay: input.occurred_on_day,
        resourceChanges: input.resource_changes ?? null,
      })
      .returning();
    if (!row) throw new Error('insert into events returned no row');
    return row;
  });
}

export async function updateEvent(db: Database, userId: number, id: number, update: EventUpdate): Promise<EventRow> {
  return db.transaction(async (tx) => {
    const owned = await findEvent(tx, userId, id);
    await lockOwnCampaign(tx, userId, owned.campaignId, 'game');
    const found = await findEvent(tx, userId, id);
    const type = update.event_type ?? found.eventType;
    // A type change away from resource drops the changes unless the body sets them itself.
    const changes =
      update.resource_changes !== undefined
        ? update.resource_changes
        : type === 'resource'
          ? undefined
          : found.resourceChanges === null
            ? undefined
            : null;
    checkResourceChanges(type, update.resource_changes);
    const columns: EventColumns = {};
    if (update.event_type !== undefined) columns.eventType = update.event_type;
    if (update.event_title !== undefined) columns.eventTitle = update.event_title;
    if (update.event_description !== undefined) columns.eventDescription = update.event_description;
    if (update.event_title !== undefined || update.event_description !== undefined) {
      // New words replace the engine's fact, which the game would word instead of the columns.
      columns.stateExtra = withoutFact(found.stateExtra);
    }
    if (update.occurred_on_day !== undefined) columns.occurredOnDay = update.occurred_on_day;
    if (changes !== undefined) columns.resourceChanges = changes;
    if (Object.keys(columns).length === 0) return found;
    const [row] = await tx.update(events).set(columns).where(eq(events.id, id)).returning();
    if (!row) throw notFound();
    return row;
  });
}

/** A row's `state_extra` without the engine's `fact`. */
function withoutFact(stateExtra: JsonObject): JsonObject {
  const { fact: _fact, ...rest } = stateExtra;
  return rest;
}

export async function deleteEvent(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findEvent(tx, userId, id);
    await lockOwnCampaign(tx, userId, found.campaignId, 'game');
    const deleted = await tx.delete(events).where(eq(events.id, id)).returning({ id: events.id });
    if (deleted.length === 0) throw notFound();
  });
}
