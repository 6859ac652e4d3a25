/**
 * Sign-in throttling: after too many failed sign-ins for one username (or from one address)
 * within 15 minutes, further attempts answer 429 until the oldest failure ages out.
 *
 * Failures are rows in the database rather than a counter in memory, for the same reason as
 * sessions: every server process sees them, and a restart does not hand an attacker a fresh
 * allowance. The address limit is looser because many players can share one address (NAT).
 */
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginFailures } from '../db/schema';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_IP = 20;
export const TOO_MANY_LOGIN_ATTEMPTS = 'Too many login attempts. Try again later.';

const key = (username: string) => username.toLowerCase();

/** Seconds until one more failure would be allowed by `column = value`, or 0 when it already is. */
async function waitFor(
  db: Database,
  column: typeof loginFailures.username | typeof loginFailures.ip,
  value: string,
  limit: number,
  now: Date,
): Promise<number> {
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const recent = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(eq(column, value), gt(loginFailures.failedAt, windowStart)))
    .orderBy(desc(loginFailures.failedAt))
    .limit(limit);
  const oldestCounted = recent[limit - 1];
  if (!oldestCounted) return 0;
  return Math.max(1, Math.ceil((oldestCounted.failedAt.getTime() + LOGIN_WINDOW_MS - now.getTime()) / 1000));
}

/** 0 when a sign-in may be tried now, else the seconds to wait (the Retry-After value). */
export async function loginRetryAfterSeconds(db: Database, username: string, ip: string, now = new Date()) {
  const [byName, byAddress] = await Promise.all([
    waitFor(db, loginFailures.username, key(username), MAX_FAILURES_PER_USERNAME, now),
    waitFor(db, loginFailures.ip, ip, MAX_FAILURES_PER_IP, now),
  ]);
  return Math.max(byName, byAddress);
}

export async function recordLoginFailure(db: Database, username: string, ip: string, now = new Date()) {
  await db.insert(loginFailures).values({ username: key(username), ip, failedAt: now });
  // Failures older than the window never count again; sweep them as we go instead of on a timer.
  await db.delete(loginFailures).where(lte(loginFailures.failedAt, new Date(now.getTime() - LOGIN_WINDOW_MS)));
}

/** A successful sign-in forgives that username's earlier typos. */
export async function clearLoginFailures(db: Database, username: string) {
  await db.delete(loginFailures).where(eq(loginFailures.username, key(username)));
}
