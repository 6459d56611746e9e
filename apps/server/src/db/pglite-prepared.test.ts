import { afterEach, describe, expect, it } from 'vitest';
import { startPgliteThread, type PgliteThread } from './pglite-thread';
import { planEachCall } from './statement-plans';

let thread: PgliteThread | undefined;
afterEach(async () => {
  await thread?.close();
  thread = undefined;
});

/** The prepared statements PGlite's session holds, by SQL text (PostgreSQL's own view). */
async function preparedTexts(db: PgliteThread) {
  // This query itself is prepared too: leave it out.
  const result = await db.query('select statement from pg_prepared_statements where statement not like $1', ['%pg_prepared_statements%']);
  return (result.rows as { statement: string }[]).map((row) => row.statement);
}

const start = async () => {
  thread = await startPgliteThread({ dataDir: 'memory', queueLimit: 10 });
  await thread.query('create table t (id int primary key, name text not null)');
  await thread.query("insert into t values (1, 'one'), (2, 'two'), (3, 'three')");
  return thread;
};

describe('PGlite prepared statements', () => {
  it('prepares a statement once and answers each call for its own parameters', async () => {
    const db = await start();
    const byId = 'select id, name from t where id = $1';
    expect((await db.query(byId, [1])).rows).toEqual([{ id: 1, name: 'one' }]);
    expect((await db.query(byId, [3])).rows).toEqual([{ id: 3, name: 'three' }]);
    expect((await db.query(byId, [9])).rows).toEqual([]);
    expect((await db.query(byId, [2], { rowMode: 'array' })).rows).toEqual([[2, 'two']]);
    expect((await preparedTexts(db)).filter((text) => text === byId)).toHaveLength(1);
  });

  it('leaves the statements planned per call unprepared', async () => {
    const db = await start();
    const search = 'select id from t where name like $1 order by id';
    planEachCall(search);
    expect((await db.query(search, ['t%'])).rows).toEqual([{ id: 2 }, { id: 3 }]);
    expect((await db.query(search, ['o%'])).rows).toEqual([{ id: 1 }]);
    expect(await preparedTexts(db)).not.toContain(search);
  });

  it('serves the next statements after one fails, prepared or not', async () => {
    const db = await start();
    const byId = 'select name from t where id = $1';
    expect((await db.query(byId, [1])).rows).toEqual([{ name: 'one' }]);
    await expect(db.query(byId, ['not a number'])).rejects.toThrow(/invalid input syntax/);
    await expect(db.query('select nope from t where id = $1', [1])).rejects.toThrow(/column "nope" does not exist/);
    await expect(db.query('insert into t values ($1, $2)', [1, 'again'])).rejects.toMatchObject({ code: '23505' });
    expect((await db.query(byId, [2])).rows).toEqual([{ name: 'two' }]);
    expect((await db.query('insert into t values ($1, $2) returning id', [4, 'four'])).rows).toEqual([{ id: 4 }]);
  });

  it('rolls back a transaction whose prepared statement failed, and serves the same statements after it', async () => {
    const db = await start();
    const insert = 'insert into t values ($1, $2)';
    const failed = db.transaction(async (tx) => {
      await tx.query(insert, [5, 'five']);
      await tx.query(insert, [1, 'duplicate']); // a unique violation: the whole transaction goes
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    const committed = await db.transaction(async (tx) => {
      await tx.query(insert, [6, 'six']);
      return (await tx.query('select count(*)::int as n from t')).rows;
    });
    expect(committed).toEqual([{ n: 4 }]);
    expect((await db.query('select name from t where id = $1', [5])).rows).toEqual([]);
    expect((await db.query('select name from t where id = $1', [6])).rows).toEqual([{ name: 'six' }]);
  });

  it('answers with the new columns after a schema change (no stale prepared statement)', async () => {
    const db = await start();
    const everything = 'select * from t where id = $1';
    expect((await db.query(everything, [1])).rows).toEqual([{ id: 1, name: 'one' }]);
    await db.query("alter table t add column grade text not null default '8'");
    expect((await db.query(everything, [1])).rows).toEqual([{ id: 1, name: 'one', grade: '8' }]);
    await db.transaction(async (tx) => {
      await tx.query('alter table t drop column grade');
      expect((await tx.query(everything, [2])).rows).toEqual([{ id: 2, name: 'two' }]);
    });
    expect((await db.query(everything, [3])).rows).toEqual([{ id: 3, name: 'three' }]);
    // The statements prepared before each change were closed: PostgreSQL holds this text once.
    expect((await preparedTexts(db)).filter((text) => text === everything)).toHaveLength(1);
  });
});
