/**
 * What went wrong with a record, in the repository's words. Repositories throw these and never
 * an HttpError (biome.json forbids them importing http-error); the error handler
 * (plugins/error-handler.ts) turns each problem into its HTTP status and `{ error: message }`.
 */
export type RecordProblem =
  /** The record does not exist, or is not the caller's (404). */
  | 'not-found'
  /** The write collides with what is stored: a unique value taken, a state that forbids it (409). */
  | 'conflict'
  /** The values contradict each other or the campaign's records (400). */
  | 'invalid'
  /** Well-formed, but not something that can be done with it (422). */
  | 'unprocessable'
  /** The session checked inside the write had ended (401). */
  | 'not-signed-in';

export class RecordError extends Error {
  readonly problem: RecordProblem;

  constructor(problem: RecordProblem, message: string) {
    super(message);
    this.name = 'RecordError';
    this.problem = problem;
  }
}

export const NOT_SIGNED_IN = 'Not signed in';
export const CAMPAIGN_NOT_FOUND = 'Campaign not found';

export const campaignNotFound = () => new RecordError('not-found', CAMPAIGN_NOT_FOUND);
