/**
 * How many accounts one address may create (issue 27): REGISTRATIONS_PER_HOUR, 10 by default, in
 * the database like the login throttle so every server process counts the same rows. Ten an hour
 * lets a family or a classroom behind one address sign up and stops a script minting hundreds.
 */
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { registrations } from '../db/schema';

export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;
export const DEFAULT_REGISTRATIONS_PER_HOUR = 10;
export const TOO_MANY_REGISTRATIONS = 'Too many accounts created from this address. Try again later.';

/** 0 when the address may create an account now, else the seconds to wait (Retry-After). */
export async function registrationRetryAfterSeconds(db: Database, ip: string, perHour: number, now = new Date()) {
  if (perHour <= 0) return 0;
  const recent = await db
    .select({ registeredAt: registrations.registeredAt })
    .from(registrations)
    .where(
      and(eq(registrations.ip, ip), gt(registrations.registeredAt, new Date(now.getTime() - REGISTRATION_WINDOW_MS))),
    )
    .orderBy(desc(registrations.registeredAt))
    .limit(perHour);
  const oldestCounted = recent[perHour - 1];
  if (!oldestCounted) return 0;
  return Math.max(1, Math.ceil((oldestCounted.registeredAt.getTime() + REGISTRATION_WINDOW_MS - now.getTime()) / 1000));
}

export async function recordRegistration(db: Database, ip: string, now = new Date()) {
  await db.insert(registrations).values({ ip, registeredAt: now });
  await db
    .delete(registrations)
    .where(lte(registrations.registeredAt, new Date(now.getTime() - REGISTRATION_WINDOW_MS)));
}
