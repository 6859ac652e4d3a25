/**
 * The verification worker thread's entry (piscina calls its default export with each task). Built
 * to dist/verify-worker.js beside dist/main.js (build.mjs); from source it is loaded through
 * verify-worker-tsx.mjs.
 */
import { type VerifyTask, verify } from './verify-task';

export default function run(task: VerifyTask) {
  return verify(task);
}
