/**
 * The spec's stored mission records (missions-battle-themes §3, §4, §7), owner-scoped: a record in
 * another user's campaign is 404. Every write locks the campaign and moves its version (so an
 * action computed from the state before starts again), and a new record takes its `ref` from the
 * campaign's id counter, so the engine can load it as a mission.
 */
import { allowedModes, missionTemplate } from '@holdfast/engine';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { battles, campaigns, missions, squadMembers } from '../db/schema';
import { RecordError } from '../record-errors';
import type { ApiMission } from '../schemas/mission-record';
import {
  type AssignedSquadInput,
  MISSION_STATUSES,
  type MissionListQuery,
  type MissionStatus,
  type MissionUpdate,
  type NewMissionBody,
  UNKNOWN_MISSION_TYPE,
} from '../schemas/mission-record';
import { takeEngineId } from './campaign-records';
import { lockOwnCampaign, requireOwnCampaign } from './campaigns';

export type MissionRow = typeof missions.$inferSelect;
type MissionColumns = Partial<typeof missions.$inferInsert>;

export const MISSION_NOT_FOUND = 'Mission not found';
export const UNKNOWN_SOLDIER = 'Soldier not found in this campaign';
const notFound = () => new RecordError('not-found', MISSION_NOT_FOUND);

/** Statuses the spec counts as open missions (§4). */
const OPEN_STATUSES: readonly MissionStatus[] = ['active', 'available'];
/** Statuses a mission cannot leave through a transition. */
const FINISHED_STATUSES: readonly MissionStatus[] = ['completed', 'failed', 'aborted'];

/** The API's mission record: its type is inferred from the zod schema (schemas/mission-record.ts). */
export type { ApiMission };

/**
 * The records as the API sends them. The row keeps the squad as the engine's soldier refs (the
 * engine loads it as the mission's squad); the API names soldiers by their squad record ids, as
 * /api/squad does, so `assigned_squad` is read back as JSON text of those ids. A ref whose soldier
 * record was deleted through the raw squad route is left out.
 */
export async function toApiMissions(db: Database, rows: readonly MissionRow[]): Promise<ApiMission[]> {
  const campaignIds = [...new Set(rows.map((row) => row.campaignId))];
  const soldiers =
    campaignIds.length === 0
      ? []
      : await db
          .select({ id: squadMembers.id, campaignId: squadMembers.campaignId, ref: squadMembers.ref })
          .from(squadMembers)
          .where(inArray(squadMembers.campaignId, campaignIds));
  const idByRef = new Map(soldiers.map((soldier) => [`${soldier.campaignId}/${soldier.ref}`, soldier.id]));
  return rows.map((row) => {
    const ids = row.assignedSquad.flatMap((ref) => idByRef.get(`${row.campaignId}/${ref}`) ?? []);
    return {
      id: row.id,
      campaign_id: row.campaignId,
      ref: row.ref,
      mission_type: row.missionType,
      difficulty: row.difficulty,
      status: row.status,
      started_at: row.startedAt.toISOString(),
      completed_at: row.completedAt?.toISOString() ?? null,
      assigned_squad: JSON.stringify(ids),
      success: row.success,
      failure_reason: row.failureReason,
    };
  });
}

export async function toApiMission(db: Database, row: MissionRow): Promise<ApiMission> {
  const [mission] = await toApiMissions(db, [row]);
  if (!mission) throw new Error('a mission row yielded no record');
  return mission;
}

/** The list filters of §7, done here rather than on the client. */
export async function listMissions(db: Database, userId: number, query: MissionListQuery): Promise<MissionRow[]> {
  await requireOwnCampaign(db, userId, query.campaign_id);
  const conditions = [eq(missions.campaignId, query.campaign_id)];
  if (query.status) conditions.push(eq(missions.status, query.status));
  if (query.filter === 'active') conditions.push(inArray(missions.status, [...OPEN_STATUSES]));
  if (query.filter === 'in_progress') conditions.push(eq(missions.status, 'in_progress'));
  if (query.filter === 'completed') conditions.push(eq(missions.status, 'completed'));
  if (query.mission_type) conditions.push(eq(missions.missionType, query.mission_type));
  if (query.difficulty) conditions.push(eq(missions.difficulty, query.difficulty));
  return db
    .select()
    .from(missions)
    .where(and(...conditions))
    .orderBy(asc(missions.id));
}

export interface MissionStats {
  total: number;
  completed: number;
  failed: number;
  inProgress: number;
  available: number;
  successRate: number;
}

/**
 * The spec's mission stats (§7). "successRate (successes over completed)" reads here as successful
 * missions over finished ones (completed + failed), a fraction from 0 to 1, and 0 when none finished:
 * counting only status `completed` in the denominator would make every failure invisible.
 */
export function missionStats(rows: readonly MissionRow[]): MissionStats {
  const count = (statuses: readonly string[]) => rows.filter((row) => statuses.includes(row.status)).length;
  const completed = count(['completed']);
  const failed = count(['failed']);
  const successes = rows.filter((row) => row.status === 'completed' && row.success !== false).length;
  const finished = completed + failed;
  return {
    total: rows.length,
    completed,
    failed,
    inProgress: count(['in_progress']),
    available: count(OPEN_STATUSES),
    successRate: finished === 0 ? 0 : successes / finished,
  };
}

export async function findMission(db: Database, userId: number, id: number): Promise<MissionRow> {
  const [found] = await db
    .select({ mission: missions })
    .from(missions)
    .innerJoin(campaigns, eq(campaigns.id, missions.campaignId))
    .where(and(eq(missions.id, id), eq(campaigns.userId, userId)))
    .limit(1);
  if (!found) throw notFound();
  return found.mission;
}

async function campaignDay(tx: Database, campaignId: number): Promise<number> {
  const [row] = await tx.select({ day: campaigns.day }).from(campaigns).where(eq(campaigns.id, campaignId));
  return row?.day ?? 1;
}

/**
 * The squad as engine soldier refs, as the engine's ActiveMission.squad holds it: the
 * API sends squad record ids (as /api/squad names soldiers); one outside the campaign is refused.
 */
async function squadRefs(tx: Database, campaignId: number, squad: AssignedSquadInput): Promise<string[]> {
  if (squad.length === 0) return [];
  if (new Set(squad).size !== squad.length) throw new RecordError('invalid', 'A soldier can only be assigned once');
  const rows = await tx
    .select({ id: squadMembers.id, ref: squadMembers.ref })
    .from(squadMembers)
    .where(and(eq(squadMembers.campaignId, campaignId), inArray(squadMembers.id, squad)));
  const refs = squad.map((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new RecordError('invalid', UNKNOWN_SOLDIER);
    return row.ref;
  });
  return refs;
}

/** Completion columns that keep the engine's view (completed_on_day) in step with the record's. */
async function finishedColumns(tx: Database, campaignId: number, status: MissionStatus): Promise<MissionColumns> {
  if (!FINISHED_STATUSES.includes(status)) return { completedAt: null, completedOnDay: null };
  return { completedAt: new Date(), completedOnDay: await campaignDay(tx, campaignId) };
}

export async function createMission(
  db: Database,
  userId: number,
  campaignId: number,
  input: Omit<NewMissionBody, 'campaign_id'>,
): Promise<MissionRow> {
  const template = missionTemplate(input.mission_type);
  if (!template) throw new RecordError('invalid', UNKNOWN_MISSION_TYPE);
  const status = input.status ?? 'available';
  return db.transaction(async (tx) => {
    await lockOwnCampaign(tx, userId, campaignId, 'game');
    const day = await campaignDay(tx, campaignId);
    const assignedSquad = await squadRefs(tx, campaignId, input.assigned_squad ?? []);
    const ref = await takeEngineId(tx, campaignId, 'mission');
    const [row] = await tx
      .insert(missions)
      .values({
        campaignId,
        ref,
        missionType: template.id,
        difficulty: input.difficulty === undefined ? template.difficulty : input.difficulty,
        status,
        assignedSquad,
        success: input.success ?? (status === 'completed' ? true : status === 'failed' ? false : null),
        failureReason: input.failure_reason ?? null,
        // The engine's own fields: the first mode the engine allows for the template's tier (a
        // campaign-tier mission is fought by hand, the rest resolve alone).
        mode: allowedModes(template)[0] ?? 'auto',
        daysRemaining: template.durationDays,
        deployedOnDay: day,
        ...(await finishedColumns(tx, campaignId, status)),
      })
      .returning();
    if (!row) throw new Error('insert into missions returned no row');
    return row;
  });
}

/**
 * Issue 32 [decided]: while the server keeps a mission's battle (from BEGIN MISSION to its end), its
 * record is the battle's: a raw write would leave a battle no action can end and the squad On
 * Mission for good, so it is refused with 409 and nothing changes. The battle ends by its own ABORT.
 */
export const MISSION_BATTLE_KEPT =
  'This mission’s battle is being fought: its record cannot be changed or deleted until the battle ends (ABORT in the battle ends it as a failed mission)';

async function refuseWhileBattleKept(tx: Database, found: MissionRow): Promise<void> {
  const [kept] = await tx
    .select({ id: battles.id })
    .from(battles)
    .where(and(eq(battles.campaignId, found.campaignId), eq(battles.missionRef, found.ref)));
  if (kept) throw new RecordError('conflict', MISSION_BATTLE_KEPT);
}

/** Runs `change` on the user's mission with its campaign locked; answers the updated row. */
async function changeMission(
  db: Database,
  userId: number,
  id: number,
  change: (tx: Database, found: MissionRow) => Promise<MissionColumns>,
): Promise<MissionRow> {
  return db.transaction(async (tx) => {
    const owned = await findMission(tx, userId, id);
    await lockOwnCampaign(tx, userId, owned.campaignId, 'game');
    // Read again under the lock: a transition must see the status it is about to leave.
    const found = await findMission(tx, userId, id);
    await refuseWhileBattleKept(tx, found);
    const columns = await change(tx, found);
    if (Object.keys(columns).length === 0) return found;
    const [row] = await tx.update(missions).set(columns).where(eq(missions.id, id)).returning();
    if (!row) throw notFound();
    return row;
  });
}

export function updateMission(db: Database, userId: number, id: number, update: MissionUpdate): Promise<MissionRow> {
  return changeMission(db, userId, id, async (tx, found) => {
    const columns: MissionColumns = {};
    if (update.difficulty !== undefined) columns.difficulty = update.difficulty;
    if (update.success !== undefined) columns.success = update.success;
    if (update.failure_reason !== undefined) columns.failureReason = update.failure_reason;
    if (update.assigned_squad !== undefined) {
      columns.assignedSquad = await squadRefs(tx, found.campaignId, update.assigned_squad);
    }
    if (update.status !== undefined && update.status !== found.status) {
      columns.status = update.status;
      Object.assign(columns, await finishedColumns(tx, found.campaignId, update.status));
      if (update.status === 'in_progress') columns.startedAt = new Date();
    }
    return columns;
  });
}

export const MISSION_TRANSITIONS = ['start', 'complete', 'fail', 'abort'] as const;
export type MissionTransition = (typeof MISSION_TRANSITIONS)[number];

/** The statuses each transition may leave (§4): start from an open mission, the rest from any unfinished one. */
const TRANSITION_FROM: Record<MissionTransition, readonly MissionStatus[]> = {
  start: OPEN_STATUSES,
  complete: ['active', 'available', 'in_progress'],
  fail: ['active', 'available', 'in_progress'],
  abort: ['active', 'available', 'in_progress'],
};

function refuseTransition(transition: MissionTransition, status: string): never {
  const verb = { start: 'started', complete: 'completed', fail: 'failed', abort: 'aborted' }[transition];
  const known = (MISSION_STATUSES as readonly string[]).includes(status);
  throw new RecordError('conflict', `A mission that is ${known ? status.replace('_', ' ') : status} cannot be ${verb}`);
}

export interface TransitionInput {
  assigned_squad?: AssignedSquadInput;
  success?: boolean | undefined;
  reason?: string | null | undefined;
}

/** Start, complete, fail or abort (§4), with their timestamps; any other move is 409. */
export function transitionMission(
  db: Database,
  userId: number,
  id: number,
  transition: MissionTransition,
  input: TransitionInput,
): Promise<MissionRow> {
  return changeMission(db, userId, id, async (tx, found) => {
    if (!(TRANSITION_FROM[transition] as readonly string[]).includes(found.status)) {
      refuseTransition(transition, found.status);
    }
    if (transition === 'start') {
      return {
        status: 'in_progress',
        startedAt: new Date(),
        deployedOnDay: await campaignDay(tx, found.campaignId),
        assignedSquad: await squadRefs(tx, found.campaignId, input.assigned_squad ?? []),
        completedAt: null,
        completedOnDay: null,
      };
    }
    if (transition === 'complete') {
      return {
        status: 'completed',
        success: input.success ?? true,
        ...(await finishedColumns(tx, found.campaignId, 'completed')),
      };
    }
    if (transition === 'fail') {
      return {
        status: 'failed',
        success: false,
        failureReason: input.reason ?? null,
        ...(await finishedColumns(tx, found.campaignId, 'failed')),
      };
    }
    return { status: 'aborted', ...(await finishedColumns(tx, found.campaignId, 'aborted')) };
  });
}

export async function deleteMission(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findMission(tx, userId, id);
    await lockOwnCampaign(tx, userId, found.campaignId, 'game');
    await refuseWhileBattleKept(tx, found);
    const deleted = await tx.delete(missions).where(eq(missions.id, id)).returning({ id: missions.id });
    if (deleted.length === 0) throw notFound();
  });
}
