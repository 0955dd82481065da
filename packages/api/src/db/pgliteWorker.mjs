// The embedded database's own thread: it owns PGlite so a long query runs here and never on the API's event
// loop (where it froze /healthz and every other request). The main thread talks to it through
// `PgliteWorkerClient` in database.ts. Plain JavaScript on purpose: a worker thread is a fresh module graph,
// and neither vitest nor Node 20 would load a TypeScript file there.
//
// The main thread sends one message at a time and keeps the queue (so a statement past its time limit can be
// stopped by ending this thread, and what waited goes to the next one). Nothing here can interrupt a
// statement: PGlite ignores statement_timeout and has no cancel.
//
// Protocol (each message from the main thread carries an `id`, answered once with {id, rows} / {id, error}):
//   {op: 'query', sql, params, tx?}   rows of one statement, in transaction `tx` when given
//   {op: 'exec', sql, tx?}            several statements, no parameters
//   {op: 'copyIn', sql, data, tx?}    `COPY … FROM '/dev/blob'` fed with the text `data`; answers {rowCount}
//   {op: 'begin'}                     opens a transaction; answered once PGlite's connection is ours. The
//                                     transaction's id is this message's id (the main thread sends only its
//                                     statements until it ends: PGlite has one connection)
//   {op: 'commit' | 'rollback', tx}   ends it
//   {op: 'close'}
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @type {{ dataDir?: string, parsers: Record<number, string>, modules: { pglite: WebAssembly.Module, initdb: WebAssembly.Module } }} */
const options = workerData;
if (!parentPort) throw new Error('pgliteWorker.mjs runs as a worker thread');
const port = parentPort;

// The same parsers as PostgreSQL's pool (database.ts), by name because functions cannot cross threads.
const PARSERS = {
  number: (/** @type {string} */ v) => Number(v),
  text: (/** @type {string} */ v) => v,
  json: (/** @type {string} */ v) => JSON.parse(v),
};
const parsers = Object.fromEntries(
  Object.entries(options.parsers).map(([oid, name]) => [Number(oid), PARSERS[/** @type {'json'} */ (name)]]),
);

/** What crosses back of an error: its message and PostgreSQL's fields (code, constraint, detail, …). */
function serializeError(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const out = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
  }
  return out;
}

const ROLLBACK = Symbol('rollback');
/**
 * Messages not yet run. One runs at a time (PGlite has one connection); while a transaction is open only its
 * own statements are picked, the rest wait their turn, in order.
 * @type {any[]}
 */
const inbox = [];
/** The open transaction: its id (the begin message's), PGlite's handle, and how to end it. */
/** @type {{ id: number, tx: import('@electric-sql/pglite').Transaction, end: (how: 'commit' | 'rollback') => Promise<unknown> } | null} */
let open = null;
/** @type {(() => void) | null} */
let wake = null;

let db;
try {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    // Compiled once by the main thread (database.ts): no new compile per thread.
    pgliteWasmModule: options.modules.pglite,
    initdbWasmModule: options.modules.initdb,
    extensions: { btree_gist, pg_trgm },
    parsers,
    serializers: { [pgliteTypes.INT8]: (/** @type {unknown} */ v) => String(v) },
  });
  // The first statements of a fresh backend load its catalog caches (hundreds of ms); done here, a thread
  // started to replace one that was ended (statement timeout) is ready to answer at once.
  await db.query('select count(*) from pg_class');
  await db.transaction((tx) => tx.query('select 1'));
  port.postMessage({ id: 0, ready: true });
} catch (error) {
  port.postMessage({ id: 0, error: serializeError(error) });
  process.exit(1);
}
const pglite = db;

port.on('message', (message) => {
  inbox.push(message);
  wake?.();
});

// The main thread sends one request at a time and picks it (a transaction's own statements while it is
// open), so the inbox is taken in order.
function next() {
  return inbox.shift();
}

for (;;) {
  const message = next();
  if (!message) {
    await new Promise((resolve) => {
      wake = () => resolve(undefined);
    });
    wake = null;
    continue;
  }
  if (message.op === 'close') {
    await pglite.close();
    port.postMessage({ id: message.id });
    port.close();
    break;
  }
  await handle(message);
}

async function handle(/** @type {any} */ message) {
  const { id } = message;
  try {
    switch (message.op) {
      case 'query': {
        const target = message.tx === undefined ? pglite : open?.tx;
        if (!target) throw new Error('transaction already ended');
        const result = await target.query(message.sql, message.params);
        port.postMessage({ id, rows: result.rows });
        return;
      }
      case 'copyIn': {
        const target = message.tx === undefined ? pglite : open?.tx;
        if (!target) throw new Error('transaction already ended');
        const result = await target.query(message.sql, [], { blob: new Blob([message.data]) });
        port.postMessage({ id, rowCount: result.affectedRows ?? 0 });
        return;
      }
      case 'exec': {
        const target = message.tx === undefined ? pglite : open?.tx;
        if (!target) throw new Error('transaction already ended');
        await target.exec(message.sql);
        port.postMessage({ id });
        return;
      }
      case 'begin': {
        // PGlite's transaction(): begin now, commit when the callback resolves, roll back when it throws. The
        // callback waits for the main thread's commit or rollback.
        /** @type {(how: 'commit' | 'rollback') => void} */
        let settle = () => undefined;
        /** @type {Promise<import('@electric-sql/pglite').Transaction>} */
        const started = new Promise((resolveStarted, rejectStarted) => {
          let begun = false;
          const finished = pglite.transaction(
            (tx) =>
              new Promise((resolve, reject) => {
                begun = true;
                settle = (how) => (how === 'commit' ? resolve(undefined) : reject(ROLLBACK));
                resolveStarted(tx);
              }),
          );
          open = {
            id,
            tx: /** @type {any} */ (null),
            end: (how) => {
              settle(how);
              return finished.catch((error) => {
                if (error !== ROLLBACK) throw error;
              });
            },
          };
          finished.catch((error) => {
            if (!begun) rejectStarted(error);
          });
        });
        let tx;
        try {
          tx = await started;
        } catch (error) {
          open = null;
          throw error;
        }
        if (open) open.tx = tx;
        port.postMessage({ id });
        return;
      }
      case 'commit':
      case 'rollback': {
        const current = open;
        if (!current || current.id !== message.tx) throw new Error('transaction already ended');
        try {
          await current.end(message.op);
        } finally {
          open = null;
        }
        port.postMessage({ id });
        return;
      }
      default:
        throw new Error(`unknown operation ${String(message.op)}`);
    }
  } catch (error) {
    port.postMessage({ id, error: serializeError(error) });
  }
}
