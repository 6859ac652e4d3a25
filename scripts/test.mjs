#!/usr/bin/env node
// `npm test`: every check the project has, in order, failing fast.
import { spawnSync } from 'node:child_process';

function run(title, command, args) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(result.status ?? 1);
  }
}

run('lint', 'npx', ['biome', 'check', '.']);
run('unit tests', 'npx', ['vitest', 'run', '--project', 'engine']);
