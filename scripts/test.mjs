#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first failure.
// Needs Chromium and the PostgreSQL server binaries (see scripts/prerequisites.mjs);
// the server tests start their own throwaway PostgreSQL cluster.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingPrerequisites } from './prerequisites.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const problems = missingPrerequisites();
if (problems.length > 0) {
  console.error('npm test cannot run on this machine yet:');
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error('On Debian/Ubuntu, as root: apt-get update && apt-get install -y chromium postgresql');
  process.exit(1);
}

const steps = [
  ['lint (Biome, then the import-cycle check)', 'npm', ['run', 'lint']],
  ['type-check', 'npm', ['run', 'typecheck']],
  ['engine and web unit tests', 'npx', ['vitest', 'run', '--project', 'engine', '--project', 'web']],
  [
    'engine simulation tests (the slow tier: whole campaigns, seeded battles)',
    'npx',
    ['vitest', 'run', '--project', 'engine-slow'],
  ],
  ['server integration tests (PGlite and PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server']],
  ['production build', 'npm', ['run', 'build']],
  ['end-to-end tests (Chromium against the built server on PGlite)', 'npm', ['test', '-w', '@holdfast/e2e']],
  [
    'end-to-end tests (Chromium against the built server on PostgreSQL)',
    'node',
    ['scripts/pg-temp.mjs', '--', 'npm', 'test', '-w', '@holdfast/e2e'],
  ],
];

const only = process.env.HOLDFAST_TEST_ONLY; // e.g. HOLDFAST_TEST_ONLY=end-to-end to run the matching steps while developing
for (const [title, command, args] of steps) {
  if (only && !title.includes(only)) continue;
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds} s)`);
}
console.log('\nAll checks passed.');
