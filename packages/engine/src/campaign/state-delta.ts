/**
 * What changed between two GameStates, as plain JSON, and how to replay it (issue 4). No rules
 * here: a data utility the server and the web share, so an action's answer can carry the change
 * instead of the whole state, whose event log and day history grow every day.
 *
 * - Top-level fields other than the lists (day, resources, rng, ...) travel whole when they differ.
 * - Entity lists (facilities, squad, research keyed by project, missions): the changed or new
 *   entities, the removed keys, and the key order only when it is not "kept ones in place, new
 *   ones at the end".
 * - Append-only lists (events, history): only the new tail. The delta names the base length and
 *   the last kept entry, so applying it to a list that is not its base throws instead of
 *   splicing a log together wrongly. Should a list ever not be append-only, the delta keeps the
 *   common prefix and sends the rest.
 *
 * `applyStateDelta` throws `StateDeltaMismatch` whenever the state is not the delta's base; the
 * caller then loads the whole state again.
 */
import type { ActiveMission, CampaignEvent, DaySnapshot, Facility, GameState, ResearchRecord, Soldier } from './types';

/** Changes to one list of entities matched by key. */
export interface EntityListDelta<Entity> {
  /** The base list's length, checked when applying. */
  baseLength: number;
  /** Changed and new entities, in the order they have in the new list. */
  upserted: Entity[];
  removed: string[];
  /** Every key in the new order; only present when the default order would be wrong. */
  order?: string[];
}

/** The new tail of an append-only list. */
export interface TailDelta<Entry> {
  baseLength: number;
  /** How many entries of the base stay (the base length unless the list was not append-only). */
  keep: number;
  /** The key of the last kept entry, checked when applying (null when nothing is kept). */
  keptLastKey: string | null;
  append: Entry[];
}

const ENTITY_LISTS = ['facilities', 'squad', 'research', 'missions'] as const;
const TAIL_LISTS = ['events', 'history'] as const;
type EntityListName = (typeof ENTITY_LISTS)[number];
type TailListName = (typeof TAIL_LISTS)[number];
type ListName = EntityListName | TailListName;

export interface StateDelta {
  /** Top-level fields (not the lists) whose value changed or that are new. */
  fields: Partial<Omit<GameState, ListName>> & Record<string, unknown>;
  /** Top-level fields the new state no longer has. */
  removedFields?: string[];
  facilities?: EntityListDelta<Facility>;
  squad?: EntityListDelta<Soldier>;
  research?: EntityListDelta<ResearchRecord>;
  missions?: EntityListDelta<ActiveMission>;
  events?: TailDelta<CampaignEvent>;
  history?: TailDelta<DaySnapshot>;
}

export class StateDeltaMismatch extends Error {
  constructor(message: string) {
    super(`State delta does not fit: ${message}`);
    this.name = 'StateDeltaMismatch';
  }
}

const ENTITY_KEY: { [List in EntityListName]: (entity: GameState[List][number]) => string } = {
  facilities: (facility) => facility.id,
  squad: (soldier) => soldier.id,
  research: (record) => record.projectId,
  missions: (mission) => mission.id,
};
const TAIL_KEY: { [List in TailListName]: (entry: GameState[List][number]) => string } = {
  events: (event) => event.id,
  history: (snapshot) => String(snapshot.day),
};

const LIST_NAMES: readonly string[] = [...ENTITY_LISTS, ...TAIL_LISTS];

/** The engine never mutates, so an untouched value is usually the very same object. */
function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function diffEntityList<Entity>(
  before: readonly Entity[],
  after: readonly Entity[],
  key: (entity: Entity) => string,
): EntityListDelta<Entity> | undefined {
  // Untouched entities keep their object and their place (completed missions pile up at the
  // start of the list): skip that common start by identity and compare only what follows.
  let start = 0;
  const common = Math.min(before.length, after.length);
  while (start < common && before[start] === after[start]) start += 1;
  const rest = before.slice(start);
  const previous = new Map(rest.map((entity) => [key(entity), entity]));
  const upserted: Entity[] = [];
  const afterKeys: string[] = [];
  const added: string[] = [];
  for (const entity of after.slice(start)) {
    const entityKey = key(entity);
    afterKeys.push(entityKey);
    const old = previous.get(entityKey);
    if (old === undefined) added.push(entityKey);
    if (old === undefined || !same(old, entity)) upserted.push(entity);
  }
  const present = new Set(afterKeys);
  const removed = [...previous.keys()].filter((entityKey) => !present.has(entityKey));
  const defaultOrder = [...rest.map(key).filter((entityKey) => present.has(entityKey)), ...added];
  const reordered = defaultOrder.some((entityKey, i) => entityKey !== afterKeys[i]);
  if (upserted.length === 0 && removed.length === 0 && !reordered) return undefined;
  const delta: EntityListDelta<Entity> = { baseLength: before.length, upserted, removed };
  if (reordered) delta.order = after.map(key);
  return delta;
}

function applyEntityList<Entity>(
  name: string,
  list: readonly Entity[],
  delta: EntityListDelta<Entity>,
  key: (entity: Entity) => string,
): Entity[] {
  if (list.length !== delta.baseLength) {
    throw new StateDeltaMismatch(`${name} has ${list.length} entries, the delta expects ${delta.baseLength}`);
  }
  // The usual day: a few entities changed or added, none removed or moved. Replace them in place
  // and append the new ones, without indexing the whole (ever longer) list.
  if (delta.removed.length === 0 && delta.order === undefined) {
    const upserts = new Map(delta.upserted.map((entity) => [key(entity), entity]));
    const next = list.map((entity) => {
      const entityKey = key(entity);
      const replacement = upserts.get(entityKey);
      if (replacement === undefined) return entity;
      upserts.delete(entityKey);
      return replacement;
    });
    return upserts.size === 0 ? next : [...next, ...upserts.values()];
  }
  const byKey = new Map(list.map((entity) => [key(entity), entity]));
  for (const removedKey of delta.removed) {
    if (!byKey.delete(removedKey)) throw new StateDeltaMismatch(`${name} has no ${removedKey} to remove`);
  }
  const added: string[] = [];
  for (const entity of delta.upserted) {
    const entityKey = key(entity);
    if (!byKey.has(entityKey)) added.push(entityKey);
    byKey.set(entityKey, entity);
  }
  const order = delta.order ?? [...list.map(key).filter((entityKey) => byKey.has(entityKey)), ...added];
  if (order.length !== byKey.size) throw new StateDeltaMismatch(`${name} order names ${order.length} of ${byKey.size}`);
  return order.map((entityKey) => {
    const entity = byKey.get(entityKey);
    if (entity === undefined) throw new StateDeltaMismatch(`${name} order names unknown ${entityKey}`);
    return entity;
  });
}

function diffTail<Entry>(
  before: readonly Entry[],
  after: readonly Entry[],
  key: (entry: Entry) => string,
): TailDelta<Entry> | undefined {
  // Append-only in practice: compare the base with the same stretch of the new list.
  let keep = 0;
  const limit = Math.min(before.length, after.length);
  while (keep < limit && same(before[keep], after[keep])) keep += 1;
  if (keep === before.length && keep === after.length) return undefined;
  const last = keep > 0 ? before[keep - 1] : undefined;
  return {
    baseLength: before.length,
    keep,
    keptLastKey: last === undefined ? null : key(last),
    append: after.slice(keep),
  };
}

function applyTail<Entry>(
  name: string,
  list: readonly Entry[],
  delta: TailDelta<Entry>,
  key: (entry: Entry) => string,
): Entry[] {
  if (list.length !== delta.baseLength) {
    throw new StateDeltaMismatch(`${name} has ${list.length} entries, the delta expects ${delta.baseLength}`);
  }
  const last = delta.keep > 0 ? list[delta.keep - 1] : undefined;
  if ((last === undefined ? null : key(last)) !== delta.keptLastKey) {
    throw new StateDeltaMismatch(`${name} is not the delta's base`);
  }
  return [...list.slice(0, delta.keep), ...delta.append];
}

function asList(value: unknown): readonly unknown[] | undefined {
  return Array.isArray(value) ? value : undefined;
}

/** What turns `before` into `after`; JSON-safe. */
export function diffStates(before: GameState, after: GameState): StateDelta {
  const old = before as unknown as Record<string, unknown>;
  const next = after as unknown as Record<string, unknown>;
  const delta: StateDelta = { fields: {} };
  const fields = delta.fields as Record<string, unknown>;
  for (const [field, value] of Object.entries(next)) {
    // A list field that is not a list on either side (e.g. an old state without history) travels whole.
    const isList = LIST_NAMES.includes(field) && asList(value) && asList(old[field] ?? []);
    if (!isList && !(field in old && same(old[field], value))) fields[field] = value;
  }
  const removedFields = Object.keys(old).filter((field) => !(field in next));
  if (removedFields.length > 0) delta.removedFields = removedFields;

  const list = <Name extends ListName>(state: GameState, name: Name): GameState[Name] =>
    ((state as unknown as Record<string, unknown>)[name] ?? []) as GameState[Name];
  const listed = (name: ListName) => !(name in fields) && name in next;
  if (listed('facilities')) {
    const changes = diffEntityList(list(before, 'facilities'), after.facilities, ENTITY_KEY.facilities);
    if (changes) delta.facilities = changes;
  }
  if (listed('squad')) {
    const changes = diffEntityList(list(before, 'squad'), after.squad, ENTITY_KEY.squad);
    if (changes) delta.squad = changes;
  }
  if (listed('research')) {
    const changes = diffEntityList(list(before, 'research'), after.research, ENTITY_KEY.research);
    if (changes) delta.research = changes;
  }
  if (listed('missions')) {
    const changes = diffEntityList(list(before, 'missions'), after.missions, ENTITY_KEY.missions);
    if (changes) delta.missions = changes;
  }
  if (listed('events')) {
    const changes = diffTail(list(before, 'events'), after.events, TAIL_KEY.events);
    if (changes) delta.events = changes;
  }
  if (listed('history')) {
    const changes = diffTail(list(before, 'history'), after.history, TAIL_KEY.history);
    if (changes) delta.history = changes;
  }
  return delta;
}

/** `state` with `delta` applied; throws `StateDeltaMismatch` when `state` is not the delta's base. */
export function applyStateDelta(state: GameState, delta: StateDelta): GameState {
  const next: Record<string, unknown> = { ...(state as unknown as Record<string, unknown>), ...delta.fields };
  for (const field of delta.removedFields ?? []) delete next[field];
  const list = (name: ListName): unknown[] => {
    const value = (state as unknown as Record<string, unknown>)[name] ?? [];
    if (!Array.isArray(value)) throw new StateDeltaMismatch(`${name} is not a list`);
    return value;
  };
  const result = next as unknown as GameState;
  if (delta.facilities) {
    result.facilities = applyEntityList(
      'facilities',
      list('facilities') as Facility[],
      delta.facilities,
      ENTITY_KEY.facilities,
    );
  }
  if (delta.squad) result.squad = applyEntityList('squad', list('squad') as Soldier[], delta.squad, ENTITY_KEY.squad);
  if (delta.research) {
    result.research = applyEntityList(
      'research',
      list('research') as ResearchRecord[],
      delta.research,
      ENTITY_KEY.research,
    );
  }
  if (delta.missions) {
    result.missions = applyEntityList(
      'missions',
      list('missions') as ActiveMission[],
      delta.missions,
      ENTITY_KEY.missions,
    );
  }
  if (delta.events)
    result.events = applyTail('events', list('events') as CampaignEvent[], delta.events, TAIL_KEY.events);
  if (delta.history) {
    result.history = applyTail('history', list('history') as DaySnapshot[], delta.history, TAIL_KEY.history);
  }
  return result;
}
