/**
 * Stored answers for `Idempotency-Key` (DESIGN.md §2). A key is the caller's, for 24 hours. The
 * answer is kept in the action's own transaction, last: `INSERT … ON CONFLICT DO NOTHING`, and a
 * key already there makes the caller roll back and send the stored answer instead.
 */
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { RecordError } from '../record-errors';

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_KEY_REUSED = 'Idempotency-Key was already used for a different request';

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
 * Answers from this many characters are stored gzipped (level 1: a 250 kB state takes under a
 * millisecond and shrinks ~15×); a day's delta or a refusal gains little and is stored as it is.
 * The `compressed` column says which.
 */
export const COMPRESS_FROM_CHARACTERS = 16 * 1024;

export function encodeBody(body: string): { responseBody: Buffer; compressed: boolean } {
  const compressed = body.length >= COMPRESS_FROM_CHARACTERS;
  return { responseBody: compressed ? gzipSync(body, { level: 1 }) : Buffer.from(body, 'utf8'), compressed };
}

export function decodeBody(stored: { responseBody: Uint8Array; compressed: boolean }): string {
  const bytes = Buffer.from(stored.responseBody.buffer, stored.responseBody.byteOffset, stored.responseBody.byteLength);
  return (stored.compressed ? gunzipSync(bytes) : bytes).toString('utf8');
}

export const expiredBefore = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);

/**
 * The answer first given for this key, or null when the key is new (or expired). The same key
 * sent for a different request answers 422.
 */
export async function findStoredAnswer(
  db: Database,
  userId: number,
  key: string,
  fingerprint: string,
  now = new Date(),
): Promise<StoredAnswer | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        gt(idempotencyKeys.createdAt, expiredBefore(now)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (row.fingerprint !== fingerprint) throw new RecordError('unprocessable', IDEMPOTENCY_KEY_REUSED);
  return { statusCode: row.statusCode, body: decodeBody(row) };
}

/** Deletes the caller's expired keys: sent with the action's row writes, before `keepAnswer`. */
export function sweepExpiredKeys(userId: number, now: Date): SQL {
  const column = (name: keyof typeof idempotencyKeys.$inferSelect) => sql.identifier(idempotencyKeys[name].name);
  return sql`delete from ${idempotencyKeys} where ${column('userId')} = ${userId} and ${column('createdAt')} <= ${expiredBefore(now).toISOString()}::timestamptz`;
}

/**
 * Keeps the answer under the key, in the caller's transaction, after `sweepExpiredKeys`. False when
 * a live row for the key is there already (the insert then does nothing): the caller rolls back
 * and answers with the stored one.
 */
export async function keepAnswer(
  tx: Database,
  userId: number,
  key: string,
  fingerprint: string,
  answer: StoredAnswer,
  now: Date,
): Promise<boolean> {
  const kept = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, fingerprint, statusCode: answer.statusCode, ...encodeBody(answer.body), createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return kept.length > 0;
}
