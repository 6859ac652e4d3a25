import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's recommended minimum).
 * `@node-rs/argon2` defaults to argon2id; its `Algorithm` is a const enum, which isolated
 * modules cannot import, so we rely on the default and a test checks the `$argon2id$` prefix.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a crash.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the username does not exist, so response timing
 * does not tell an attacker which usernames are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('holdfast-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
