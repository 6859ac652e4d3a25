import { defineConfig } from 'vitest/config';
import { SLOW_TEST_TIMEOUT_MS, SLOW_TESTS } from './slow-tests';

// Issue 31 item 7: the slow tier, simulation-heavy engine tests with explicit time-outs (`npm test` runs it).
export default defineConfig({
  test: {
    name: 'engine-slow',
    include: [...SLOW_TESTS],
    environment: 'node',
    testTimeout: SLOW_TEST_TIMEOUT_MS,
    hookTimeout: SLOW_TEST_TIMEOUT_MS,
  },
});
