/**
 * The signed-in user as remembered by the browser (spec §2: local storage key `currentUser`).
 * Only public fields are kept: the session itself lives in an HttpOnly cookie the page cannot read.
 */
import type { UserId } from '../api/types';

export const CURRENT_USER_KEY = 'currentUser';

export interface PublicUser {
  id: UserId;
  username: string;
}

export function toPublicUser(user: { id: UserId; username: string }): PublicUser {
  return { id: user.id, username: user.username };
}

function isPublicUser(value: unknown): value is PublicUser {
  if (!value || typeof value !== 'object') return false;
  const { id, username } = value as Record<string, unknown>;
  return (
    (typeof id === 'number' || (typeof id === 'string' && id !== '')) && typeof username === 'string' && username !== ''
  );
}

/** The stored user, or null when none is stored or what is stored cannot be read (logged, spec §2). */
export function readStoredUser(storage: Storage): PublicUser | null {
  let text: string | null;
  try {
    text = storage.getItem(CURRENT_USER_KEY);
  } catch (error) {
    console.warn('Could not read the stored user', error);
    return null;
  }
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (isPublicUser(value)) return toPublicUser(value);
    console.warn('Ignoring a stored user of the wrong shape');
  } catch (error) {
    console.warn('Ignoring a stored user that is not JSON', error);
  }
  return null;
}

export function writeStoredUser(storage: Storage, user: PublicUser): void {
  try {
    storage.setItem(CURRENT_USER_KEY, JSON.stringify(toPublicUser(user)));
  } catch (error) {
    // Private browsing or a full quota: the cookie still holds the session, so carry on.
    console.warn('Could not store the signed-in user', error);
  }
}

export function clearStoredUser(storage: Storage): void {
  try {
    storage.removeItem(CURRENT_USER_KEY);
  } catch (error) {
    console.warn('Could not clear the stored user', error);
  }
}
