/**
 * Stored answers for `Idempotency-Key` (DESIGN.md §2). Read and written inside the action's own
 * transaction, after the campaign lock: a retry that arrives while the first request still runs
 * waits for it, then finds its answer. A key is the caller's, for 24 hours.
 */
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { and, eq, gt } from 'drizzle-orm';
import { type Database, executeStatement } from '../db/client';
import { violatedUniqueConstraint } from '../db/errors';
import { idempotencyKeys } from '../db/schema';
import { Statement } from '../db/statement';
import { RecordError } from '../record-errors';

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
  if (row.fingerprint !== fingerprint) throw new RecordError('unprocessable', IDEMPOTENCY_KEY_REUSED);
  return { statusCode: row.statusCode, body: decodeBody(row.responseBody) };
}

/**
 * Answers shorter than this are stored as they are: a day's delta (~5 kB) or a refusal gains
 * little from compression, and setting up zlib cost more than the rest of storing it.
 */
export const COMPRESS_FROM_CHARACTERS = 16 * 1024;

/**
 * How an answer is stored: its JSON text when short, else gzip (level 1: a 250 kB state takes
 * under a millisecond and still shrinks ~15×) as base64. The two cannot be confused: the JSON
 * answers are objects, starting with `{`, a character base64 never uses.
 */
export function encodeBody(body: string): string {
  return body.length < COMPRESS_FROM_CHARACTERS ? body : gzipSync(body, { level: 1 }).toString('base64');
}

export function decodeBody(stored: string): string {
  return stored.startsWith('{') ? stored : gunzipSync(Buffer.from(stored, 'base64')).toString('utf8');
}

/** An answer to keep for a key: the key, what it stood for, and the answer. */
export interface AnswerToKeep {
  key: string;
  fingerprint: string;
  answer: StoredAnswer;
  /**
   * When a row for the key is already there. 'fail' (for a caller that has not looked): the
   * statement fails with a unique violation, so nothing else in it is written (see isKeyTaken).
   * 'replaceExpired' (for a caller that holds the campaign lock and found no live answer): an
   * expired row is overwritten, a live one (a concurrent request for another campaign) is left
   * alone and the insert returns no row.
   */
  existing: 'fail' | 'replaceExpired';
}

/**
 * Appends keeping an answer as two CTEs, `sweep` (the caller's other expired keys) and `kept`
 * (the answer, RETURNING its key). `user` is the caller's id, or fixed SQL giving it inside the
 * statement; both writes happen only when the fixed SQL condition `guard` holds.
 */
export function appendAnswerWrites(
  statement: Statement,
  keep: AnswerToKeep,
  now: Date,
  user: number | { sql: string },
  guard: string,
): Statement {
  const { key, fingerprint, answer } = keep;
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString();
  const userId = () => (typeof user === 'number' ? statement.value(user) : statement.sql(user.sql));
  statement.sql('sweep as (delete from idempotency_keys where user_id = ');
  userId();
  statement.sql(' and created_at <= ').value(expiredBefore).sql('::timestamptz and key <> ').value(key);
  statement.sql(` and ${guard}), kept as (`);
  statement.sql(
    'insert into idempotency_keys (user_id, key, fingerprint, status_code, response_body, created_at) select ',
  );
  userId();
  statement.sql('::int, ').value(key).sql('::text, ').value(fingerprint).sql('::text, ');
  statement.value(answer.statusCode).sql('::int, ');
  statement.value(encodeBody(answer.body)).sql('::text, ');
  statement.value(now.toISOString()).sql(`::timestamptz where ${guard}`);
  if (keep.existing === 'replaceExpired') {
    // From `excluded`, so the answer is sent once, not twice.
    statement.sql(
      ' on conflict (user_id, key) do update set fingerprint = excluded.fingerprint, status_code = excluded.status_code, ' +
        'response_body = excluded.response_body, created_at = excluded.created_at ' +
        'where idempotency_keys.created_at <= ',
    );
    statement.value(expiredBefore).sql('::timestamptz');
  }
  return statement.sql(' returning key)');
}

/**
 * Keeps the answer for retries on its own (a refusal, which writes nothing else), under the
 * campaign lock: sweeps the caller's other expired keys, stores the answer over an expired row
 * for this key, and answers 409 when a live row is there (the same key sent at the same moment
 * for another campaign, whose lock this request did not wait for): the transaction then rolls
 * back and applies nothing.
 */
export async function storeAnswer(
  tx: Database,
  userId: number,
  keep: Omit<AnswerToKeep, 'existing'>,
  now = new Date(),
): Promise<void> {
  const statement = new Statement().sql('with ');
  appendAnswerWrites(statement, { ...keep, existing: 'replaceExpired' }, now, userId, 'true');
  const [row] = await executeStatement<{ kept: number }>(tx, statement.sql(' select count(*)::int as kept from kept'));
  answerStored((row?.kept ?? 0) > 0);
}

/** Whether the answer went in; a live row for the key left alone answers 409. */
export function answerStored(kept: boolean): void {
  if (!kept) throw new RecordError('conflict', IDEMPOTENCY_KEY_IN_USE);
}

/** The unique violation an insert with existing: 'fail' raises when a row for the key is there. */
export function isKeyTaken(error: unknown): boolean {
  return violatedUniqueConstraint(error) === 'idempotency_keys_pkey';
}
