/**
 * Secrets every server process must share, kept in the database (`server_secrets`) so that any
 * number of processes and every restart agree without anyone configuring them.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';

/**
 * The stored secret called `name`, generated (32 random bytes) by whichever process asks first;
 * a process that loses the race reads the winner's.
 */
export async function sharedSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  return row.value;
}
