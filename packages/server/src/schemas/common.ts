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

export const idParams = z.object({ id: idSchema });

/** The spec sends flags as 0/1; booleans are accepted too. */
export const flagInput = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((value) => value === true || value === 1);
export const flagOutput = z.union([z.literal(0), z.literal(1)]);
