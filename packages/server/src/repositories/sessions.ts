/**
 * Sessions are database rows (DESIGN.md §2), so any number of server processes share them.
 * The cookie carries 32 random bytes; the table keeps only their SHA-256.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import type { UserRow } from './users';

export const SESSION_COOKIE = 'holdfast_session';
export const SESSION_DAYS = 30;
export const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session for the user and returns the token for the cookie. */
export async function createSession(db: Database, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
  });
  // Expired rows are useless; sweeping them on sign-in keeps the table small without a timer.
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
  return token;
}

/** Whether a cookie value can be a session token: 43 base64url characters (32 random bytes). */
export function isWellFormedToken(token: string | undefined): token is string {
  return token !== undefined && /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** The signed-in user for a cookie token, or null when unknown or expired. */
export async function findSessionUser(db: Database, token: string, now = new Date()): Promise<UserRow | null> {
  // Anything else cannot match and is not worth a query.
  if (!isWellFormedToken(token)) return null;
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return row?.user ?? null;
}

/**
 * Who asks, for a write that checks it itself: a user already looked up, or the stored (hashed)
 * token of a session cookie not looked up yet, checked in the same statement that writes.
 */
export type Caller = { userId: number } | { sessionTokenHash: string };

/**
 * The caller's user id as SQL: the value, or for a session a subquery that is NULL when the
 * session is unknown or expired (so a comparison with it matches nothing).
 */
export function callerUserId(caller: Caller, now = new Date()): SQL {
  if ('userId' in caller) return sql`${caller.userId}::int`;
  return sql`(select ${sql.identifier(sessions.userId.name)} from ${sessions} where ${sql.identifier(sessions.tokenHash.name)} = ${caller.sessionTokenHash} and ${sql.identifier(sessions.expiresAt.name)} > ${now.toISOString()}::timestamptz)`;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
}

/** Signs the user out everywhere except, optionally, the session making the request. */
export async function deleteOtherSessions(db: Database, userId: number, keepToken?: string): Promise<void> {
  const others = keepToken
    ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashSessionToken(keepToken)))
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(others);
}
