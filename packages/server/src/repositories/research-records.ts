/**
 * The spec's raw research records (§7), owner-scoped. A record copies its catalogue project's name,
 * duration, cost, benefits and category; one record per project and campaign (409 when repeated).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { campaigns, research } from '../db/schema';
import { RecordError } from '../record-errors';
import type { ApiResearch, ResearchUpdate } from '../schemas/base-records';
import { refusingDuplicates } from './campaign-records';
import { lockOwnCampaign, requireOwnCampaign } from './campaigns';
import { researchDetails } from './game-state-writes';

export type ResearchRow = typeof research.$inferSelect;
type ResearchColumns = Partial<typeof research.$inferInsert>;

export const RESEARCH_NOT_FOUND = 'Research not found';
export const PROJECT_CONSTRAINT = 'research_campaign_type_key';
export const PROJECT_TAKEN = 'This project already has a research record';
const notFound = () => new RecordError('not-found', RESEARCH_NOT_FOUND);

/** The API's research record: its type is inferred from the zod schema (schemas/base-records.ts). */
export type { ApiResearch };

export function toApiResearch(row: ResearchRow): ApiResearch {
  return {
    id: row.id,
    campaign_id: row.campaignId,
    research_type: row.researchType,
    research_name: row.researchName,
    progress: row.progress,
    completed: row.completed ? 1 : 0,
    started_at: row.startedAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    duration: row.duration,
    // In the spec's order (jsonb keeps keys in its own).
    cost: row.cost && JSON.stringify({ funds: row.cost.funds, supplies: row.cost.supplies, intel: row.cost.intel }),
    benefits: row.benefits,
    category: row.category,
  };
}

export async function listResearch(db: Database, userId: number, campaignId: number): Promise<ResearchRow[]> {
  await requireOwnCampaign(db, userId, campaignId);
  return db.select().from(research).where(eq(research.campaignId, campaignId)).orderBy(asc(research.id));
}

export async function findResearch(db: Database, userId: number, id: number): Promise<ResearchRow> {
  const [found] = await db
    .select({ record: research })
    .from(research)
    .innerJoin(campaigns, eq(campaigns.id, research.campaignId))
    .where(and(eq(research.id, id), eq(campaigns.userId, userId)))
    .limit(1);
  if (!found) throw notFound();
  return found.record;
}

export interface NewResearch {
  research_type: string;
  research_name?: string | undefined;
  progress: number;
  completed: boolean;
}

async function campaignDay(tx: Database, campaignId: number): Promise<number> {
  const [row] = await tx.select({ day: campaigns.day }).from(campaigns).where(eq(campaigns.id, campaignId));
  return row?.day ?? 1;
}

export async function createResearch(
  db: Database,
  userId: number,
  campaignId: number,
  input: NewResearch,
): Promise<ResearchRow> {
  return db.transaction(async (tx) => {
    await lockOwnCampaign(tx, userId, campaignId, 'game');
    const day = await campaignDay(tx, campaignId);
    const details = researchDetails(input.research_type);
    const now = new Date();
    const [row] = await refusingDuplicates(PROJECT_CONSTRAINT, PROJECT_TAKEN, () =>
      tx
        .insert(research)
        .values({
          campaignId,
          researchType: input.research_type,
          researchName: input.research_name ?? details.name ?? input.research_type,
          progress: input.progress,
          completed: input.completed,
          startedAt: now,
          completedAt: input.completed ? now : null,
          duration: details.duration ?? null,
          cost: details.cost ?? null,
          benefits: details.benefits ?? null,
          category: details.category ?? null,
          startedOnDay: day,
          completedOnDay: input.completed ? day : null,
        })
        .returning(),
    );
    if (!row) throw new Error('insert into research returned no row');
    return row;
  });
}

export async function updateResearch(
  db: Database,
  userId: number,
  id: number,
  update: ResearchUpdate,
): Promise<ResearchRow> {
  return db.transaction(async (tx) => {
    const found = await findResearch(tx, userId, id);
    await lockOwnCampaign(tx, userId, found.campaignId, 'game');
    const columns: ResearchColumns = {};
    if (update.progress !== undefined) columns.progress = update.progress;
    if (update.completed === true) {
      columns.completed = true;
      columns.completedAt = update.completed_at ? new Date(update.completed_at) : new Date();
      columns.completedOnDay = await campaignDay(tx, found.campaignId);
    } else if (update.completed === false) {
      Object.assign(columns, { completed: false, completedAt: null, completedOnDay: null });
    } else if (update.completed_at !== undefined) {
      columns.completedAt = update.completed_at === null ? null : new Date(update.completed_at);
    }
    if (Object.keys(columns).length === 0) return findResearch(tx, userId, id);
    const [row] = await tx.update(research).set(columns).where(eq(research.id, id)).returning();
    if (!row) throw notFound();
    return row;
  });
}

export async function deleteResearch(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findResearch(tx, userId, id);
    await lockOwnCampaign(tx, userId, found.campaignId, 'game');
    const deleted = await tx.delete(research).where(eq(research.id, id)).returning({ id: research.id });
    if (deleted.length === 0) throw notFound();
  });
}
