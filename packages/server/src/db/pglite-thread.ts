/**
 * PGlite on its own thread (issue 37): the embedded database runs in a worker thread
 * (pglite-worker.mjs) and this is the main thread's handle on it, with the part of PGlite's API
 * Drizzle uses: `query` (rows as objects or arrays) and `transaction` (PGlite's own, held open in the
 * worker until the callback here settles: committed when it resolves, rolled back when it throws).
 * Queries are answered one at a time in the worker, as PGlite always ran them; what moved is where:
 * off the event loop, so a slow query or a big write no longer stalls every other request.
 * A database error keeps its PostgreSQL fields (`code`, `constraint`, ...) across the thread.
 */
import { Worker } from 'node:worker_threads';

type RowMode = 'object' | 'array';

export interface PgliteQueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface PgliteQueries {
  query(sql: string, params?: unknown[], options?: { rowMode?: RowMode }): Promise<PgliteQueryResult>;
}

interface ErrorData {
  message: string;
  name: string;
  [field: string]: unknown;
}

type Request =
  | { type: 'query'; sql: string; params: unknown[]; rowMode: RowMode; tx?: number }
  | { type: 'begin' }
  | { type: 'end'; tx: number; commit: boolean }
  | { type: 'close' };

/** The worker's entry: the .mjs beside this file from source, dist/pglite-worker.js in the bundle. */
function workerFile(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('./pglite-worker.mjs', import.meta.url)
    : new URL('./pglite-worker.js', import.meta.url);
}

function errorFrom({ message, name, ...fields }: ErrorData): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}

export class PgliteThread implements PgliteQueries {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #gone: Error | null = null;
  closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (message: { id: number; result?: unknown; error?: ErrorData }) => {
      const call = this.#pending.get(message.id);
      if (!call) return;
      this.#pending.delete(message.id);
      if (message.error) call.reject(errorFrom(message.error));
      else call.resolve(message.result);
    });
    const fail = (error: Error) => {
      this.#gone = error;
      for (const call of this.#pending.values()) call.reject(error);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the PGlite thread stopped (exit code ${code})`)));
  }

  /** Starts the thread and opens the database in `dataDir` (in memory when undefined). */
  static create(dataDir?: string): Promise<PgliteThread> {
    const worker = new Worker(workerFile(), { workerData: { dataDir } });
    return new Promise((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`the PGlite thread stopped while opening (exit code ${code})`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (message: { ready: boolean; error?: ErrorData }) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        if (message.ready) resolve(new PgliteThread(worker));
        else reject(message.error ? errorFrom(message.error) : new Error('PGlite did not open'));
      });
    });
  }

  #call<T>(request: Request): Promise<T> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ id, ...request });
    });
  }

  query(sql: string, params: unknown[] = [], options: { rowMode?: RowMode } = {}): Promise<PgliteQueryResult> {
    return this.#call({ type: 'query', sql, params, rowMode: options.rowMode ?? 'object' });
  }

  async transaction<T>(run: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const tx = await this.#call<number>({ type: 'begin' });
    const queries: PgliteQueries = {
      query: (sql, params = [], options = {}) =>
        this.#call({ type: 'query', sql, params, rowMode: options.rowMode ?? 'object', tx }),
    };
    let result: T;
    try {
      result = await run(queries);
    } catch (error) {
      await this.#call({ type: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.#call({ type: 'end', tx, commit: true });
    return result;
  }

  /** Waits for the queries sent, closes the database (its files left consistent) and ends the thread. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.#call({ type: 'close' });
    } finally {
      await this.#worker.terminate();
    }
  }
}
