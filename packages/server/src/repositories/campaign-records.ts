/**
 * What the raw squad, facility and research routes share: every write locks the owning campaign
 * (the same lock the actions endpoint takes, so a raw PATCH never lands in the middle of an action's
 * read-modify-write), numbers new rows with the campaign's engine id counter, and answers a broken
 * unique constraint with 409 and a message naming it (the spec's client looks for that text).
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { violatedUniqueConstraint } from '../db/errors';
import { campaigns } from '../db/schema';
import { RecordError } from '../record-errors';
import { lockOwnCampaign, type RecordWrite } from './campaigns';

/**
 * Locks each campaign once, in id order, so two batches spanning the same campaigns cannot
 * deadlock; `writes` says per campaign whether game fields change (a campaign named twice takes
 * `game` if any of its writes does).
 */
export async function lockOwnCampaigns(
  tx: Database,
  userId: number,
  writes: Iterable<{ campaignId: number; write: RecordWrite }>,
): Promise<void> {
  const byCampaign = new Map<number, RecordWrite>();
  for (const { campaignId, write } of writes) {
    if (byCampaign.get(campaignId) !== 'game') byCampaign.set(campaignId, write);
  }
  for (const [campaignId, write] of [...byCampaign].sort(([a], [b]) => a - b)) {
    await lockOwnCampaign(tx, userId, campaignId, write);
  }
}

/**
 * The next engine id for a new row ("soldier-12"), taken from the campaign's counter, so rows made
 * here and entities made by the engine never share an id. Call with the campaign locked.
 */
export async function takeEngineId(tx: Database, campaignId: number, prefix: string): Promise<string> {
  const [row] = await tx
    .update(campaigns)
    .set({ nextId: sql`${campaigns.nextId} + 1`, updatedAt: new Date() })
    .where(eq(campaigns.id, campaignId))
    .returning({ nextId: campaigns.nextId });
  if (!row) throw new Error(`campaign ${campaignId} vanished while locked`);
  return `${prefix}-${row.nextId - 1}`;
}

/**
 * Runs a write; a violation of `constraint` becomes 409 `{what} (unique constraint "{constraint}")`.
 * Other errors pass through. The transaction is aborted either way, so the caller must not go on.
 */
export async function refusingDuplicates<T>(constraint: string, what: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) === constraint) {
      throw new RecordError('conflict', `${what} (unique constraint "${constraint}")`);
    }
    throw error;
  }
}
