// `npm run build -w @holdfast/server`: bundles src/main.ts into dist/main.js for `npm start`, and the
// verification worker (src/verification/verify-worker.ts) into dist/verify-worker.js beside it,
// where the pool looks for it (issue 21).
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
  entryPoints: {
    main: 'src/main.ts',
    'verify-worker': 'src/verification/verify-worker.ts',
    'pglite-worker': 'src/db/pglite-worker.mjs',
  },
  outdir: 'dist',
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
for (const output of ['dist/main.js', 'dist/verify-worker.js', 'dist/pglite-worker.js']) {
  if (!result.metafile.outputs[output]) throw new Error(`${output} was not built`);
}
