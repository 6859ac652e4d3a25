import { z } from 'zod';

/** Largest id a PostgreSQL `serial` holds; larger numbers would reach the database as an error. */
export const MAX_ID = 2_147_483_647;

export const errorSchema = z.object({ error: z.string() }).describe('Every error: `{ error: message }`');

/** Response schemas for the error statuses a route can answer. */
export function errorResponses<const Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema])) as Record<Status, typeof errorSchema>;
}

export const idSchema = z.coerce
  .number({ error: 'id must be a positive whole number' })
  .int('id must be a positive whole number')
  .min(1, 'id must be a positive whole number')
  .max(MAX_ID, 'id must be a positive whole number');

/**
 * Issue 32: control characters (C0, DEL, C1 — NUL among them) and lone UTF-16 surrogates are never
 * part of an id, and PostgreSQL cannot even compare text holding NUL.
 */
const UNSAFE_PATH_TEXT = /\p{Cc}|\p{Cs}/u;
export const PATH_PARAM_MAX_LENGTH = 200;
export const PATH_PARAM_REFUSED = 'A path parameter must not hold control characters or lone surrogates';

/**
 * The one schema every path parameter goes through (issue 32): text of 1 to 200 characters with no
 * control character or lone surrogate, else 400 before any handler or query runs. Each route's own
 * shape (a number, an engine id, a replay id) is piped after it.
 */
export const pathParam = z
  .string()
  .min(1, 'A path parameter must not be empty')
  .max(PATH_PARAM_MAX_LENGTH, `A path parameter has at most ${PATH_PARAM_MAX_LENGTH} characters`)
  .refine((value) => !UNSAFE_PATH_TEXT.test(value), PATH_PARAM_REFUSED);

/** A record id in a path: `pathParam`, then a positive whole number. */
export const pathId = pathParam.pipe(
  z.coerce
    .number<string>({ error: 'id must be a positive whole number' })
    .int('id must be a positive whole number')
    .min(1, 'id must be a positive whole number')
    .max(MAX_ID, 'id must be a positive whole number'),
);

export const idParams = z.object({ id: pathId });

/** The spec sends flags as 0/1; booleans are accepted too. */
export const flagInput = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((value) => value === true || value === 1);
export const flagOutput = z.union([z.literal(0), z.literal(1)]);
