#!/usr/bin/env node
// `npm start`: serve the production build (building it first when it is missing) and the API from one process.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = join(root, 'packages/server/dist/main.js');
const webIndex = join(root, 'packages/web/dist/index.html');

if (!existsSync(serverEntry) || !existsSync(webIndex)) {
  console.log('No production build found: building it first (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], { cwd: root, stdio: 'inherit' });
// The server shuts down cleanly on SIGINT/SIGTERM (closes the database); pass the signal on and wait for it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
