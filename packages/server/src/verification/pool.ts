/**
 * The verification pool (issue 21): a few worker threads (piscina) that replay what clients send
 * (an imported campaign, a battle log to keep) and estimate passwords' strength, so seconds of engine work never hold up the event
 * loop that answers everyone else. Made lazily on the first task and closed with the app.
 *
 * The threads are fewer than the cores (one on a 2-core machine) and run at a lower priority
 * (nice +10), so verification can never take the whole machine nor starve the event loop; tasks beyond the threads wait in a short queue, and beyond that the request
 * is answered 503 at once (`VERIFIER_BUSY`). Runs the bundled worker (dist/verify-worker.js) when
 * the server runs from dist, and the TypeScript entry through tsx from source (tests, `npm run dev`).
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { HttpError } from '../http-error';
import type { VerifyResult, VerifyTask } from './verify-task';

export const VERIFIER_BUSY = 'The server is busy checking other records. Try again in a moment.';

export interface VerifierOptions {
  /** Worker threads (default: the cores but one, at least 1, at most 4). */
  threads?: number;
  /** Tasks that may wait for a thread; more answer 503 (default 16). */
  maxQueue?: number;
  /**
   * Start the threads now and have each build the password estimator's dictionaries (`main.ts`),
   * so the first sign-up after a start does not pay for them (default: on the first task).
   */
  warm?: boolean;
}

export interface Verifier {
  run<Task extends VerifyTask>(task: Task): Promise<VerifyResult<Task>>;
  close(): Promise<void>;
}

/** dist/main.js sits beside dist/verify-worker.js; src/verification/pool.ts beside the .ts entry. */
function workerFile(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('./verify-worker-tsx.mjs', import.meta.url)
    : new URL('./verify-worker.js', import.meta.url);
}

export function defaultVerifierThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

export function createVerifier(options: VerifierOptions = {}): Verifier {
  let pool: Piscina | null = null;
  const threads = options.threads ?? defaultVerifierThreads();
  const open = () =>
    (pool ??= new Piscina({
      filename: workerFile().href,
      minThreads: threads,
      maxThreads: threads,
      maxQueue: options.maxQueue ?? 16,
      // Below the event loop's priority (Linux: per thread): the answers players wait for come first.
      niceIncrement: 10,
    }));
  if (options.warm) {
    const warmUp: VerifyTask = { kind: 'passwordStrength', password: 'warm-up', owner: {} };
    // One each: a thread takes the next task while busy with none. A failure here shows on first use.
    for (let i = 0; i < threads; i += 1)
      open()
        .run(warmUp)
        .catch(() => {});
  }
  return {
    async run(task) {
      const running = open();
      if (running.queueSize >= running.options.maxQueue) throw new HttpError(503, VERIFIER_BUSY);
      return (await running.run(task)) as VerifyResult<typeof task>;
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
