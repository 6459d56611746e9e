import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import * as schema from './schema';
import { startPgliteThread, type PgliteThread } from './pglite-thread';

export type Schema = typeof schema;
/** The database handle every repository takes; the same type on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PGlite: a fresh database thread, giving back the memory a cold start's migrations and seed grew. */
  releaseMemory(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface OpenDatabaseOptions {
  /** A postgres:// URL; without it the embedded PGlite database is used. */
  url?: string | undefined;
  /** Where PGlite keeps its files; 'memory' for a throw-away database. */
  pgliteDir: string;
  /** PGlite only: how many queries may wait for the database thread before new ones get 503. */
  queueLimit?: number;
  /** PGlite only: how long a query may wait for the database thread before it gets 503. */
  queueWaitMs?: number;
  /** PGlite only: told when the database thread dies (queries then answer 503). */
  onCrash?: (error: Error) => void;
}

const DEFAULT_QUEUE_LIMIT = 64;
const DEFAULT_QUEUE_WAIT_MS = 10_000;

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    const database: Database = db;
    return { db: database, kind: 'postgres', releaseMemory: async () => {}, close: () => pool.end() };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.pgliteDir !== 'memory') mkdirSync(options.pgliteDir, { recursive: true });
  // PGlite runs in its own thread (pglite-thread.ts); drizzle-orm/pglite only calls query and transaction.
  const client = await startPgliteThread({
    dataDir: options.pgliteDir,
    queueLimit: options.queueLimit ?? DEFAULT_QUEUE_LIMIT,
    queueWaitMs: options.queueWaitMs ?? DEFAULT_QUEUE_WAIT_MS,
    onCrash: options.onCrash ?? ((error) => console.error(`The database thread died: ${error.message}`)),
  });
  // drizzle-orm/pglite types its client as the PGlite class, but it calls only `query` and
  // `transaction`, which the thread answers with PGlite's own results: the one cast of the handle.
  const session: Pick<PgliteThread, 'query' | 'transaction'> = client;
  const db = drizzle(session as PGlite, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  const database: Database = db;
  return { db: database, kind: 'pglite', releaseMemory: () => client.restart(), close: () => client.close() };
}
