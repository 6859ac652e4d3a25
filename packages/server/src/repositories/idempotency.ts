/**
 * Stored answers for `Idempotency-Key` (DESIGN.md §2). Read and written inside the action's own
 * transaction, after the campaign lock: a retry that arrives while the first request still runs
 * waits for it, then finds its answer. A key is the caller's, for 24 hours.
 */
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from '../http-error';

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_KEY_REUSED = 'Idempotency-Key was already used for a different request';
export const IDEMPOTENCY_KEY_IN_USE = 'Idempotency-Key is being used by another request';

/** An answer as it went out: status and the exact JSON text. */
export interface StoredAnswer {
  statusCode: number;
  body: string;
}

/** What a key stands for: this campaign and this action (the validated body, canonical key order). */
export function requestFingerprint(campaignId: number, body: unknown): string {
  return createHash('sha256')
    .update(`${campaignId}\n${JSON.stringify(body)}`)
    .digest('hex');
}

/**
 * The answer first given for this key, or null when the key is new (or expired). The same key
 * sent for a different request answers 422.
 */
export async function findStoredAnswer(
  tx: Database,
  userId: number,
  key: string,
  fingerprint: string,
  now = new Date(),
): Promise<StoredAnswer | null> {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        gt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (row.fingerprint !== fingerprint) throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
  return { statusCode: row.statusCode, body: gunzipSync(Buffer.from(row.responseBodyGzip, 'base64')).toString('utf8') };
}

/**
 * Keeps the answer for retries: sweeps the caller's other expired keys, then stores the answer,
 * overwriting an expired row for this very key. A live row for the key (the same key sent at the
 * same moment for another campaign, whose lock this request did not wait for) is left alone and
 * this request answers 409: its transaction rolls back and applies nothing.
 */
export async function storeAnswer(
  tx: Database,
  userId: number,
  key: string,
  fingerprint: string,
  answer: StoredAnswer,
  now = new Date(),
): Promise<void> {
  const [sweep, store] = storeAnswerWrites(tx, userId, key, fingerprint, answer, now);
  await sweep;
  answerStored(await store);
}

/**
 * `storeAnswer` as two statements not yet run (the sweep, then the insert RETURNING the stored
 * key), for sending along with a day's other writes in one round trip; pass the insert's rows to
 * `answerStored`.
 */
export function storeAnswerWrites(
  tx: Database,
  userId: number,
  key: string,
  fingerprint: string,
  answer: StoredAnswer,
  now = new Date(),
) {
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  const sweep = tx
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        lte(idempotencyKeys.createdAt, expiredBefore),
        ne(idempotencyKeys.key, key),
      ),
    );
  const store = tx
    .insert(idempotencyKeys)
    .values({
      userId,
      key,
      fingerprint,
      statusCode: answer.statusCode,
      // Level 1: a 250 kB state takes under a millisecond and still shrinks ~15×.
      responseBodyGzip: gzipSync(answer.body, { level: 1 }).toString('base64'),
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      // From `excluded`, so the (large) answer is sent once, not twice.
      set: {
        fingerprint: sql`excluded.fingerprint`,
        statusCode: sql`excluded.status_code`,
        responseBodyGzip: sql`excluded.response_body_gzip`,
        createdAt: sql`excluded.created_at`,
      },
      setWhere: lte(idempotencyKeys.createdAt, expiredBefore),
    })
    .returning({ key: idempotencyKeys.key });
  return [sweep, store] as const;
}

/** The insert's RETURNING rows: none means a live row for the key was left alone (409). */
export function answerStored(rows: readonly unknown[]): void {
  if (rows.length === 0) throw new HttpError(409, IDEMPOTENCY_KEY_IN_USE);
}
