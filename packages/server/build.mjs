// `npm run build -w @holdfast/server`: bundles src/main.ts into dist/main.js for `npm start`.
// The engine (TypeScript source, with its own small dependencies) is inlined; every dependency
// in this package.json stays external and is loaded from node_modules. Migrations are not copied: dist/main.js reads ../drizzle.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const packageDir = new URL('.', import.meta.url);
const { dependencies = {} } = JSON.parse(readFileSync(new URL('package.json', packageDir), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@holdfast/'));

rmSync(new URL('dist', packageDir), { recursive: true, force: true });
const result = await build({
  absWorkingDir: new URL('.', packageDir).pathname,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'info',
  metafile: true,
});
const inputs = Object.keys(result.metafile.inputs);
if (!inputs.some((file) => file.includes('packages/engine/src') || file.startsWith('../engine/src'))) {
  throw new Error('the engine was not bundled into dist/main.js');
}
