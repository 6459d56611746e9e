/** Long, frequent statements run as named (prepared) statements, or planned per call where the values decide the plan. */
import { createHash } from 'node:crypto';
import { is, SQL, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { planEachCall } from './statement-plans';

const dialect = new PgDialect();
const statementNames = new Map<string, string>();

/** The SQL text and parameters of a query, to build a statement once and run it many times. */
export const toQuery = (query: SQL): Query => dialect.sqlToQuery(query);

/**
 * Runs `query` as a named (prepared) statement: PostgreSQL then parses and plans it once per
 * connection instead of on every request (that was ~1.5 ms of the ~2 ms a catalogue page took).
 * The name follows the SQL text, so callers must keep values as parameters: the texts then
 * only vary with the shape of the query (filters, sort), a bounded few. PGlite ignores the name:
 * its thread prepares every statement but those planned per call (pglite-statements.mjs).
 *
 * `planPerCall` sends it unnamed instead, so PostgreSQL plans it for the values of this call:
 * after five runs of a named statement it may switch to one generic plan for every value, and
 * where how many rows a value matches decides the plan (a search word, a filter) a common word
 * with a rare word's plan took 0.5-1.8 s. `values` fill a built query's placeholders.
 */
export function executeNamed(db: Database, query: SQL | Query, prefix: string, { planPerCall = false, values = {} }: { planPerCall?: boolean; values?: Record<string, unknown> } = {}) {
  const built = is(query, SQL) ? toQuery(query) : query;
  if (planPerCall) {
    planEachCall(built.sql);
    return db._.session.prepareQuery(built, undefined, undefined, false).execute(values);
  }
  let name = statementNames.get(built.sql);
  if (!name) {
    name = `${prefix}_${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
    statementNames.set(built.sql, name);
  }
  return db._.session.prepareQuery(built, undefined, name, false).execute(values);
}
