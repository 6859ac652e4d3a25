/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies", issue 27): a
 * browser that signed in to an account carries `holdfast_device` = `<username>.<nonce>.<HMAC>`,
 * signed with a server key. Its sign-in attempts for that account are counted apart from everyone
 * else's (repositories/login-throttle.ts), so strangers guessing from anywhere never slow the owner
 * on a browser they have used before. A forged, altered or other account's cookie is no cookie.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'holdfast_device';
export const DEVICE_COOKIE_DAYS = 180;
export const DEVICE_COOKIE_MAX_AGE_SECONDS = DEVICE_COOKIE_DAYS * 24 * 60 * 60;

const key = (username: string) => username.toLowerCase();

function signature(secret: string, username: string, nonce: string): Buffer {
  return createHmac('sha256', secret)
    .update(`${key(username)}.${nonce}`)
    .digest();
}

/** A new device cookie value for the account (a fresh nonce each sign-in). */
export function issueDeviceCookie(secret: string, username: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${key(username)}.${nonce}.${signature(secret, username, nonce).toString('base64url')}`;
}

/**
 * The device's id (its nonce) when the cookie is genuine and was issued for this username, else
 * null: the attempt then counts as a stranger's.
 */
export function knownDevice(secret: string, cookie: string | undefined, username: string): string | null {
  if (!cookie) return null;
  const [owner, nonce, mac, extra] = cookie.split('.');
  if (extra !== undefined || !owner || !nonce || !mac || owner !== key(username)) return null;
  if (!/^[A-Za-z0-9_-]{22}$/.test(nonce) || !/^[A-Za-z0-9_-]{43}$/.test(mac)) return null;
  // Compared as text, not as decoded bytes: the 43rd character carries two unused bits, so four
  // spellings decode alike and only the one the server wrote is genuine.
  const expected = Buffer.from(signature(secret, username, nonce).toString('base64url'));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}
