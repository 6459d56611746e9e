/**
 * The embedded database off the request thread: PGlite runs in a worker thread
 * (pglite-worker.mjs) and this client gives drizzle-orm/pglite the two calls it makes on a
 * PGlite instance (query and transaction), so every repository keeps the same Drizzle handle.
 *
 * PGlite is a single session: queries run one at a time, and a transaction holds the session
 * from BEGIN to COMMIT. Callers wait in a queue of at most `queueLimit`; past it a query fails
 * at once with DatabaseBusyError (answered 503 with Retry-After) instead of waiting seconds.
 * When the thread dies, every waiting and later query fails with DatabaseUnavailableError.
 */
import { Worker } from 'node:worker_threads';
import { DatabaseBusyError, DatabaseUnavailableError } from './busy';

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
  onCrash?: (error: Error) => void;
}): Promise<PgliteThread> {
  const pending = new Map<number, { resolve: (result: QueryResult | null) => void; reject: (error: Error) => void }>();
  const waiting: (() => void)[] = [];
  let nextId = 1;
  let holder = false; // a caller holds the session
  let dead: Error | undefined;
  let retiring: Worker | undefined; // closed on purpose (close or restart): its exit is no crash

  const fail = (error: Error) => {
    if (dead) return;
    dead = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    for (const wake of waiting.splice(0)) wake(); // each finds `dead` set and fails
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

  const send = (message: { sql: string; params: unknown[]; rowMode: RowMode } | { close: true }) =>
    new Promise<QueryResult | null>((resolve, reject) => {
      if (dead) return reject(dead);
      if (!worker) return reject(new DatabaseUnavailableError(new Error('The database thread is restarting')));
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });
  const run = async (sql: string, params: unknown[] = [], queryOptions: QueryOptions = {}) =>
    (await send({ sql, params, rowMode: queryOptions.rowMode ?? 'object' })) as QueryResult;

  // A function, not an inline check: `dead` changes while a caller waits, which narrowing cannot see.
  const failIfDead = () => {
    if (dead) throw dead;
  };
  const acquire = async () => {
    failIfDead();
    if (!holder) {
      holder = true;
      return;
    }
    if (waiting.length >= options.queueLimit) throw new DatabaseBusyError(options.queueLimit);
    await new Promise<void>((wake) => waiting.push(wake));
    failIfDead();
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else holder = false;
  };
  const exclusively = async <T>(work: () => Promise<T>): Promise<T> => {
    await acquire();
    try {
      return await work();
    } finally {
      release();
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
      }),
    async close() {
      if (dead) return;
      retiring = worker;
      await exclusively(() => send({ close: true }));
      await worker?.terminate();
      fail(new DatabaseUnavailableError(new Error('The database was closed')));
    },
  };
}
