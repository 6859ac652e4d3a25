import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Starts one throwaway PostgreSQL cluster for the run; each test file gets its own database in it.
    globalSetup: ['test/support/global-setup.ts'],
    // Every file opens a PGlite instance (WebAssembly, ~1 s and a few hundred MB) plus a pool;
    // running two files at once on a 2-core machine is slower than one after the other.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
