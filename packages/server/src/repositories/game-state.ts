/**
 * Maps an engine `GameState` onto database rows and back (DESIGN.md §1: the server persists what
 * `applyAction` returns). Each engine entity has a row whose `ref` is its engine id; fields the
 * mapping does not know yet (added to the engine later) travel in `state_extra`, so nothing a
 * newer engine writes is lost by this server.
 *
 * The row builders are exported for the code that persists action results row by row.
 */
import {
  type ActiveMission,
  CAMPAIGN_MARKS,
  type CampaignEvent,
  type CampaignMark,
  type DaySnapshot,
  DIFFICULTIES,
  type Difficulty,
  type Facility,
  type GameState,
  type ResearchRecord,
  RULES_VERSION,
  type Soldier,
  THEME_IDS,
  type ThemeId,
} from '@holdfast/engine';
import { themeFor, wordLogEvent } from '@holdfast/engine/themes';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { campaigns, daySnapshots, events, facilities, missions, research, squadMembers } from '../db/schema';
import { campaignNotFound } from '../record-errors';

type Row<Table extends { $inferInsert: unknown }> = Table['$inferInsert'];

/** The fields a mapping does not store in columns; they go to `state_extra`. */
function extraFields(value: object, known: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([field]) => !known.includes(field)));
}

function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

// ---- Campaign ----------------------------------------------------------------------------

const CAMPAIGN_FIELDS = [
  'schemaVersion',
  'name',
  'difficulty',
  'theme',
  'day',
  'threatLevel',
  'resources',
  'reputation',
  'facilities',
  'squad',
  'research',
  'missions',
  'events',
  'history',
  'gameOver',
  'victory',
  'nextId',
  'rng',
  // Kept in the campaign's own mark columns, written only by the record routes and the import.
  'marks',
] as const satisfies readonly (keyof GameState)[];
const RESOURCE_FIELDS = ['funds', 'supplies', 'intel'] as const;

/** The campaign columns a GameState decides (for inserts and for saving a changed state). */
export function campaignStateColumns(state: GameState) {
  const extra = extraFields(state, CAMPAIGN_FIELDS);
  const extraResources = extraFields(state.resources, RESOURCE_FIELDS);
  if (Object.keys(extraResources).length > 0) extra.resources = extraResources;
  return {
    name: state.name,
    difficulty: state.difficulty,
    theme: state.theme,
    day: state.day,
    threatLevel: state.threatLevel,
    funds: state.resources.funds,
    supplies: state.resources.supplies,
    intel: state.resources.intel,
    reputation: state.reputation,
    gameOver: state.gameOver,
    victory: state.victory,
    schemaVersion: state.schemaVersion,
    // Whatever rules made the stored state, these rules write it now (issue 25).
    rulesVersion: RULES_VERSION,
    nextId: state.nextId,
    rngState: state.rng,
    stateExtra: extra,
  } satisfies Partial<Row<typeof campaigns>>;
}

function isDifficulty(value: string): value is Difficulty {
  return (DIFFICULTIES as readonly string[]).includes(value);
}

function isThemeId(value: string): value is ThemeId {
  return (THEME_IDS as readonly string[]).includes(value);
}

// ---- Facilities --------------------------------------------------------------------------

const FACILITY_FIELDS = [
  'id',
  'type',
  'name',
  'level',
  'row',
  'col',
  'isActive',
  'constructionDaysRemaining',
] as const satisfies readonly (keyof Facility)[];

export function facilityRow(campaignId: number, facility: Facility): Row<typeof facilities> {
  return {
    campaignId,
    ref: facility.id,
    facilityType: facility.type,
    facilityName: facility.name,
    level: facility.level,
    gridRow: facility.row,
    gridCol: facility.col,
    isActive: facility.isActive,
    constructionDaysRemaining: facility.constructionDaysRemaining,
    stateExtra: extraFields(facility, FACILITY_FIELDS),
  };
}

function facilityFromRow(row: typeof facilities.$inferSelect): Facility {
  return {
    ...asObject(row.stateExtra),
    id: row.ref,
    type: row.facilityType as Facility['type'],
    name: row.facilityName,
    level: row.level,
    row: row.gridRow,
    col: row.gridCol,
    isActive: row.isActive,
    constructionDaysRemaining: row.constructionDaysRemaining,
  };
}

// ---- Squad -------------------------------------------------------------------------------

const SOLDIER_FIELDS = [
  'id',
  'name',
  'nickname',
  'rank',
  'classId',
  'health',
  'maxHealth',
  'status',
  'missionsCompleted',
  'experience',
  'unlockedSkills',
  'loadout',
  'history',
] as const satisfies readonly (keyof Soldier)[];

export function soldierRow(campaignId: number, soldier: Soldier): Row<typeof squadMembers> {
  return {
    campaignId,
    ref: soldier.id,
    name: soldier.name,
    nickname: soldier.nickname,
    rank: soldier.rank,
    class: soldier.classId,
    health: soldier.health,
    maxHealth: soldier.maxHealth,
    status: soldier.status,
    missionsCompleted: soldier.missionsCompleted,
    experience: soldier.experience,
    unlockedSkills: soldier.unlockedSkills,
    loadout: soldier.loadout,
    history: soldier.history,
    stateExtra: extraFields(soldier, SOLDIER_FIELDS),
  };
}

function soldierFromRow(row: typeof squadMembers.$inferSelect): Soldier {
  return {
    ...asObject(row.stateExtra),
    id: row.ref,
    name: row.name,
    nickname: row.nickname,
    rank: row.rank,
    classId: row.class as Soldier['classId'],
    health: row.health,
    maxHealth: row.maxHealth,
    status: row.status as Soldier['status'],
    missionsCompleted: row.missionsCompleted,
    experience: row.experience,
    unlockedSkills: row.unlockedSkills,
    loadout: row.loadout,
    history: row.history,
  };
}

// ---- Research ----------------------------------------------------------------------------

const RESEARCH_FIELDS = [
  'projectId',
  'progress',
  'completed',
  'startedOnDay',
  'completedOnDay',
] as const satisfies readonly (keyof ResearchRecord)[];

/** Catalogue details copied into the spec's research record when the caller knows them. */
export interface ResearchDetails {
  name?: string;
  duration?: number;
  cost?: { funds: number; supplies: number; intel: number };
  benefits?: string;
  category?: string;
}

export function researchRow(
  campaignId: number,
  record: ResearchRecord,
  details: ResearchDetails = {},
  now = new Date(),
): Row<typeof research> {
  return {
    campaignId,
    researchType: record.projectId,
    researchName: details.name ?? record.projectId,
    progress: record.progress,
    completed: record.completed,
    completedAt: record.completed ? now : null,
    duration: details.duration ?? null,
    cost: details.cost ?? null,
    benefits: details.benefits ?? null,
    category: details.category ?? null,
    startedOnDay: record.startedOnDay,
    completedOnDay: record.completedOnDay,
    stateExtra: extraFields(record, RESEARCH_FIELDS),
  };
}

function researchFromRow(row: typeof research.$inferSelect): ResearchRecord {
  return {
    ...asObject(row.stateExtra),
    projectId: row.researchType,
    progress: row.progress,
    completed: row.completed,
    startedOnDay: row.startedOnDay,
    completedOnDay: row.completedOnDay,
  };
}

// ---- Missions ----------------------------------------------------------------------------

const MISSION_FIELDS = [
  'id',
  'templateId',
  'mode',
  'squad',
  'daysRemaining',
  'status',
  'deployedOnDay',
  'completedOnDay',
  'success',
  'casualties',
  'rewards',
] as const satisfies readonly (keyof ActiveMission)[];

/**
 * The spec's stored status for an engine mission: in_progress while deployed, then completed or
 * failed, or aborted when called off.
 */
export function storedMissionStatus(mission: ActiveMission): string {
  if (mission.status === 'Active') return 'in_progress';
  if (mission.status === 'Aborted') return 'aborted';
  return mission.success === false ? 'failed' : 'completed';
}

function engineMissionStatus(stored: string): ActiveMission['status'] {
  if (stored === 'in_progress') return 'Active';
  return stored === 'aborted' ? 'Aborted' : 'Completed';
}

/**
 * Records still on offer ('available' / 'active', the spec's "open" missions, created through the raw
 * missions routes) were never deployed: the engine does not see them, so a day never counts them down.
 * Leaving them out of the state also keeps them out of every write, which diffs state against state.
 */
export const UNDEPLOYED_MISSION_STATUSES = ['available', 'active'] as const;

function isDeployedMissionRow(row: typeof missions.$inferSelect): boolean {
  return !(UNDEPLOYED_MISSION_STATUSES as readonly string[]).includes(row.status);
}

export function missionRow(campaignId: number, mission: ActiveMission, now = new Date()): Row<typeof missions> {
  return {
    campaignId,
    ref: mission.id,
    missionType: mission.templateId,
    status: storedMissionStatus(mission),
    // The spec's completion time: set when a mission completes, fails or is aborted.
    completedAt: mission.status === 'Active' ? null : now,
    assignedSquad: mission.squad,
    success: mission.success,
    mode: mission.mode,
    daysRemaining: mission.daysRemaining,
    deployedOnDay: mission.deployedOnDay,
    completedOnDay: mission.completedOnDay,
    casualties: mission.casualties,
    rewards: mission.rewards ?? null,
    stateExtra: extraFields(mission, MISSION_FIELDS),
  };
}

function missionFromRow(row: typeof missions.$inferSelect): ActiveMission {
  return {
    ...asObject(row.stateExtra),
    id: row.ref,
    templateId: row.missionType,
    mode: row.mode as ActiveMission['mode'],
    squad: row.assignedSquad,
    daysRemaining: row.daysRemaining,
    status: engineMissionStatus(row.status),
    deployedOnDay: row.deployedOnDay,
    completedOnDay: row.completedOnDay,
    success: row.success,
    casualties: row.casualties,
    rewards: row.rewards,
  };
}

// ---- Events ------------------------------------------------------------------------------

const EVENT_FIELDS = [
  'id',
  'type',
  'title',
  'description',
  'day',
  'resourceChanges',
] as const satisfies readonly (keyof CampaignEvent)[];

/**
 * An engine log entry is a fact (kept in `state_extra`); its title and description columns hold the
 * fact worded in the campaign's universe, so the spec's campaign-log records read as the game does.
 */
export function eventRow(campaignId: number, event: CampaignEvent, theme: ThemeId): Row<typeof events> {
  const words = wordLogEvent(themeFor(theme), event);
  return {
    campaignId,
    ref: event.id,
    eventType: event.type,
    eventTitle: words.title,
    eventDescription: words.text,
    occurredOnDay: event.day,
    resourceChanges: event.resourceChanges ?? null,
    stateExtra: extraFields(event, EVENT_FIELDS),
  };
}

function eventFromRow(row: typeof events.$inferSelect): CampaignEvent {
  const extra = asObject(row.stateExtra);
  // A fact is worded where it is shown; only a free-text entry (older saves, /api/events) keeps its columns.
  const words = extra.fact === undefined ? { title: row.eventTitle, description: row.eventDescription } : {};
  return {
    ...extra,
    ...words,
    id: row.ref,
    type: row.eventType as CampaignEvent['type'],
    day: row.occurredOnDay,
    resourceChanges: row.resourceChanges as CampaignEvent['resourceChanges'],
  };
}

// ---- Day snapshots (GameState.history) --------------------------------------------------

export function daySnapshotRow(campaignId: number, snapshot: DaySnapshot): Row<typeof daySnapshots> {
  return { campaignId, day: snapshot.day, snapshot };
}

function daySnapshotFromRow(row: typeof daySnapshots.$inferSelect): DaySnapshot {
  return row.snapshot;
}

// ---- Whole state -------------------------------------------------------------------------

/** The marks a campaign row carries (GAME_RULES "Marks"), in CAMPAIGN_MARKS order. */
export function campaignMarks(row: {
  edited: boolean;
  playedInBrowser: boolean;
  carriedOver: boolean;
}): CampaignMark[] {
  const carried: Record<CampaignMark, boolean> = {
    edited: row.edited,
    browser: row.playedInBrowser,
    carriedOver: row.carriedOver,
  };
  return CAMPAIGN_MARKS.filter((mark) => carried[mark]);
}

/** Campaign fields that are not part of the game state. */
export interface NewCampaignExtra {
  description?: string | null;
  isActive?: boolean;
  /** Brought in from a browser (the import): marked so for good. */
  playedInBrowser?: boolean;
  /** Brought in carried over from an earlier release by its snapshot (issue 31): marked so for good. */
  carriedOver?: boolean;
}

/**
 * Inserts a campaign and every row of its state; returns the campaign's id.
 * Call it inside a transaction: a failure part-way must leave nothing behind.
 */
export async function insertNewCampaign(
  tx: Database,
  userId: number,
  state: GameState,
  extra: NewCampaignExtra = {},
): Promise<number> {
  const [campaign] = await tx
    .insert(campaigns)
    .values({
      userId,
      ...campaignStateColumns(state),
      description: extra.description ?? null,
      isActive: extra.isActive ?? true,
      playedInBrowser: extra.playedInBrowser ?? false,
      carriedOver: extra.carriedOver ?? false,
    })
    .returning({ id: campaigns.id });
  if (!campaign) throw new Error('insert into campaigns returned no row');
  const id = campaign.id;
  // One statement per table, in the order the engine lists them (the serial ids keep that order).
  if (state.facilities.length > 0) await tx.insert(facilities).values(state.facilities.map((f) => facilityRow(id, f)));
  if (state.squad.length > 0) await tx.insert(squadMembers).values(state.squad.map((s) => soldierRow(id, s)));
  if (state.research.length > 0) await tx.insert(research).values(state.research.map((r) => researchRow(id, r)));
  if (state.missions.length > 0) await tx.insert(missions).values(state.missions.map((m) => missionRow(id, m)));
  if (state.events.length > 0) await tx.insert(events).values(state.events.map((e) => eventRow(id, e, state.theme)));
  const history = state.history ?? [];
  if (history.length > 0) await tx.insert(daySnapshots).values(history.map((d) => daySnapshotRow(id, d)));
  return id;
}

/**
 * Reads a campaign's whole GameState. Pass a transaction for a consistent snapshot while others
 * write. Throws 404 'Campaign not found' when there is no such campaign; ownership is the caller's.
 */
export async function loadGameState(db: Database, campaignId: number): Promise<GameState> {
  return (await readGameState(db, campaignId)).state;
}

/**
 * A campaign's GameState with the `state_version` it is at, read in one snapshot (a repeatable-read
 * transaction), so a write committed meanwhile is either wholly in it or not at all.
 */
export function loadVersionedGameState(
  db: Database,
  campaignId: number,
): Promise<{ state: GameState; version: number }> {
  return db.transaction((tx) => readGameState(tx, campaignId), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function readGameState(db: Database, campaignId: number): Promise<{ state: GameState; version: number }> {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId)).limit(1);
  if (!campaign) throw campaignNotFound();
  // One query after another: inside a transaction they share one connection anyway.
  const facilityRows = await db
    .select()
    .from(facilities)
    .where(eq(facilities.campaignId, campaignId))
    .orderBy(asc(facilities.id));
  const squadRows = await db
    .select()
    .from(squadMembers)
    .where(eq(squadMembers.campaignId, campaignId))
    .orderBy(asc(squadMembers.id));
  const researchRows = await db
    .select()
    .from(research)
    .where(eq(research.campaignId, campaignId))
    .orderBy(asc(research.id));
  const missionRows = await db
    .select()
    .from(missions)
    .where(eq(missions.campaignId, campaignId))
    .orderBy(asc(missions.id));
  const eventRows = await db.select().from(events).where(eq(events.campaignId, campaignId)).orderBy(asc(events.id));
  const snapshotRows = await db
    .select()
    .from(daySnapshots)
    .where(eq(daySnapshots.campaignId, campaignId))
    .orderBy(asc(daySnapshots.day));
  if (!isDifficulty(campaign.difficulty) || !isThemeId(campaign.theme)) {
    throw new Error(`campaign ${campaignId} has an unknown difficulty or theme`);
  }
  const extra = asObject(campaign.stateExtra);
  const extraResources = asObject(extra.resources);
  const state: GameState = {
    ...extra,
    schemaVersion: campaign.schemaVersion as GameState['schemaVersion'],
    name: campaign.name,
    difficulty: campaign.difficulty,
    theme: campaign.theme,
    day: campaign.day,
    threatLevel: campaign.threatLevel,
    resources: { ...extraResources, funds: campaign.funds, supplies: campaign.supplies, intel: campaign.intel },
    reputation: campaign.reputation,
    facilities: facilityRows.map(facilityFromRow),
    squad: squadRows.map(soldierFromRow),
    research: researchRows.map(researchFromRow),
    missions: missionRows.filter(isDeployedMissionRow).map(missionFromRow),
    events: eventRows.map(eventFromRow),
    history: snapshotRows.map(daySnapshotFromRow),
    gameOver: campaign.gameOver,
    victory: campaign.victory,
    nextId: campaign.nextId,
    rng: campaign.rngState,
  };
  const marks = campaignMarks(campaign);
  if (marks.length > 0) state.marks = marks;
  return { state, version: campaign.stateVersion };
}
