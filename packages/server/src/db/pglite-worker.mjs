// The PGlite thread (issue 37; docs/ARCHITECTURE.md "PGlite on its own thread"): a worker thread
// that owns the embedded database and answers the queries the main thread sends it
// (pglite-thread.ts), so PostgreSQL's own work (parsing, planning, executing, writing pages) never
// holds up the event loop that answers players. Plain JavaScript: it runs as it is from source and
// is bundled to dist/pglite-worker.js beside dist/main.js (build.mjs).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

const asSent = (value) => value;
// Drizzle's PGlite session reads these types as the text PostgreSQL sends (drizzle-orm/pglite/session.js).
const PARSERS = {
  [types.TIMESTAMP]: asSent,
  [types.TIMESTAMPTZ]: asSent,
  [types.INTERVAL]: asSent,
  [types.DATE]: asSent,
  1231: asSent, // numeric[]
  1115: asSent, // timestamp[]
  1185: asSent, // timestamptz[]
  1187: asSent, // interval[]
  1182: asSent, // date[]
};

/** What a database error says, as plain data (a thrown error's own fields do not cross threads). */
function errorData(error) {
  const data = { message: String(error?.message ?? error), name: String(error?.name ?? 'Error') };
  for (const key of ['code', 'constraint', 'detail', 'severity', 'table', 'schema', 'column', 'hint', 'position']) {
    if (error && typeof error === 'object' && error[key] !== undefined) data[key] = error[key];
  }
  return data;
}

const port = parentPort;
let db;
try {
  db = await PGlite.create(workerData.dataDir);
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: errorData(error) });
  process.exit(1);
}

/** Open transactions by id: each is PGlite's own transaction, held open until the main thread ends it. */
const transactions = new Map();
let nextTransaction = 1;

function begin() {
  return new Promise((begun, failed) => {
    const id = nextTransaction++;
    const entry = {};
    entry.finished = db.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          Object.assign(entry, { tx, commit, rollback });
          transactions.set(id, entry);
          begun(id);
        }),
    );
    entry.finished.catch(failed);
  });
}

async function end(id, commit) {
  const entry = transactions.get(id);
  if (!entry) throw new Error(`transaction ${id} is not open`);
  transactions.delete(id);
  if (commit) {
    entry.commit();
    await entry.finished;
  } else {
    entry.rollback(new Error('rolled back'));
    await entry.finished.catch(() => undefined);
  }
}

async function handle(message) {
  switch (message.type) {
    case 'query': {
      const target = message.tx === undefined ? db : transactions.get(message.tx)?.tx;
      if (!target) throw new Error(`transaction ${message.tx} is not open`);
      const result = await target.query(message.sql, message.params, { rowMode: message.rowMode, parsers: PARSERS });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'begin':
      return begin();
    case 'end':
      return end(message.tx, message.commit);
    case 'close':
      if (!db.closed) await db.close();
      return null;
    default:
      throw new Error(`unknown request ${message.type}`);
  }
}

port.on('message', (message) => {
  handle(message).then(
    (result) => port.postMessage({ id: message.id, result }),
    (error) => port.postMessage({ id: message.id, error: errorData(error) }),
  );
});
