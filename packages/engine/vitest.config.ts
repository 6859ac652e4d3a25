import { defineConfig } from 'vitest/config';
import { SLOW_TESTS } from './slow-tests';

// The unit tier: every engine test but the simulation-heavy ones (slow-tests.ts, vitest.slow.config.ts).
export default defineConfig({
  test: {
    name: 'engine',
    include: ['src/**/*.test.ts'],
    exclude: [...SLOW_TESTS],
    environment: 'node',
  },
});
