/**
 * Sign-in throttling that an attacker cannot turn against an account's owner (OWASP ASVS 5.0 V6,
 * issues 15 and 27). Failures are counted within a 15-minute window, in two separate worlds:
 *
 * A browser that signed in to the account before (a genuine device cookie for it,
 * auth/device-cookies.ts) is counted on its own: 5 failures from that browser and it waits until
 * the oldest ages out. Nobody else's failures ever slow it — the owner's usual browser signs in
 * however many strangers are guessing.
 *
 * Everyone else (a new browser, a stranger) meets three limits that count only everyone else's failures:
 * - per account and address: 5 failures and that address must wait for that account (429 until
 *   the oldest counted failure ages out) — the guesser is stopped, the owner elsewhere is not;
 * - per account from everywhere: from the 10th failure each further attempt waits 2^(n − 10)
 *   seconds after the last one, at most 60 — many addresses slow a guesser down to a crawl. Issue 32
 *   [decided]: this slowdown meets only an address that has already failed on this account within
 *   the window. An address new to the account (the owner's new browser, at home or on a phone) gets
 *   its try at once, however many strangers are guessing: the 60 s lock restarted by every stranger's
 *   failure kept the owner out for good (24 of 25 refused over a 90 s attack from 20 addresses). The
 *   trade: a guesser gets one more guess per address it has not yet used on the account (IPv6 counted
 *   per /64, `addressKey`), on top of the slowed lane — about 15 per 15 minutes from the slowed lane
 *   plus one per fresh address, each address then also held to its own 5 and 100 limits;
 * - per address across accounts: 100 failures and the address waits (credential stuffing), a cap
 *   loose enough for the many players behind one NAT.
 *
 * Failures are rows in the database rather than counters in memory, for the same reason as
 * sessions: every server process sees them, and a restart does not hand an attacker a fresh allowance.
 */
import { and, count, desc, eq, gt, isNull, lte, max, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginFailures } from '../db/schema';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_DEVICE = 5;
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
export const ACCOUNT_SLOWDOWN_AFTER = 10;
export const MAX_ACCOUNT_SLOWDOWN_SECONDS = 60;
export const MAX_FAILURES_PER_IP = 100;
export const TOO_MANY_LOGIN_ATTEMPTS = 'Too many login attempts. Try again later.';

/** One sign-in attempt (or current-password check): who for, from where, from which known browser. */
export interface LoginAttempt {
  username: string;
  ip: string;
  /** The device cookie's id when it is genuine and for this username, else null. */
  device: string | null;
}

const key = (username: string) => username.toLowerCase();
const fromStrangers = isNull(loginFailures.device);

/** Seconds until one more failure would be allowed under `where`, or 0 when it already is. */
async function waitForLimit(db: Database, where: SQL | undefined, limit: number, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const recent = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(where, gt(loginFailures.failedAt, windowStart)))
    .orderBy(desc(loginFailures.failedAt))
    .limit(limit);
  const oldestCounted = recent[limit - 1];
  if (!oldestCounted) return 0;
  return Math.max(1, Math.ceil((oldestCounted.failedAt.getTime() + LOGIN_WINDOW_MS - now.getTime()) / 1000));
}

/** The account's slowdown for strangers: 2^(failures − 10) seconds after the last one, at most 60. */
async function accountSlowdown(db: Database, username: string, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [row] = await db
    .select({ failures: count(), last: max(loginFailures.failedAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, key(username)), fromStrangers, gt(loginFailures.failedAt, windowStart)));
  const failures = Number(row?.failures ?? 0);
  if (!row?.last || failures < ACCOUNT_SLOWDOWN_AFTER) return 0;
  const delayMs = Math.min(MAX_ACCOUNT_SLOWDOWN_SECONDS, 2 ** (failures - ACCOUNT_SLOWDOWN_AFTER)) * 1000;
  const last = row.last instanceof Date ? row.last : new Date(row.last);
  return Math.max(0, Math.ceil((last.getTime() + delayMs - now.getTime()) / 1000));
}

/**
 * The address a throttle counts: IPv4 as it is (an IPv4-mapped IPv6 address as its IPv4), IPv6 by
 * its /64 — one home or phone network holds a whole /64, so counting single IPv6 addresses would give
 * a guesser 2^64 fresh addresses.
 */
export function addressKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  if (!address.includes(':')) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = address.split('::');
  const first = head === '' ? [] : head.split(':');
  const last = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? first
      : [...first, ...Array<string>(Math.max(0, 8 - first.length - last.length)).fill('0'), ...last];
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** 0 when a sign-in may be tried now, else the seconds to wait (the Retry-After value). */
export async function loginRetryAfterSeconds(db: Database, attempt: LoginAttempt, now = new Date()) {
  const account = eq(loginFailures.username, key(attempt.username));
  if (attempt.device !== null) {
    return waitForLimit(db, and(account, eq(loginFailures.device, attempt.device)), MAX_FAILURES_PER_DEVICE, now);
  }
  const fromHere = and(account, eq(loginFailures.ip, attempt.ip), fromStrangers);
  const [here, slowdown, address] = await Promise.all([
    waitForLimit(db, fromHere, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS, now),
    accountSlowdown(db, attempt.username, now),
    waitForLimit(db, and(eq(loginFailures.ip, attempt.ip), fromStrangers), MAX_FAILURES_PER_IP, now),
  ]);
  // The account's slowdown holds only addresses that already failed on it (issue 32, above).
  const failedHere = slowdown > 0 && (await waitForLimit(db, fromHere, 1, now)) > 0;
  return Math.max(here, failedHere ? slowdown : 0, address);
}

export async function recordLoginFailure(db: Database, attempt: LoginAttempt, now = new Date()) {
  await db
    .insert(loginFailures)
    .values({ username: key(attempt.username), ip: attempt.ip, device: attempt.device, failedAt: now });
  // Failures older than the window never count again; sweep them as we go instead of on a timer.
  await db.delete(loginFailures).where(lte(loginFailures.failedAt, new Date(now.getTime() - LOGIN_WINDOW_MS)));
}

/**
 * A successful sign-in forgives the typos made where it happened: that browser's, or for a new
 * browser that address's. Strangers' failures elsewhere stay counted, so the owner signing in
 * never hands a guesser a fresh allowance.
 */
export async function clearLoginFailures(db: Database, attempt: LoginAttempt) {
  const account = eq(loginFailures.username, key(attempt.username));
  await db
    .delete(loginFailures)
    .where(
      attempt.device !== null
        ? and(account, eq(loginFailures.device, attempt.device))
        : and(account, eq(loginFailures.ip, attempt.ip), fromStrangers),
    );
}
