/**
 * Writes what one action changed, as the engine's `StateDelta` says (issue 13): per table, the
 * changed and new entities go out as ONE upsert and the removed ones as ONE delete, all of them in
 * one statement. Nothing here
 * compares states: `diffStates` (engine) does, and the same delta is the answer a client applies.
 *
 * Each statement's text is fixed per table and built once, from the Drizzle schema with the `sql`
 * template (identifiers and parameters only): the rows travel as one JSON parameter, typed by the
 * table's own row type (`jsonb_populate_recordset(null::table, $1)`), however many there are.
 */
import { type GameState, RESEARCH_BY_ID, type StateDelta } from '@holdfast/engine';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { daySnapshots, events, facilities, missions, research, squadMembers } from '../db/schema';
import {
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

type ListName = 'facilities' | 'squad' | 'research' | 'missions' | 'events' | 'history';

/**
 * How one list of the state is stored: its table, the column holding the entity's key (unique with
 * campaign_id: the upsert meets the stored row there), and how an entity becomes a row. An upsert
 * rewrites every column the row builder writes except `keep` (catalogue copies, …).
 */
interface Store {
  list: ListName;
  table: PgTable & { campaignId: PgColumn };
  keyColumn: PgColumn;
  key: (entity: never) => string;
  /** `state` is the campaign the row belongs to (the log words its facts in the campaign's theme). */
  row: (campaignId: number, entity: never, now: Date, state: GameState) => Record<string, unknown>;
  keep?: readonly PgColumn[];
}

/** Checks a store against its table's and entity's types, then forgets them so stores share one list. */
function store<Table extends PgTable & { campaignId: PgColumn }, Entity>(
  definition: Omit<Store, 'table' | 'key' | 'row'> & {
    table: Table;
    key: (entity: Entity) => string;
    row: (campaignId: number, entity: Entity, now: Date, state: GameState) => Table['$inferInsert'];
  },
): Store {
  return definition as unknown as Store;
}

type Entity<List extends ListName> = NonNullable<GameState[List]>[number];

const STORES: readonly Store[] = [
  store({
    list: 'facilities',
    table: facilities,
    keyColumn: facilities.ref,
    key: (facility: Entity<'facilities'>) => facility.id,
    row: (campaignId, facility) => facilityRow(campaignId, facility),
  }),
  store({
    list: 'squad',
    table: squadMembers,
    keyColumn: squadMembers.ref,
    key: (soldier: Entity<'squad'>) => soldier.id,
    row: (campaignId, soldier) => soldierRow(campaignId, soldier),
  }),
  store({
    list: 'research',
    table: research,
    keyColumn: research.researchType,
    key: (record: Entity<'research'>) => record.projectId,
    row: (campaignId, record, now) => researchRow(campaignId, record, researchDetails(record.projectId), now),
    keep: [research.researchName, research.duration, research.cost, research.benefits, research.category],
  }),
  store({
    list: 'missions',
    table: missions,
    keyColumn: missions.ref,
    key: (mission: Entity<'missions'>) => mission.id,
    row: (campaignId, mission, now) => missionRow(campaignId, mission, now),
  }),
  store({
    list: 'events',
    table: events,
    keyColumn: events.ref,
    key: (event: Entity<'events'>) => event.id,
    row: (campaignId, event, _now, state) => eventRow(campaignId, event, state.theme),
  }),
  store({
    list: 'history',
    table: daySnapshots,
    keyColumn: daySnapshots.day,
    key: (snapshot: Entity<'history'>) => String(snapshot.day),
    row: (campaignId, snapshot) => daySnapshotRow(campaignId, snapshot),
  }),
];

const names = (columns: readonly PgColumn[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );

/** A table's upsert: one fixed text with one JSON parameter (the rows). */
interface Upsert {
  /** Drizzle keys of the inserted columns, in statement order, with their database names. */
  columns: [key: string, name: string][];
  statement: (rowsJson: string) => SQL;
}

const upserts = new Map<Store, Upsert>();

/** Built on first use (the inserted columns are those the row builder writes), then reused. */
function upsertFor(entry: Store, sample: Record<string, unknown>): Upsert {
  let built = upserts.get(entry);
  if (!built) {
    const { table } = entry;
    const tableColumns = getTableColumns(table) as Record<string, PgColumn>;
    const inserted = Object.keys(sample).flatMap((key) => {
      const column = tableColumns[key];
      return column ? [[key, column] as const] : [];
    });
    const list = names(inserted.map(([, column]) => column));
    const target = names([table.campaignId, entry.keyColumn]);
    const fixed = new Set([table.campaignId, entry.keyColumn, ...(entry.keep ?? [])]);
    const set = sql.join(
      inserted
        .filter(([, column]) => !fixed.has(column))
        .map(([, { name }]) => sql`${sql.identifier(name)} = excluded.${sql.identifier(name)}`),
      sql`, `,
    );
    built = {
      columns: inserted.map(([key, column]) => [key, column.name]),
      statement: (rowsJson) =>
        sql`insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, ${rowsJson}::jsonb) on conflict (${target}) do update set ${set}`,
    };
    upserts.set(entry, built);
  }
  return built;
}

/** A table's delete of entities by key: one fixed text, the keys as one JSON parameter. */
function removal(entry: Store, campaignId: number, keys: string[]): SQL {
  const { table, keyColumn } = entry;
  return sql`delete from ${table} where ${sql.identifier(table.campaignId.name)} = ${campaignId} and ${sql.identifier(keyColumn.name)}::text in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`;
}

/** A row value as JSON for `jsonb_populate_recordset`: timestamps as ISO text, the rest as it is. */
function jsonValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : (value ?? null);
}

/** The entities to write and the keys to delete for one list, from the delta. */
function listChanges(entry: Store, before: GameState, after: GameState, delta: StateDelta) {
  const key = entry.key as (entity: unknown) => string;
  const listOf = (state: GameState) => ((state as unknown as Record<string, unknown[]>)[entry.list] ?? []) as unknown[];
  const change = delta[entry.list];
  let written: unknown[];
  let gone: string[];
  if (entry.list in delta.fields) {
    // Not a list on one side (an old state without history): the delta carries it whole.
    written = listOf(after);
    gone = listOf(before).map(key);
  } else if (change === undefined) {
    return { written: [], removed: [] };
  } else if ('upserted' in change) {
    written = change.upserted;
    gone = change.removed;
  } else {
    written = change.append;
    gone = listOf(before).slice(change.keep).map(key);
  }
  const kept = new Set(written.map(key));
  return { written, removed: gone.filter((entityKey) => !kept.has(entityKey)) };
}

/**
 * The writes `delta` (from `before` to `after`) needs: per touched table a delete of the removed
 * keys and one upsert of the changed and new rows. A key is never both deleted and written, so they
 * can go out as one statement (`together`).
 */
export function stateDeltaWrites(
  campaignId: number,
  before: GameState,
  after: GameState,
  delta: StateDelta,
  now: Date,
): SQL[] {
  const writes: SQL[] = [];
  for (const entry of STORES) {
    const { written, removed } = listChanges(entry, before, after, delta);
    if (removed.length > 0) writes.push(removal(entry, campaignId, removed));
    if (written.length === 0) continue;
    const rows = written.map((entity) => entry.row(campaignId, entity as never, now, after));
    const upsert = upsertFor(entry, rows[0] ?? {});
    const records = rows.map((row) =>
      Object.fromEntries(upsert.columns.map(([key, name]) => [name, jsonValue(row[key])])),
    );
    writes.push(upsert.statement(JSON.stringify(records)));
  }
  return writes;
}

/**
 * Writes as one statement of data-modifying CTEs: one round trip. They share one snapshot, so no
 * two of them may touch the same row.
 */
export function together(writes: readonly SQL[]): SQL {
  const parts = writes.map((write, index) => sql`${sql.identifier(`write_${index}`)} as (${write})`);
  return sql`with ${sql.join(parts, sql`, `)} select 1`;
}
