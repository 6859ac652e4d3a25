/**
 * Issue 31 item 7: the engine's simulation-heavy test files — whole scripted campaigns, thousands of
 * seeded battles or resolutions, projections — run in their own tier (`vitest.slow.config.ts`,
 * project `engine-slow`) with explicit time-outs, so the unit tier (`engine`) stays quick and inside
 * vitest's 5 s per test. `npm test` runs both. A test file belongs here when one of its tests plays
 * more than a few battles or campaign days; the unit tier excludes exactly these files.
 */
export const SLOW_TESTS = [
  'src/battle/forecast.test.ts',
  'src/battle/hit-chance.test.ts',
  'src/battle/hostile-types.test.ts',
  'src/battle/replay.test.ts',
  'src/campaign/events.test.ts',
  'src/campaign/invariants.test.ts',
  'src/campaign/mission-statistics.test.ts',
  'src/tools/balance-figures.test.ts',
  'src/tools/panel-commanders.test.ts',
  'src/tools/battle-commander.test.ts',
  'src/tools/projected-odds.test.ts',
  'src/tools/thoughtful-commander.test.ts',
] as const;

/** Per test and per hook in the slow tier: minutes on a loaded 2-core machine. */
export const SLOW_TEST_TIMEOUT_MS = 300_000;
