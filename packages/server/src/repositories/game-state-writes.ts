/**
 * Saves what one action changed, and nothing else (issue 4): the engine hands back a whole new
 * GameState, this compares it with the one it was computed from and writes only the difference.
 * Entities are matched by their engine id (research by project id); an entity that is the same
 * object as before, or serialises to the same JSON, is left alone. Changed and new entities of a
 * table are written by one upsert on (campaign_id, ref), vanished ones deleted. The campaign's
 * one row is rewritten whole, with its new state_version, updated_at and last_played.
 *
 * planStateChanges works out the writes; commitStateChanges sends them as one statement that
 * writes nothing unless the campaign is the caller's and still at the version the changes were
 * computed from (see campaign-actions.ts for the two ways it is used).
 */

import type { GameState } from '@holdfast/engine';
import { RESEARCH_BY_ID } from '@holdfast/engine';
import { and, eq, getTableColumns, getTableName, inArray, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Database, executeStatement } from '../db/client';
import { campaigns, daySnapshots, events, facilities, missions, research, squadMembers } from '../db/schema';
import { Statement } from '../db/statement';
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
import { type AnswerToKeep, appendAnswerWrites } from './idempotency';
import { appendCallerId, type Caller } from './sessions';

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
  // The engine never mutates and keeps what it did not touch as the very same object, in the same
  // place: the events and the day snapshots (thousands after a long campaign) only grow at the
  // end. So skip the common stretch at the start by identity, and match the rest by key.
  let start = 0;
  const common = Math.min(before.length, after.length);
  while (start < common && before[start] === after[start]) start += 1;
  const previous = new Map<string, Entity>();
  for (let index = start; index < before.length; index += 1) {
    const entity = before[index] as Entity;
    previous.set(key(entity), entity);
  }
  const added: Entity[] = [];
  const changed: Entity[] = [];
  for (let index = start; index < after.length; index += 1) {
    const entity = after[index] as Entity;
    const entityKey = key(entity);
    const old = previous.get(entityKey);
    if (old === undefined) {
      added.push(entity);
      continue;
    }
    previous.delete(entityKey);
    if (old !== entity && JSON.stringify(old) !== JSON.stringify(entity)) changed.push(entity);
  }
  return { added, changed, removedKeys: [...previous.keys()] };
}

/** How one collection of the state is stored: its table, its key, and how an entity becomes a row. */
interface CollectionStore<Entity, Table extends PgTable = PgTable> {
  name: string;
  table: Table;
  list: (state: GameState) => readonly Entity[];
  key: (entity: Entity) => string;
  /** `state` is the campaign the row belongs to (the log words its facts in the campaign's theme). */
  row: (campaignId: number, entity: Entity, now: Date, state: GameState) => Table['$inferInsert'];
  /** The unique key (column keys) an upsert meets the stored row on. */
  conflict: readonly (keyof Table['$inferInsert'] & string)[];
  /** What an upsert rewrites on a stored row; the rest (catalogue copies, started_at, …) stays. */
  update: readonly (keyof Table['$inferInsert'] & string)[];
  remove: (db: Database, campaignId: number, keys: string[]) => SQLWrapper;
}

/** Checks a store against its table's types, then forgets them so stores can share one list. */
function store<Entity, Table extends PgTable>(definition: CollectionStore<Entity, Table>) {
  return definition as unknown as CollectionStore<unknown>;
}

/*
 * One store per table, spelled out. Changed and new rows of a table go out as ONE
 * `INSERT ... ON CONFLICT (campaign_id, ref) DO UPDATE` (see upsertFromJson), so a day costs a
 * statement part per touched table rather than a statement per row; rows not in the diff are not
 * written at all.
 */
const STORES = [
  store({
    name: 'facilities',
    table: facilities,
    list: (state) => state.facilities,
    key: (facility) => facility.id,
    row: (campaignId, facility) => facilityRow(campaignId, facility),
    conflict: ['campaignId', 'ref'],
    update: [
      'facilityType',
      'facilityName',
      'level',
      'gridRow',
      'gridCol',
      'isActive',
      'constructionDaysRemaining',
      'stateExtra',
    ],
    remove: (db, campaignId, refs) =>
      db.delete(facilities).where(and(eq(facilities.campaignId, campaignId), inArray(facilities.ref, refs))),
  }),
  store({
    name: 'squad_members',
    table: squadMembers,
    list: (state) => state.squad,
    key: (soldier) => soldier.id,
    row: (campaignId, soldier) => soldierRow(campaignId, soldier),
    conflict: ['campaignId', 'ref'],
    update: [
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
    ],
    remove: (db, campaignId, refs) =>
      db.delete(squadMembers).where(and(eq(squadMembers.campaignId, campaignId), inArray(squadMembers.ref, refs))),
  }),
  store({
    name: 'research',
    table: research,
    list: (state) => state.research,
    key: (record) => record.projectId,
    row: (campaignId, record, now) => researchRow(campaignId, record, researchDetails(record.projectId), now),
    conflict: ['campaignId', 'researchType'],
    // Only what a day or an action changes; the catalogue copy and started_at stay.
    update: ['progress', 'completed', 'completedAt', 'completedOnDay', 'startedOnDay', 'stateExtra'],
    remove: (db, campaignId, types) =>
      db.delete(research).where(and(eq(research.campaignId, campaignId), inArray(research.researchType, types))),
  }),
  store({
    name: 'missions',
    table: missions,
    list: (state) => state.missions,
    key: (mission) => mission.id,
    row: (campaignId, mission, now) => missionRow(campaignId, mission, now),
    conflict: ['campaignId', 'ref'],
    update: [
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
    ],
    remove: (db, campaignId, refs) =>
      db.delete(missions).where(and(eq(missions.campaignId, campaignId), inArray(missions.ref, refs))),
  }),
  store({
    name: 'events',
    table: events,
    list: (state) => state.events,
    key: (event) => event.id,
    row: (campaignId, event, _now, state) => eventRow(campaignId, event, state.theme),
    conflict: ['campaignId', 'ref'],
    update: ['eventType', 'eventTitle', 'eventDescription', 'occurredOnDay', 'resourceChanges', 'stateExtra'],
    remove: (db, campaignId, refs) =>
      db.delete(events).where(and(eq(events.campaignId, campaignId), inArray(events.ref, refs))),
  }),
  // Day snapshots, keyed by day: ADVANCE DAY appends one.
  store({
    name: 'day_snapshots',
    table: daySnapshots,
    list: (state) => state.history ?? [],
    key: (snapshot) => String(snapshot.day),
    row: (campaignId, snapshot) => daySnapshotRow(campaignId, snapshot),
    conflict: ['campaignId', 'day'],
    update: ['snapshot'],
    remove: (db, campaignId, days) =>
      db
        .delete(daySnapshots)
        .where(and(eq(daySnapshots.campaignId, campaignId), inArray(daySnapshots.day, days.map(Number)))),
  }),
];

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A row value as JSON for `jsonb_populate_recordset`: timestamps as ISO text, the rest as it is. */
function jsonValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : (value ?? null);
}

/** The fixed text of one table's upsert for one set of columns, made once. */
interface UpsertText {
  /** The columns' names in the database, in the order of `keys`. */
  names: string[];
  /** `insert into t (cols) select cols from jsonb_populate_recordset(null::t, ` */
  head: string;
  /** `::jsonb) where ` … guard … ` on conflict (…) do update set …` split around the guard. */
  middle: string;
  tail: string;
}

const upsertTexts = new Map<string, UpsertText>();

function upsertText(collection: CollectionStore<unknown>, keys: readonly string[]): UpsertText {
  const cacheKey = `${collection.name}:${keys.join(',')}`;
  let text = upsertTexts.get(cacheKey);
  if (!text) {
    const columns = getTableColumns(collection.table) as Record<string, { name: string }>;
    const name = (key: string) => columns[key]?.name ?? key;
    const table = quoted(getTableName(collection.table));
    const names = keys.map(name);
    const list = names.map(quoted).join(', ');
    const target = collection.conflict.map((key) => quoted(name(key))).join(', ');
    const set = collection.update.map((key) => `${quoted(name(key))} = excluded.${quoted(name(key))}`).join(', ');
    text = {
      names,
      head: `insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, `,
      middle: '::jsonb) where ',
      tail: ` on conflict (${target}) do update set ${set}`,
    };
    upsertTexts.set(cacheKey, text);
  }
  return text;
}

/**
 * Appends the rows as ONE upsert whose values travel as a single JSON parameter, typed by the
 * table's own row type (`jsonb_populate_recordset(null::table, $1)`): one parameter however many
 * rows and columns, so the text stays the same from day to day. Rows are written only when the
 * fixed SQL condition `guard` holds.
 */
function appendUpsert(
  statement: Statement,
  collection: CollectionStore<unknown>,
  rows: readonly Record<string, unknown>[],
  guard: string,
): void {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const text = upsertText(collection, keys);
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    keys.forEach((key, index) => {
      record[text.names[index] ?? key] = jsonValue(row[key]);
    });
    return record;
  });
  statement.sql(text.head).value(JSON.stringify(records)).sql(text.middle).sql(guard).sql(text.tail);
}

type CampaignColumns = ReturnType<typeof campaignStateColumns>;

/** What saving `after` over `before` takes: the deletes, and the rows to upsert per table. */
export interface StateChanges {
  /**
   * Every column the state decides, changed or not: the campaign row is rewritten anyway (it is
   * one row, and its version moves), and a fixed column list keeps the statement's text the same
   * from day to day, so PostgreSQL parses it once per connection (see executeStatement).
   */
  campaignColumns: CampaignColumns;
  /** Entities gone from the state: their rows are deleted, each table by one statement. */
  removals: SQLWrapper[];
  upserts: { store: CollectionStore<unknown>; rows: Record<string, unknown>[] }[];
}

/** Compares two states of one campaign and lists the writes that turn the stored one into `after`. */
export function planStateChanges(
  db: Database,
  campaignId: number,
  before: GameState,
  after: GameState,
  now = new Date(),
): StateChanges {
  const changes: StateChanges = { campaignColumns: campaignStateColumns(after), removals: [], upserts: [] };
  for (const collection of STORES) {
    const diff = diffByKey(collection.list(before), collection.list(after), collection.key);
    if (diff.removedKeys.length > 0) {
      changes.removals.push(collection.remove(db, campaignId, diff.removedKeys));
    }
    const written = [...diff.changed, ...diff.added];
    if (written.length === 0) continue;
    changes.upserts.push({
      store: collection,
      rows: written.map((entity) => collection.row(campaignId, entity, now, after) as Record<string, unknown>),
    });
  }
  return changes;
}

export interface StateCommit {
  campaignId: number;
  /** Who asks: only the owner's campaign is written (a session is checked in the statement itself). */
  owner: Caller;
  /** The `state_version` the changes were computed at: nothing is written if the campaign has another. */
  expectVersion: number;
  /** The `state_version` to leave (the same as expectVersion when a lock has raised it already). */
  newVersion: number;
  changes: StateChanges;
  now?: Date;
  /** An Idempotency-Key's answer, kept in the same statement (see idempotency.ts). */
  keep?: AnswerToKeep | undefined;
}

export interface CommitOutcome {
  /** False when the campaign was not the owner's or not at expectVersion: then nothing was written. */
  committed: boolean;
  /** Whether the key's answer was stored (false: a live row for the key was already there). */
  answerKept: boolean;
}

/**
 * Writes a campaign's changes as ONE statement of data-modifying CTEs: the campaign row first,
 * updated only if it is the owner's and still at `expectVersion` (which also takes its row lock),
 * then every table's upsert and the key's answer, each guarded by that update having happened.
 * A statement is its own transaction, so the whole day is written or none of it, in a single
 * round trip; a campaign that moved on is left untouched and `committed` says so.
 *
 * Deletes are separate statements run first (CTEs share one snapshot, so a delete and an insert of
 * the same key must not meet in one statement): with removals, call this inside a transaction that
 * holds the campaign lock.
 */
export async function commitStateChanges(db: Database, commit: StateCommit): Promise<CommitOutcome> {
  const { campaignId, owner, expectVersion, newVersion, changes, keep } = commit;
  const now = commit.now ?? new Date();
  for (const remove of changes.removals) await db.execute(remove.getSQL());
  const guard = 'exists (select 1 from campaign)';
  const statement = new Statement().sql('with campaign as (update campaigns set ');
  for (const [key, value] of Object.entries(changes.campaignColumns)) {
    statement
      .sql(`${quoted(CAMPAIGN_COLUMN_NAMES[key] ?? key)} = `)
      .value(value)
      .sql(', ');
  }
  // Playing the campaign is what last_played records, so every applied action touches the row.
  const timestamp = now.toISOString();
  statement.sql('state_version = ').value(newVersion);
  statement.sql(', updated_at = ').value(timestamp).sql('::timestamptz, last_played = ').value(timestamp);
  statement.sql('::timestamptz where id = ').value(campaignId).sql(' and user_id = ');
  appendCallerId(statement, owner, now);
  statement.sql(' and state_version = ').value(expectVersion).sql(' returning id, user_id)');
  for (const [index, { store: collection, rows }] of changes.upserts.entries()) {
    statement.sql(`, write_${index} as (`);
    appendUpsert(statement, collection, rows, guard);
    statement.sql(')');
  }
  if (keep) {
    statement.sql(', ');
    // The key belongs to the campaign's owner, as the update found them.
    appendAnswerWrites(statement, keep, now, { sql: '(select user_id from campaign)' }, guard);
  }
  statement.sql(' select (select count(*) from campaign)::int as committed, ');
  statement.sql(keep ? '(select count(*) from kept)::int as kept' : '0 as kept');
  const [row] = await executeStatement<{ committed: number; kept: number }>(db, statement);
  return { committed: row?.committed === 1, answerKept: (row?.kept ?? 0) > 0 };
}

/** The campaigns table's column names by Drizzle key. */
const CAMPAIGN_COLUMN_NAMES: Record<string, string> = Object.fromEntries(
  Object.entries(getTableColumns(campaigns)).map(([key, column]) => [key, column.name]),
);
