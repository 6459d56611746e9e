/**
 * The worker thread that owns the embedded PGlite database (started by pglite-thread.ts).
 * Plain JavaScript because Node 20 starts worker threads without the TypeScript loader.
 *
 * Protocol: the parent posts { id, sql, params, rowMode, prepare } and gets back { id, result } or
 * { id, error }; { id, close: true } closes the database and ends the thread. The parent sends
 * one message at a time, so a transaction's BEGIN ... COMMIT never interleaves with another caller.
 * `prepare`: run it as a prepared statement, parsed once per SQL text (pglite-statements.mjs).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { createStatementRunner } from './pglite-statements.mjs';

// Dates, timestamps and intervals stay text, as drizzle-orm/pglite asks for them (its own parser map).
const keepText = (value) => value;
const parsers = Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keepText]));

/** A PGlite error as a plain object: its message and its fields (code, detail, constraint...). */
function plainError(error) {
  const plain = { name: error?.name ?? 'Error', message: error?.message ?? String(error) };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) plain[key] = value;
    }
  }
  return plain;
}

const db = workerData.dataDir === 'memory' ? new PGlite() : new PGlite(workerData.dataDir);
const statements = createStatementRunner(db);

parentPort.on('message', async (message) => {
  if (message.close) {
    await db.close();
    parentPort.postMessage({ id: message.id, result: null });
    parentPort.close();
    return;
  }
  try {
    await db.waitReady;
    const result = await statements.query(message.sql, message.params, { rowMode: message.rowMode, parsers, prepare: message.prepare });
    parentPort.postMessage({ id: message.id, result });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: plainError(error) });
  }
});

db.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: plainError(error) }),
);
