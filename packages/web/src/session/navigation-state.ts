/**
 * A history entry's state is whatever the page that pushed it sent, or nothing (a bookmark, a reload
 * in another tab): it arrives as `unknown` and is read field by field with this guard.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
