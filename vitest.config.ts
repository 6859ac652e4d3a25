import { defineConfig } from 'vitest/config';

// Each package has its own vitest.config.ts; `vitest run --project <name>` picks one. The engine's
// simulation-heavy tests are a project of their own, `engine-slow` (packages/engine/slow-tests.ts).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'packages/engine/vitest.slow.config.ts'],
  },
});
