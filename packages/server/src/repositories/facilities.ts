/**
 * The spec's raw facility records (§7), owner-scoped: another user's facility is "not found". One
 * facility per grid position (a unique constraint): a taken position answers 409 with the
 * constraint's name in the message, which the spec's client turns into 'This position is already
 * occupied! Please refresh the page to see all facilities.'
 */
import { type FacilityType, facilityDefinition } from '@holdfast/engine';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { campaigns, facilities } from '../db/schema';
import { RecordError } from '../record-errors';
import type { ApiFacility, FacilityUpdate } from '../schemas/base-records';
import { lockOwnCampaigns, refusingDuplicates, takeEngineId } from './campaign-records';
import { lockOwnCampaign, requireOwnCampaign } from './campaigns';

export type FacilityRow = typeof facilities.$inferSelect;
type FacilityColumns = Partial<typeof facilities.$inferInsert>;

export const FACILITY_NOT_FOUND = 'Facility not found';
export const POSITION_CONSTRAINT = 'facilities_campaign_position_key';
export const POSITION_TAKEN = 'This position is already occupied';
const notFound = () => new RecordError('not-found', FACILITY_NOT_FOUND);

/** The API's facility record: its type is inferred from the zod schema (schemas/base-records.ts). */
export type { ApiFacility };

export function toApiFacility(row: FacilityRow): ApiFacility {
  return {
    id: row.id,
    campaign_id: row.campaignId,
    ref: row.ref,
    facility_type: row.facilityType,
    facility_name: row.facilityName,
    level: row.level,
    grid_row: row.gridRow,
    grid_col: row.gridCol,
    is_active: row.isActive ? 1 : 0,
    construction_days_remaining: row.constructionDaysRemaining,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listFacilities(db: Database, userId: number, campaignId: number): Promise<FacilityRow[]> {
  await requireOwnCampaign(db, userId, campaignId);
  return db.select().from(facilities).where(eq(facilities.campaignId, campaignId)).orderBy(asc(facilities.id));
}

export async function findFacility(db: Database, userId: number, id: number): Promise<FacilityRow> {
  const [found] = await db
    .select({ facility: facilities })
    .from(facilities)
    .innerJoin(campaigns, eq(campaigns.id, facilities.campaignId))
    .where(and(eq(facilities.id, id), eq(campaigns.userId, userId)))
    .limit(1);
  if (!found) throw notFound();
  return found.facility;
}

function columnsFor(update: FacilityUpdate): FacilityColumns {
  const columns: FacilityColumns = {};
  if (update.facility_name !== undefined) columns.facilityName = update.facility_name;
  if (update.level !== undefined) columns.level = update.level;
  if (update.grid_row !== undefined) columns.gridRow = update.grid_row;
  if (update.grid_col !== undefined) columns.gridCol = update.grid_col;
  if (update.is_active !== undefined) columns.isActive = update.is_active;
  if (update.construction_days_remaining !== undefined) {
    columns.constructionDaysRemaining = update.construction_days_remaining;
  }
  return columns;
}

export interface NewFacility {
  facility_type: FacilityType;
  facility_name?: string | undefined;
  level: number;
  grid_row: number;
  grid_col: number;
  is_active: boolean;
  construction_days_remaining: number;
}

export async function createFacility(
  db: Database,
  userId: number,
  campaignId: number,
  input: NewFacility,
): Promise<FacilityRow> {
  return db.transaction(async (tx) => {
    await lockOwnCampaign(tx, userId, campaignId, 'game');
    const ref = await takeEngineId(tx, campaignId, 'facility');
    const [row] = await refusingDuplicates(POSITION_CONSTRAINT, POSITION_TAKEN, () =>
      tx
        .insert(facilities)
        .values({
          campaignId,
          ref,
          facilityType: input.facility_type,
          facilityName: input.facility_name ?? facilityDefinition(input.facility_type).name,
          level: input.level,
          gridRow: input.grid_row,
          gridCol: input.grid_col,
          isActive: input.is_active,
          constructionDaysRemaining: input.construction_days_remaining,
        })
        .returning(),
    );
    if (!row) throw new Error('insert into facilities returned no row');
    return row;
  });
}

async function applyUpdate(tx: Database, facility: FacilityRow, update: FacilityUpdate): Promise<FacilityRow> {
  const columns = columnsFor(update);
  if (Object.keys(columns).length === 0) return facility;
  const [row] = await refusingDuplicates(POSITION_CONSTRAINT, POSITION_TAKEN, () =>
    tx.update(facilities).set(columns).where(eq(facilities.id, facility.id)).returning(),
  );
  if (!row) throw notFound();
  return row;
}

export async function updateFacility(
  db: Database,
  userId: number,
  id: number,
  update: FacilityUpdate,
): Promise<FacilityRow> {
  return db.transaction(async (tx) => {
    const facility = await findFacility(tx, userId, id);
    await lockOwnCampaign(tx, userId, facility.campaignId, 'game');
    return applyUpdate(tx, await findFacility(tx, userId, id), update);
  });
}

/** The spec's batch helper, all or nothing: one unknown facility or taken position changes none. */
export async function updateFacilityBatch(
  db: Database,
  userId: number,
  items: readonly { facilityId: number; updates: FacilityUpdate }[],
): Promise<FacilityRow[]> {
  return db.transaction(async (tx) => {
    const found = [];
    for (const item of items) found.push(await findFacility(tx, userId, item.facilityId));
    await lockOwnCampaigns(
      tx,
      userId,
      found.map((f) => ({ campaignId: f.campaignId, write: 'game' as const })),
    );
    const updated = [];
    for (const item of items) {
      updated.push(await applyUpdate(tx, await findFacility(tx, userId, item.facilityId), item.updates));
    }
    return updated;
  });
}

export async function deleteFacility(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const facility = await findFacility(tx, userId, id);
    await lockOwnCampaign(tx, userId, facility.campaignId, 'game');
    const deleted = await tx.delete(facilities).where(eq(facilities.id, id)).returning({ id: facilities.id });
    if (deleted.length === 0) throw notFound();
  });
}
