import { defineConfig } from 'vitest/config';

// Each package has its own vitest.config.ts; `vitest run --project <name>` picks one.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
  },
});
