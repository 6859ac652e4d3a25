import type { TestProject } from 'vitest/node';
import { startTempPostgres } from '../../../../scripts/pg-temp.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway cluster's URL; test files create their own database in it. */
    postgresUrl: string;
  }
}

/**
 * One PostgreSQL cluster for the whole server suite. Without the server binaries this fails the
 * run with the install command, rather than quietly testing PGlite only.
 */
export async function setup(project: TestProject) {
  const postgres = await startTempPostgres();
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}
