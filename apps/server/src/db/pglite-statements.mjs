/**
 * Runs one query on a PGlite instance through the extended protocol, as PGlite's own `query` does,
 * but in two calls into PostgreSQL instead of six, and with prepared statements: a statement sent
 * with `prepare` is parsed once per distinct SQL text under a name of its own, then only bound and
 * executed, so PostgreSQL neither parses nor re-plans it on every call (it keeps a plan as it does
 * for any prepared statement). A statement sent without `prepare` is parsed afresh each time and
 * planned for its own values (named-statements.ts `planPerCall`).
 *
 * Prepared statements do not outlive the thread (a restart starts afresh); at most `maxPrepared`
 * are kept (the least recently used are closed); every one is closed after a schema change
 * (CREATE, ALTER, DROP), and one whose result columns changed under it is closed and, outside a
 * transaction, run again once. Used by pglite-worker.mjs; plain JavaScript for the same reason.
 */
import { parse, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;
const PREPARABLE = /^\s*\(?\s*(select|insert|update|delete|with|values)\b/i;
const SCHEMA_CHANGES = new Set(['CREATE', 'ALTER', 'DROP']);
const RESULT_TYPE_CHANGED = 'cached plan must not change result type';

const concat = (chunks) => {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
};

/** A Map used as a least-recently-used cache of at most `limit` entries; `onEvict` hears each one dropped. */
function boundedCache(limit, onEvict = () => {}) {
  const entries = new Map();
  return {
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key, value) {
      entries.set(key, value);
      while (entries.size > limit) {
        const [oldest, dropped] = entries.entries().next().value;
        entries.delete(oldest);
        onEvict(dropped);
      }
    },
    delete: (key) => entries.delete(key),
    drain() {
      const values = [...entries.values()];
      entries.clear();
      return values;
    },
    get size() {
      return entries.size;
    },
  };
}

export function createStatementRunner(db, { maxPrepared = 200, maxDescribed = 500 } = {}) {
  let closing = []; // names of evicted statements, closed with the next call
  const prepared = boundedCache(maxPrepared, (statement) => closing.push(statement.name));
  const described = boundedCache(maxDescribed); // unnamed statements: SQL text -> parameter types
  let nextName = 1;

  /** Sends `chunks` as one message; a database error is thrown after PostgreSQL has handled all of it. */
  const exec = (chunks) => db.execProtocolStream(concat(chunks), { syncToFs: false });
  /** Sends `chunks` then, whatever they did, a Sync (an error leaves the session skipping messages until one). */
  const execThenSync = async (chunks) => {
    try {
      return await exec(chunks);
    } catch (error) {
      await exec([serialize.sync()]).catch(() => {});
      throw error;
    }
  };
  const closes = () => {
    const names = closing;
    closing = [];
    return names.map((name) => serialize.close({ type: 'S', name }));
  };

  const values = (params, types, serializers) =>
    params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = serializers?.[types[i]] ?? db.serializers[types[i]];
      return serializer ? serializer(param) : param.toString();
    });
  const parameterTypes = (messages) => parse.parseDescribeStatementResults(messages);

  async function runPrepared(sql, params, options) {
    let statement = prepared.get(sql);
    if (!statement) {
      const name = `pgl_${nextName++}`;
      const messages = await execThenSync([...closes(), serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]);
      statement = { name, types: parameterTypes(messages) };
      prepared.set(sql, statement);
    }
    const bound = serialize.bind({ statement: statement.name, values: values(params, statement.types, options.serializers) });
    try {
      return await exec([...closes(), bound, serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]);
    } catch (error) {
      if (error?.message === RESULT_TYPE_CHANGED) {
        prepared.delete(sql);
        closing.push(statement.name);
      }
      throw error;
    }
  }

  async function runUnnamed(sql, params, options) {
    let types = described.get(sql);
    if (!types) {
      types = parameterTypes(await execThenSync([serialize.parse({ text: sql }), serialize.describe({ type: 'S' }), serialize.sync()]));
      described.set(sql, types);
    }
    const bound = serialize.bind({ values: values(params, types, options.serializers) });
    return exec([...closes(), serialize.parse({ text: sql }), bound, serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]);
  }

  const afterSchemaChange = () => {
    for (const statement of prepared.drain()) closing.push(statement.name);
    described.drain();
  };

  /** Runs `sql` and answers PGlite's result ({ rows, fields, affectedRows, command }). */
  async function query(sql, params = [], options = {}) {
    const prepare = options.prepare && PREPARABLE.test(sql);
    let messages;
    try {
      messages = prepare ? await runPrepared(sql, params, options) : await runUnnamed(sql, params, options);
    } catch (error) {
      // The statement was closed above; outside a transaction it can simply run again, parsed anew.
      if (prepare && error?.message === RESULT_TYPE_CHANGED && !db.isInTransaction()) messages = await runPrepared(sql, params, options);
      else throw error;
    }
    const [result] = parse.parseResults(messages, db.parsers, options);
    if (SCHEMA_CHANGES.has(result.command)) afterSchemaChange();
    if (!db.isInTransaction()) await db.syncToFs();
    return result;
  }

  return { query, preparedCount: () => prepared.size };
}
