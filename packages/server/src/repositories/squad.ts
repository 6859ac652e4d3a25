/**
 * The spec's raw squad records (§7), owner-scoped: another user's soldier is "not found". The game
 * changes soldiers through engine actions; these exist because the spec lists them.
 */
import { DEFAULT_LOADOUT, maxHealthFor, rankForExperience } from '@holdfast/engine';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { campaigns, squadMembers } from '../db/schema';
import { RecordError } from '../record-errors';
import type { ApiSquadMember, SquadMemberUpdate } from '../schemas/base-records';
import { HEALTH_ABOVE_MAX } from '../schemas/base-records';
import { lockOwnCampaigns, takeEngineId } from './campaign-records';
import { lockOwnCampaign, type RecordWrite, requireOwnCampaign } from './campaigns';
import { loadGameState } from './game-state';

export type SquadMemberRow = typeof squadMembers.$inferSelect;
type SquadMemberColumns = Partial<typeof squadMembers.$inferInsert>;

export const SQUAD_MEMBER_NOT_FOUND = 'Squad member not found';
const notFound = () => new RecordError('not-found', SQUAD_MEMBER_NOT_FOUND);

/** The API's soldier record: its type is inferred from the zod schema (schemas/base-records.ts). */
export type { ApiSquadMember };

export function toApiSquadMember(row: SquadMemberRow): ApiSquadMember {
  return {
    id: row.id,
    campaign_id: row.campaignId,
    ref: row.ref,
    name: row.name,
    nickname: row.nickname,
    rank: row.rank,
    class: row.class,
    health: row.health,
    max_health: row.maxHealth,
    status: row.status,
    missions_completed: row.missionsCompleted,
    experience: row.experience,
    unlocked_skills: JSON.stringify(row.unlockedSkills),
    // In the spec's order (jsonb keeps keys in its own).
    loadout: JSON.stringify({ weapon: row.loadout.weapon, armor: row.loadout.armor, utility: row.loadout.utility }),
    created_at: row.createdAt.toISOString(),
  };
}

export async function listSquad(db: Database, userId: number, campaignId: number): Promise<SquadMemberRow[]> {
  await requireOwnCampaign(db, userId, campaignId);
  return db.select().from(squadMembers).where(eq(squadMembers.campaignId, campaignId)).orderBy(asc(squadMembers.id));
}

/** The soldier if their campaign is the user's; otherwise 404. */
export async function findSquadMember(db: Database, userId: number, id: number): Promise<SquadMemberRow> {
  const [found] = await db
    .select({ member: squadMembers })
    .from(squadMembers)
    .innerJoin(campaigns, eq(campaigns.id, squadMembers.campaignId))
    .where(and(eq(squadMembers.id, id), eq(campaigns.userId, userId)))
    .limit(1);
  if (!found) throw notFound();
  return found.member;
}

function columnsFor(update: SquadMemberUpdate): SquadMemberColumns {
  const columns: SquadMemberColumns = {};
  if (update.name !== undefined) columns.name = update.name;
  if (update.nickname !== undefined) columns.nickname = update.nickname;
  if (update.rank !== undefined) columns.rank = update.rank;
  if (update.class !== undefined) columns.class = update.class;
  if (update.health !== undefined) columns.health = update.health;
  if (update.max_health !== undefined) columns.maxHealth = update.max_health;
  if (update.status !== undefined) columns.status = update.status;
  if (update.missions_completed !== undefined) columns.missionsCompleted = update.missions_completed;
  if (update.experience !== undefined) columns.experience = update.experience;
  if (update.unlocked_skills !== undefined) columns.unlockedSkills = update.unlocked_skills;
  if (update.loadout !== undefined) columns.loadout = update.loadout;
  return columns;
}

/** A soldier's name and nickname are the player's words; any other field is a game field (GAME_RULES "Marks"). */
const WORD_FIELDS: ReadonlySet<string> = new Set(['name', 'nickname']);

function writeOf(update: SquadMemberUpdate): RecordWrite {
  return Object.entries(update).some(([field, value]) => value !== undefined && !WORD_FIELDS.has(field))
    ? 'game'
    : 'words';
}

function checkHealth(health: number, maxHealth: number) {
  if (health > maxHealth) throw new RecordError('invalid', HEALTH_ABOVE_MAX);
}

export interface NewSquadMember extends SquadMemberUpdate {
  name: string;
}

export async function createSquadMember(
  db: Database,
  userId: number,
  campaignId: number,
  input: NewSquadMember,
): Promise<SquadMemberRow> {
  const columns = columnsFor(input);
  const experience = columns.experience ?? 0;
  return db.transaction(async (tx) => {
    await lockOwnCampaign(tx, userId, campaignId, 'game');
    // Left out, max health is the engine's: class base health, research and skills (maxHealthFor).
    const maxHealth =
      columns.maxHealth ??
      maxHealthFor(await loadGameState(tx, campaignId), {
        classId: input.class ?? null,
        unlockedSkills: input.unlocked_skills ?? [],
      });
    const health = columns.health ?? maxHealth;
    checkHealth(health, maxHealth);
    const ref = await takeEngineId(tx, campaignId, 'soldier');
    const [row] = await tx
      .insert(squadMembers)
      .values({
        loadout: DEFAULT_LOADOUT,
        rank: rankForExperience(experience),
        ...columns,
        name: input.name,
        health,
        maxHealth,
        experience,
        campaignId,
        ref,
      })
      .returning();
    if (!row) throw new Error('insert into squad_members returned no row');
    return row;
  });
}

/** One update inside a transaction that already holds the soldier's campaign lock. */
async function applyUpdate(tx: Database, member: SquadMemberRow, update: SquadMemberUpdate): Promise<SquadMemberRow> {
  const columns = columnsFor(update);
  checkHealth(columns.health ?? member.health, columns.maxHealth ?? member.maxHealth);
  if (Object.keys(columns).length === 0) return member;
  const [row] = await tx.update(squadMembers).set(columns).where(eq(squadMembers.id, member.id)).returning();
  if (!row) throw notFound();
  return row;
}

export async function updateSquadMember(
  db: Database,
  userId: number,
  id: number,
  update: SquadMemberUpdate,
): Promise<SquadMemberRow> {
  return db.transaction(async (tx) => {
    const member = await findSquadMember(tx, userId, id);
    await lockOwnCampaign(tx, userId, member.campaignId, writeOf(update));
    // Re-read under the lock: an action may have changed the soldier while we waited.
    return applyUpdate(tx, await findSquadMember(tx, userId, id), update);
  });
}

/** The spec's batch helper, all or nothing: any unknown soldier or bad value leaves every row as it was. */
export async function updateSquadBatch(
  db: Database,
  userId: number,
  items: readonly { memberId: number; updates: SquadMemberUpdate }[],
): Promise<SquadMemberRow[]> {
  return db.transaction(async (tx) => {
    const members: SquadMemberRow[] = [];
    for (const item of items) members.push(await findSquadMember(tx, userId, item.memberId));
    await lockOwnCampaigns(
      tx,
      userId,
      items.map((item, i) => ({ campaignId: (members[i] as SquadMemberRow).campaignId, write: writeOf(item.updates) })),
    );
    const updated = [];
    for (const item of items) {
      updated.push(await applyUpdate(tx, await findSquadMember(tx, userId, item.memberId), item.updates));
    }
    return updated;
  });
}

export async function deleteSquadMember(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await findSquadMember(tx, userId, id);
    await lockOwnCampaign(tx, userId, member.campaignId, 'game');
    const deleted = await tx.delete(squadMembers).where(eq(squadMembers.id, id)).returning({ id: squadMembers.id });
    if (deleted.length === 0) throw notFound();
  });
}
