// The worker entry when the server runs from its TypeScript source (tsx, vitest): worker threads
// do not inherit a test runner's transforms, so this one registers tsx itself, then loads the entry.
import { register } from 'tsx/esm/api';

register();
const { default: run } = await import('./verify-worker.ts');

export default run;
