import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { violatedUniqueConstraint } from '../db/errors';
import { type JsonObject, users } from '../db/schema';
import { RecordError } from '../record-errors';
import type { ApiUser } from '../schemas/user';

export type UserRow = typeof users.$inferSelect;

export const USERNAME_TAKEN = 'Username already taken';
export const EMAIL_REGISTERED = 'Email already registered';

/** The spec's User as the API shows it, never the password or its hash: inferred from its zod schema. */
export type { ApiUser };

/** The user as the API shows them; `playtime` is their seconds of play over their campaigns (`userPlaytime`). */
export function toApiUser(row: UserRow, playtime: number): ApiUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    preferences: JSON.stringify(row.preferences),
    created_at: row.createdAt.toISOString(),
    last_login: row.lastLogin?.toISOString() ?? null,
    total_campaigns: row.totalCampaigns,
    total_playtime: playtime,
  };
}

function conflictFor(error: unknown): RecordError | null {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === null) return null;
  return new RecordError('conflict', constraint.includes('email') ? EMAIL_REGISTERED : USERNAME_TAKEN);
}

/** Usernames are unique without regard to case: "Alice" and "alice" are one commander. */
export async function findUserByUsername(db: Database, username: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

async function emailTaken(db: Database, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined && row.id !== exceptUserId;
}

export interface NewUser {
  username: string;
  /** Already normalised (trimmed, lower-cased). */
  email: string;
  passwordHash: string;
}

export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  // Checked first so the answer names the username before the email, as the dialog reads;
  // the unique indexes still decide when two registrations race.
  if (await findUserByUsername(db, user.username)) throw new RecordError('conflict', USERNAME_TAKEN);
  if (await emailTaken(db, user.email)) throw new RecordError('conflict', EMAIL_REGISTERED);
  try {
    const [row] = await db.insert(users).values(user).returning();
    if (!row) throw new Error('insert into users returned no row');
    return row;
  } catch (error) {
    throw conflictFor(error) ?? error;
  }
}

export async function recordLogin(db: Database, userId: number, now = new Date()): Promise<UserRow> {
  const [row] = await db.update(users).set({ lastLogin: now }).where(eq(users.id, userId)).returning();
  if (!row) throw new Error(`user ${userId} vanished while signing in`);
  return row;
}

export interface UserChanges {
  email?: string;
  passwordHash?: string;
  preferences?: string;
}

export async function updateUser(db: Database, userId: number, changes: UserChanges): Promise<UserRow | null> {
  if (changes.email !== undefined && (await emailTaken(db, changes.email, userId))) {
    throw new RecordError('conflict', EMAIL_REGISTERED);
  }
  if (Object.keys(changes).length === 0) return findUserById(db, userId);
  // Preferences arrive as JSON text (the spec's form, validated by the route's schema).
  const { preferences, ...columns } = changes;
  const set = preferences === undefined ? columns : { ...columns, preferences: JSON.parse(preferences) as JsonObject };
  try {
    const [row] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
    return row ?? null;
  } catch (error) {
    throw conflictFor(error) ?? error;
  }
}

/** Deletes the user; their sessions and campaigns (and everything under those) cascade. */
export async function deleteUser(db: Database, userId: number): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return deleted.length > 0;
}
