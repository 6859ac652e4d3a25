/** Types for pg-temp.mjs (a plain script so CI can run it without a build). */
export const MISSING_POSTGRES_MESSAGE: string;
export function findPostgresBinaries(): string | null;
export function startTempPostgres(options?: { durable?: boolean }): Promise<{ url: string; stop: () => Promise<void> }>;
