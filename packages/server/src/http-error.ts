/**
 * An error that reaches the caller as `{ error: message }` with its status (DESIGN.md §1).
 * Thrown from routes and plugins; repositories throw a RecordError (record-errors.ts) instead.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Extra response headers, e.g. Retry-After on 429. */
  readonly headers: Record<string, string>;

  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

export { CAMPAIGN_NOT_FOUND, campaignNotFound, NOT_SIGNED_IN } from './record-errors';
export const USER_NOT_FOUND = 'User not found';

export const userNotFound = () => new HttpError(404, USER_NOT_FOUND);
