/**
 * Saves what one action changed, and nothing else (issue 4): the engine hands back a whole new
 * GameState, this compares it with the one it was computed from and writes only the difference.
 * Entities are matched by their engine id (research by project id); an entity that is the same
 * object as before, or serialises to the same JSON, is left alone. Changed and new entities of a
 * table are written by one upsert on (campaign_id, ref), vanished ones deleted. Campaign columns
 * are updated only when their value changed (plus updated_at and last_played).
 *
 * Call it inside the transaction that loaded `before` while holding the campaign lock.
 */

import type {
  ActiveMission,
  CampaignEvent,
  DaySnapshot,
  Facility,
  GameState,
  ResearchRecord,
  Soldier,
} from '@holdfast/engine';
import { RESEARCH_BY_ID } from '@holdfast/engine';
import { and, eq, getTableColumns, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { campaigns, daySnapshots, events, facilities, missions, research, squadMembers } from '../db/schema';
import {
  campaignStateColumns,
  daySnapshotRow,
  eventRow,
  facilityRow,
  missionRow,
  type ResearchDetails,
  researchRow,
  soldierRow,
} from './game-state';

/** The catalogue's words for a project, copied into the spec's research record. */
export function researchDetails(projectId: string): ResearchDetails {
  const project = RESEARCH_BY_ID.get(projectId);
  if (!project) return {};
  return {
    name: project.name,
    duration: project.durationDays,
    cost: project.cost,
    benefits: project.benefits,
    category: project.category,
  };
}

export interface EntityDiff<Entity> {
  added: Entity[];
  changed: Entity[];
  removedKeys: string[];
}

/** What differs between two lists of entities keyed by `key`; order within a list does not matter. */
export function diffByKey<Entity>(
  before: readonly Entity[],
  after: readonly Entity[],
  key: (entity: Entity) => string,
): EntityDiff<Entity> {
  const previous = new Map(before.map((entity) => [key(entity), entity]));
  const added: Entity[] = [];
  const changed: Entity[] = [];
  for (const entity of after) {
    const entityKey = key(entity);
    const old = previous.get(entityKey);
    if (old === undefined) {
      added.push(entity);
      continue;
    }
    previous.delete(entityKey);
    // The engine never mutates: an untouched entity is usually the very same object.
    if (old !== entity && JSON.stringify(old) !== JSON.stringify(entity)) changed.push(entity);
  }
  return { added, changed, removedKeys: [...previous.keys()] };
}

/** Statements issued per table, for tests and for the curious (`EXPLAIN` of a day's save). */
export interface WriteSummary {
  campaignColumns: string[];
  inserted: Record<string, number>;
  updated: Record<string, string[]>;
  deleted: Record<string, string[]>;
}

/** How one collection of the state is stored: its key, and the two writes a diff needs. */
interface CollectionStore<Entity> {
  name: string;
  list: (state: GameState) => readonly Entity[];
  key: (entity: Entity) => string;
  /** Inserts new entities and rewrites changed ones, in one statement (built, not yet run). */
  upsert: (tx: Database, campaignId: number, entities: Entity[]) => SQLWrapper;
  remove: (tx: Database, campaignId: number, keys: string[]) => SQLWrapper;
}

/**
 * `SET column = excluded.column` for an upsert: on a key conflict the proposed row's values
 * replace the stored ones, for these columns only.
 */
function fromExcluded<Table extends PgTable>(table: Table, keys: readonly (keyof Table['$inferInsert'] & string)[]) {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const set: Record<string, SQL> = {};
  for (const key of keys) set[key] = sql.raw(`excluded."${columns[key]?.name ?? key}"`);
  return set as PgUpdateSetSource<Table>;
}

/*
 * One store per table, spelled out: Drizzle's builders are typed per table. Changed and new rows
 * of a table go out as ONE `INSERT ... ON CONFLICT (campaign_id, ref) DO UPDATE`, so a day costs
 * a statement per touched table rather than one per row; rows not in the diff are not written.
 */
const facilityStore: CollectionStore<Facility> = {
  name: 'facilities',
  list: (state) => state.facilities,
  key: (facility) => facility.id,
  upsert: (tx, campaignId, list) =>
    tx
      .insert(facilities)
      .values(list.map((f) => facilityRow(campaignId, f)))
      .onConflictDoUpdate({
        target: [facilities.campaignId, facilities.ref],
        set: fromExcluded(facilities, [
          'facilityType',
          'facilityName',
          'level',
          'gridRow',
          'gridCol',
          'isActive',
          'constructionDaysRemaining',
          'stateExtra',
        ]),
      }),
  remove: (tx, campaignId, refs) =>
    tx.delete(facilities).where(and(eq(facilities.campaignId, campaignId), inArray(facilities.ref, refs))),
};

const squadStore: CollectionStore<Soldier> = {
  name: 'squad_members',
  list: (state) => state.squad,
  key: (soldier) => soldier.id,
  upsert: (tx, campaignId, list) =>
    tx
      .insert(squadMembers)
      .values(list.map((s) => soldierRow(campaignId, s)))
      .onConflictDoUpdate({
        target: [squadMembers.campaignId, squadMembers.ref],
        set: fromExcluded(squadMembers, [
          'name',
          'nickname',
          'rank',
          'class',
          'health',
          'maxHealth',
          'status',
          'missionsCompleted',
          'experience',
          'unlockedSkills',
          'loadout',
          'history',
          'stateExtra',
        ]),
      }),
  remove: (tx, campaignId, refs) =>
    tx.delete(squadMembers).where(and(eq(squadMembers.campaignId, campaignId), inArray(squadMembers.ref, refs))),
};

const researchStore: CollectionStore<ResearchRecord> = {
  name: 'research',
  list: (state) => state.research,
  key: (record) => record.projectId,
  upsert: (tx, campaignId, list) =>
    tx
      .insert(research)
      .values(list.map((r) => researchRow(campaignId, r, researchDetails(r.projectId))))
      .onConflictDoUpdate({
        target: [research.campaignId, research.researchType],
        // Only what a day or an action changes; the catalogue copy and started_at stay.
        set: fromExcluded(research, [
          'progress',
          'completed',
          'completedAt',
          'completedOnDay',
          'startedOnDay',
          'stateExtra',
        ]),
      }),
  remove: (tx, campaignId, types) =>
    tx.delete(research).where(and(eq(research.campaignId, campaignId), inArray(research.researchType, types))),
};

const missionStore: CollectionStore<ActiveMission> = {
  name: 'missions',
  list: (state) => state.missions,
  key: (mission) => mission.id,
  upsert: (tx, campaignId, list) =>
    tx
      .insert(missions)
      .values(list.map((m) => missionRow(campaignId, m)))
      .onConflictDoUpdate({
        target: [missions.campaignId, missions.ref],
        set: fromExcluded(missions, [
          'missionType',
          'status',
          'completedAt',
          'assignedSquad',
          'success',
          'mode',
          'daysRemaining',
          'deployedOnDay',
          'completedOnDay',
          'casualties',
          'rewards',
          'stateExtra',
        ]),
      }),
  remove: (tx, campaignId, refs) =>
    tx.delete(missions).where(and(eq(missions.campaignId, campaignId), inArray(missions.ref, refs))),
};

const eventStore: CollectionStore<CampaignEvent> = {
  name: 'events',
  list: (state) => state.events,
  key: (event) => event.id,
  upsert: (tx, campaignId, list) =>
    tx
      .insert(events)
      .values(list.map((e) => eventRow(campaignId, e)))
      .onConflictDoUpdate({
        target: [events.campaignId, events.ref],
        set: fromExcluded(events, [
          'eventType',
          'eventTitle',
          'eventDescription',
          'occurredOnDay',
          'resourceChanges',
          'stateExtra',
        ]),
      }),
  remove: (tx, campaignId, refs) =>
    tx.delete(events).where(and(eq(events.campaignId, campaignId), inArray(events.ref, refs))),
};

/** Day snapshots, keyed by day: ADVANCE DAY appends one. */
const daySnapshotStore: CollectionStore<DaySnapshot> = {
  name: 'day_snapshots',
  list: (state) => state.history ?? [],
  key: (snapshot) => String(snapshot.day),
  upsert: (tx, campaignId, list) =>
    tx
      .insert(daySnapshots)
      .values(list.map((d) => daySnapshotRow(campaignId, d)))
      .onConflictDoUpdate({
        target: [daySnapshots.campaignId, daySnapshots.day],
        set: fromExcluded(daySnapshots, ['snapshot']),
      }),
  remove: (tx, campaignId, days) =>
    tx
      .delete(daySnapshots)
      .where(and(eq(daySnapshots.campaignId, campaignId), inArray(daySnapshots.day, days.map(Number)))),
};

/** The statements one collection needs: deletes (run first, on their own) and one upsert. */
interface CollectionWrites {
  deletes: SQLWrapper[];
  upserts: SQLWrapper[];
}

function collectionWrites<Entity>(
  tx: Database,
  campaignId: number,
  store: CollectionStore<Entity>,
  before: GameState,
  after: GameState,
  summary: WriteSummary,
  writes: CollectionWrites,
): void {
  const diff = diffByKey(store.list(before), store.list(after), store.key);
  if (diff.removedKeys.length > 0) {
    writes.deletes.push(store.remove(tx, campaignId, diff.removedKeys));
    summary.deleted[store.name] = diff.removedKeys;
  }
  const written = [...diff.changed, ...diff.added];
  if (written.length > 0) {
    writes.upserts.push(store.upsert(tx, campaignId, written));
    if (diff.changed.length > 0) summary.updated[store.name] = diff.changed.map(store.key);
    if (diff.added.length > 0) summary.inserted[store.name] = diff.added.length;
  }
}

/**
 * Runs independent writes as ONE statement of data-modifying CTEs (PostgreSQL runs each exactly
 * once, to completion): a day touches up to seven tables, and a round trip per table was most of
 * a day's time. With `returning`, the last write's RETURNING rows are the answer. Only for writes that
 * cannot meet each other: all CTEs see the same snapshot, so a delete and an insert of the same
 * key must not share one statement.
 */
export async function runTogether(
  tx: Database,
  writes: readonly SQLWrapper[],
  returning = false,
): Promise<Record<string, unknown>[]> {
  if (writes.length === 0) return [];
  // An embedded query builder comes out in parentheses already: `write_0 as (update ...)`.
  const parts = writes.map((write, i) => sql`${sql.raw(`write_${i}`)} as ${write}`);
  const last = returning ? sql.raw(`select * from write_${writes.length - 1}`) : sql.raw('select 1');
  const result = await tx.execute(sql`with ${sql.join(parts, sql`, `)} ${last}`);
  // node-postgres answers a QueryResult, PGlite `{ rows }` as well.
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

type CampaignColumns = ReturnType<typeof campaignStateColumns>;

/** The campaign columns whose value differs between the two states. */
export function changedCampaignColumns(before: GameState, after: GameState): Partial<CampaignColumns> {
  const old = campaignStateColumns(before);
  const next = campaignStateColumns(after);
  const changed: Partial<CampaignColumns> = {};
  for (const column of Object.keys(next) as (keyof CampaignColumns)[]) {
    if (old[column] !== next[column]) Object.assign(changed, { [column]: next[column] });
  }
  return changed;
}

/**
 * Writes the difference between `before` and `after` for one campaign; returns what it wrote.
 * `alongside`: more independent writes sent in the same statement, e.g. the Idempotency-Key's
 * answer; the last one must have RETURNING, and its rows come back as `alongsideRows`.
 */
export async function saveStateChanges(
  tx: Database,
  campaignId: number,
  before: GameState,
  after: GameState,
  now = new Date(),
  alongside: readonly SQLWrapper[] = [],
): Promise<WriteSummary & { alongsideRows: Record<string, unknown>[] }> {
  const changed = changedCampaignColumns(before, after);
  const summary: WriteSummary = { campaignColumns: Object.keys(changed), inserted: {}, updated: {}, deleted: {} };
  const writes: CollectionWrites = {
    deletes: [],
    // Playing the campaign is what last_played records, so every applied action touches the row.
    upserts: [
      tx
        .update(campaigns)
        .set({ ...changed, updatedAt: now, lastPlayed: now })
        .where(eq(campaigns.id, campaignId)),
    ],
  };
  for (const store of [facilityStore, squadStore, researchStore, missionStore, eventStore, daySnapshotStore]) {
    collectionWrites(tx, campaignId, store as CollectionStore<unknown>, before, after, summary, writes);
  }
  // Deletes run first, on their own, so a research project cancelled and restarted, or a slot
  // emptied and rebuilt, never meets its old row in a unique constraint.
  for (const remove of writes.deletes) await tx.execute(remove.getSQL());
  const rows = await runTogether(tx, [...writes.upserts, ...alongside], alongside.length > 0);
  return { ...summary, alongsideRows: alongside.length > 0 ? rows : [] };
}
