/**
 * An error that reaches the caller as `{ error: message }` with its status (DESIGN.md §1).
 * Thrown from routes and repositories alike; the error handler answers it.
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

export const NOT_SIGNED_IN = 'Not signed in';
export const CAMPAIGN_NOT_FOUND = 'Campaign not found';
export const USER_NOT_FOUND = 'User not found';

export const campaignNotFound = () => new HttpError(404, CAMPAIGN_NOT_FOUND);
export const userNotFound = () => new HttpError(404, USER_NOT_FOUND);
