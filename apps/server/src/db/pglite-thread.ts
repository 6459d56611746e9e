/**
 * The embedded database off the request thread: PGlite runs in a worker thread
 * (pglite-worker.mjs) and this client gives drizzle-orm/pglite the two calls it makes on a
 * PGlite instance (query and transaction), so every repository keeps the same Drizzle handle.
 *
 * PGlite is a single session: queries run one at a time, and a transaction holds the session
 * from BEGIN to COMMIT. Callers wait in a queue of at most `queueLimit`; past it a query fails
 * at once with DatabaseBusyError (answered 503 with Retry-After) instead of waiting seconds.
 * The wait is bounded in time too (`queueWaitMs`): a query is refused at once when the queue
 * ahead of it would take longer than that (its length times the mean time a caller holds the
 * session), and one that has waited that long leaves the queue refused.
 * When the thread dies, every waiting and later query fails with DatabaseUnavailableError.
 */
import { Worker } from 'node:worker_threads';
import { DatabaseBusyError, DatabaseUnavailableError } from './busy';
import { isPlannedPerCall } from './statement-plans';

type RowMode = 'array' | 'object';
interface QueryOptions {
  rowMode?: RowMode;
}
interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
interface Reply {
  id?: number;
  ready?: boolean;
  result?: QueryResult | null;
  error?: Record<string, unknown> & { message: string };
}

/** What drizzle-orm/pglite calls on its client, inside and outside a transaction. */
export interface PgliteSessionClient {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
}

export interface PgliteThread extends PgliteSessionClient {
  transaction<T>(run: (tx: PgliteSessionClient) => Promise<T>): Promise<T>;
  /** A fresh thread on the same files: gives back the memory PGlite grew to (e.g. after a cold start). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

/** The PGlite error again, with its fields (code 23505...), thrown on this thread. */
function reviveError(plain: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(plain.message), plain);
}

export async function startPgliteThread(options: {
  /** A directory, or 'memory'. */
  dataDir: string;
  queueLimit: number;
  /** How long a query may wait for the session before it is refused (no bound when absent). */
  queueWaitMs?: number;
  /** false: every statement is parsed and planned on each call (for comparing; prepared by default). */
  prepareStatements?: boolean;
  onCrash?: (error: Error) => void;
}): Promise<PgliteThread> {
  const pending = new Map<number, { resolve: (result: QueryResult | null) => void; reject: (error: Error) => void }>();
  const waiting: { wake: () => void; timer?: ReturnType<typeof setTimeout> }[] = [];
  const maxWaitMs = options.queueWaitMs ?? Number.POSITIVE_INFINITY;
  let meanHoldMs = 1; // how long a caller holds the session, a moving average
  let heldSince = 0;
  let nextId = 1;
  let holder = false; // a caller holds the session
  let dead: Error | undefined;
  let retiring: Worker | undefined; // closed on purpose (close or restart): its exit is no crash

  const fail = (error: Error) => {
    if (dead) return;
    dead = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    for (const waiter of waiting.splice(0)) waiter.wake(); // each finds `dead` set and fails
  };

  const spawn = () =>
    new Promise<Worker>((resolve, reject) => {
      const thread = new Worker(WORKER_URL, { workerData: { dataDir: options.dataDir } });
      thread.on('message', (reply: Reply) => {
        if (reply.id === undefined) {
          if (reply.ready) resolve(thread);
          else reject(reviveError(reply.error ?? { message: 'PGlite did not start' }));
          return;
        }
        const call = pending.get(reply.id);
        if (!call) return;
        pending.delete(reply.id);
        if (reply.error) call.reject(reviveError(reply.error));
        else call.resolve(reply.result ?? null);
      });
      const gone = (error: Error) => {
        reject(error);
        if (thread === retiring || thread !== worker) return;
        if (!dead) options.onCrash?.(error);
        fail(new DatabaseUnavailableError(error));
      };
      thread.on('error', gone);
      thread.on('exit', (code) => gone(new Error(`The database thread ended (exit code ${code})`)));
    });
  let worker: Worker | undefined;
  worker = await spawn();

  const send = (message: { sql: string; params: unknown[]; rowMode: RowMode; prepare: boolean } | { close: true }) =>
    new Promise<QueryResult | null>((resolve, reject) => {
      if (dead) return reject(dead);
      if (!worker) return reject(new DatabaseUnavailableError(new Error('The database thread is restarting')));
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });
  // Every statement is prepared once in the thread, but those whose plan depends on the call's values.
  const run = async (sql: string, params: unknown[] = [], queryOptions: QueryOptions = {}) =>
    (await send({ sql, params, rowMode: queryOptions.rowMode ?? 'object', prepare: options.prepareStatements !== false && !isPlannedPerCall(sql) })) as QueryResult;

  // A function, not an inline check: `dead` changes while a caller waits, which narrowing cannot see.
  const failIfDead = () => {
    if (dead) throw dead;
  };
  const acquire = async () => {
    failIfDead();
    if (!holder) {
      holder = true;
      heldSince = performance.now();
      return;
    }
    if (waiting.length >= options.queueLimit) throw new DatabaseBusyError(`${options.queueLimit} queries waiting (DATABASE_QUEUE_LIMIT)`);
    const expectedMs = (waiting.length + 1) * meanHoldMs;
    if (expectedMs > maxWaitMs) throw new DatabaseBusyError(`about ${Math.round(expectedMs)} ms to wait, more than ${maxWaitMs} (DATABASE_QUEUE_WAIT_MS)`);
    await new Promise<void>((resolve, reject) => {
      const waiter: (typeof waiting)[number] = {
        wake: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
      };
      if (Number.isFinite(maxWaitMs)) {
        waiter.timer = setTimeout(() => {
          const at = waiting.indexOf(waiter);
          if (at >= 0) waiting.splice(at, 1);
          reject(new DatabaseBusyError(`waited ${maxWaitMs} ms (DATABASE_QUEUE_WAIT_MS)`));
        }, maxWaitMs);
      }
      waiting.push(waiter);
    });
    heldSince = performance.now();
    failIfDead();
  };
  /** `timed`: the hold counts towards the mean (a restart, seconds long and once, does not). */
  const release = (timed: boolean) => {
    if (timed) meanHoldMs += (performance.now() - heldSince - meanHoldMs) / 8;
    const next = waiting.shift();
    if (next) next.wake();
    else holder = false;
  };
  const exclusively = async <T>(work: () => Promise<T>, timed = true): Promise<T> => {
    await acquire();
    try {
      return await work();
    } finally {
      release(timed);
    }
  };

  return {
    query: (sql, params, queryOptions) => exclusively(() => run(sql, params, queryOptions)),
    transaction: (work) =>
      exclusively(async () => {
        await run('BEGIN');
        try {
          const result = await work({ query: run });
          await run('COMMIT');
          return result;
        } catch (error) {
          if (!dead) await run('ROLLBACK');
          throw error;
        }
      }),
    restart: () =>
      exclusively(async () => {
        retiring = worker;
        await send({ close: true });
        await retiring?.terminate();
        worker = undefined;
        try {
          worker = await spawn();
        } catch (error) {
          fail(new DatabaseUnavailableError(error as Error));
          throw error;
        }
      }, false),
    async close() {
      if (dead) return;
      retiring = worker;
      await exclusively(() => send({ close: true }));
      await worker?.terminate();
      fail(new DatabaseUnavailableError(new Error('The database was closed')));
    },
  };
}
