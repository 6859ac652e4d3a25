/** Types for pg-temp.mjs (a plain script so CI can run it without a build). */
export const MISSING_POSTGRES_MESSAGE: string;
export function findPostgresBinaries(): string | null;
export interface TempPostgres {
  url: string;
  /** Shuts it down and deletes its directory. */
  stop: () => Promise<void>;
  /** `pg_ctl stop -m immediate`, keeping the data (an outage). */
  halt: () => Promise<void>;
  /** Starts it again after `halt`, on the same port and data. */
  restart: () => Promise<void>;
  /** SIGSTOPs the postmaster and its backends (a frozen database). */
  freeze: () => Promise<void>;
  /** SIGCONTs them. */
  thaw: () => Promise<void>;
}
export function startTempPostgres(options?: { durable?: boolean }): Promise<TempPostgres>;
