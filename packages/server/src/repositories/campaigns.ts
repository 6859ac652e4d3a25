/**
 * Campaign rows, always scoped to their owner: another user's campaign is "not found" (DESIGN §2).
 * Starting values never come from here: a new campaign is whatever the engine's `newCampaign` says.
 */
import { type Difficulty, type GameState, type NewCampaignOptions, newCampaign } from '@holdfast/engine';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { campaigns, users } from '../db/schema';
import { campaignNotFound, RecordError } from '../record-errors';
import type { ApiCampaign } from '../schemas/campaign';
import { campaignMarks, insertNewCampaign, type NewCampaignExtra } from './game-state';

export type CampaignRow = typeof campaigns.$inferSelect;

/** The spec's Campaign (§3) as the API sends it: the type is inferred from its zod schema. */
export type { ApiCampaign };

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

export function toApiCampaign(row: CampaignRow): ApiCampaign {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    description: row.description,
    // The column's check constraint holds only the engine's difficulties.
    difficulty: row.difficulty as Difficulty,
    theme: row.theme,
    day: row.day,
    threat_level: row.threatLevel,
    supplies: row.supplies,
    funds: row.funds,
    intel: row.intel,
    reputation: row.reputation,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_played: row.lastPlayed?.toISOString() ?? null,
    total_playtime: row.totalPlaytime,
    is_active: flag(row.isActive),
    game_over: flag(row.gameOver),
    victory: flag(row.victory),
    marks: campaignMarks(row),
  };
}

const owned = (userId: number, campaignId: number) => and(eq(campaigns.id, campaignId), eq(campaigns.userId, userId));

/** The user's campaigns, newest first. */
export function listCampaigns(db: Database, userId: number): Promise<CampaignRow[]> {
  return db
    .select()
    .from(campaigns)
    .where(eq(campaigns.userId, userId))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
}

/** The campaign if it exists and belongs to the user; otherwise 404 'Campaign not found'. */
export async function requireOwnCampaign(db: Database, userId: number, campaignId: number): Promise<CampaignRow> {
  const [row] = await db.select().from(campaigns).where(owned(userId, campaignId)).limit(1);
  if (!row) throw campaignNotFound();
  return row;
}

/**
 * What a raw record write changes (GAME_RULES "Marks"): `game` fields (experience, health,
 * resources, facilities, research, missions, the log), which mark the campaign as edited, or only
 * `words` the player chooses (a soldier's name or nickname), which do not.
 */
export type RecordWrite = 'game' | 'words';

/** The most campaigns one account keeps (GAME_RULES "Marks", ARCHITECTURE "Caps"); one more answers 409. */
export const MAX_CAMPAIGNS_PER_USER = 50;
export const TOO_MANY_CAMPAIGNS = `An account keeps at most ${MAX_CAMPAIGNS_PER_USER} campaigns. Delete one to start another.`;

async function campaignCount(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(campaigns).where(eq(campaigns.userId, userId));
  return row?.n ?? 0;
}

/** 409 TOO_MANY_CAMPAIGNS when the user is at the cap (checked again, under the owner's lock, on insert). */
export async function requireRoomForCampaign(db: Database, userId: number): Promise<void> {
  if ((await campaignCount(db, userId)) >= MAX_CAMPAIGNS_PER_USER)
    throw new RecordError('conflict', TOO_MANY_CAMPAIGNS);
}

/**
 * Locks the owner's campaign row for a change to its game state, until the transaction ends, and
 * raises its `state_version`; returns the new version. Answers 404 'Campaign not found' for
 * another user's or a missing campaign. Every raw record write to a campaign's game rows goes
 * through here (the actions endpoint moves the version itself, only from the version it read:
 * campaign-actions.ts): two such requests on one campaign run one after the other, never
 * interleaved (the second waits, then reads what the first committed), and an action computed
 * from the state before fails its version check and starts again. An UPDATE takes the same row
 * lock as `SELECT ... FOR UPDATE`. PGlite has one connection and runs whole transactions one at a
 * time, so there the lock is free.
 */
export async function lockOwnCampaign(
  tx: Database,
  userId: number,
  campaignId: number,
  write: RecordWrite,
): Promise<number> {
  const [row] = await tx
    .update(campaigns)
    // A write of game fields marks the campaign for good (GAME_RULES "Marks"); it is rolled back
    // with the rest should the write be refused.
    .set({ stateVersion: sql`${campaigns.stateVersion} + 1`, ...(write === 'game' ? { edited: true } : {}) })
    .where(owned(userId, campaignId))
    .returning({ stateVersion: campaigns.stateVersion });
  if (!row) throw campaignNotFound();
  return row.stateVersion;
}

/**
 * Locks the owner's user row for the rest of the transaction. Creating or activating campaigns
 * for one user then happens one at a time, so two at once cannot both end up active, and each
 * sees the other's committed campaign when deactivating the rest.
 */
async function lockOwner(tx: Database, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** A user has one active campaign (is_active = 1): activating one deactivates the rest. */
async function deactivateOtherCampaigns(tx: Database, userId: number, activeId: number) {
  await tx
    .update(campaigns)
    .set({ isActive: false })
    .where(and(eq(campaigns.userId, userId), ne(campaigns.id, activeId), eq(campaigns.isActive, true)));
}

/**
 * Stores a new campaign from a ready GameState in one transaction: the campaign, every row of its
 * state, the owner's other campaigns made inactive and their campaign count. All or nothing.
 */
export async function createCampaignFromState(
  db: Database,
  userId: number,
  state: GameState,
  extra: NewCampaignExtra = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    await requireRoomForCampaign(tx, userId);
    const id = await insertNewCampaign(tx, userId, state, { ...extra, isActive: true });
    await deactivateOtherCampaigns(tx, userId, id);
    await tx
      .update(users)
      .set({ totalCampaigns: sql`${users.totalCampaigns} + 1` })
      .where(eq(users.id, userId));
    return id;
  });
}

export interface NewCampaignInput extends Omit<NewCampaignOptions, 'seed'> {
  description?: string | null | undefined;
}

/** A campaign exactly as the engine starts one: Command Center at (2,2), four soldiers, start funds. */
export async function createCampaign(
  db: Database,
  userId: number,
  input: NewCampaignInput,
  seed: NewCampaignOptions['seed'],
): Promise<{ id: number; state: GameState }> {
  const state = newCampaign({ name: input.name, difficulty: input.difficulty, theme: input.theme, seed });
  const id = await createCampaignFromState(db, userId, state, { description: input.description ?? null });
  return { id, state };
}

export interface CampaignChanges {
  name?: string;
  description?: string | null;
  isActive?: boolean;
  totalPlaytime?: number;
  lastPlayed?: Date | null;
}

export async function updateCampaign(
  db: Database,
  userId: number,
  campaignId: number,
  changes: CampaignChanges,
): Promise<CampaignRow> {
  return db.transaction(async (tx) => {
    if (changes.isActive === true) await lockOwner(tx, userId);
    await requireOwnCampaign(tx, userId, campaignId);
    if (changes.isActive === true) await deactivateOtherCampaigns(tx, userId, campaignId);
    const [row] = await tx
      .update(campaigns)
      // The name is part of the game state: a cached copy must not outlive it.
      .set({ ...changes, updatedAt: new Date(), stateVersion: sql`${campaigns.stateVersion} + 1` })
      .where(owned(userId, campaignId))
      .returning();
    if (!row) throw campaignNotFound();
    return row;
  });
}

/** Deletes the campaign and, by cascade, its squad, facilities, research, missions and events. */
export async function deleteCampaign(db: Database, userId: number, campaignId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(campaigns).where(owned(userId, campaignId)).returning({ id: campaigns.id });
    if (deleted.length === 0) throw campaignNotFound();
    await tx
      .update(users)
      .set({ totalCampaigns: sql`greatest(${users.totalCampaigns} - 1, 0)` })
      .where(eq(users.id, userId));
  });
}
