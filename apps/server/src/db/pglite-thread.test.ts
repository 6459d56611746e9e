import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseBusyError, DatabaseUnavailableError } from './busy';
import { isUniqueViolation } from './errors';
import { startPgliteThread, type PgliteThread } from './pglite-thread';

// A query that keeps PGlite busy for a while (hundreds of ms on this machine).
const HEAVY = 'select sum(a.x * b.y) as total from generate_series(1, 2000) a(x), generate_series(1, 1000) b(y)';

let thread: PgliteThread | undefined;
afterEach(async () => {
  await thread?.close();
  thread = undefined;
});

describe('PGlite in its own thread', () => {
  it('keeps this thread free while a heavy query runs', async () => {
    thread = await startPgliteThread({ dataDir: 'memory', queueLimit: 10 });
    let worstLag = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      worstLag = Math.max(worstLag, now - last - 5);
      last = now;
    }, 5);
    const started = performance.now();
    const result = await thread.query(HEAVY);
    const took = performance.now() - started;
    clearInterval(ticker);
    expect(result.rows).toEqual([{ total: 2001000 * 500500 }]);
    // On the same thread the timer would wait the whole query; here it keeps ticking.
    expect(took).toBeGreaterThan(100);
    expect(worstLag).toBeLessThan(took / 4);
  });

  it('answers in both row modes with PostgreSQL error codes', async () => {
    thread = await startPgliteThread({ dataDir: 'memory', queueLimit: 10 });
    await thread.query('create table t (id int primary key, at timestamptz)');
    await thread.query('insert into t values ($1, $2)', [1, '2026-01-02T03:04:05Z']);
    const rows = await thread.query('select id, at from t', [], { rowMode: 'array' });
    expect(rows.rows).toEqual([[1, '2026-01-02 03:04:05+00']]); // timestamps stay text, as Drizzle expects
    const duplicate = await thread.query('insert into t values (1, null)').catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
  });

  it('runs a transaction alone and rolls it back on an error', async () => {
    thread = await startPgliteThread({ dataDir: 'memory', queueLimit: 10 });
    const db = thread;
    await db.query('create table t (id int primary key)');
    const failed = db.transaction(async (tx) => {
      await tx.query('insert into t values (1)');
      await new Promise((resolve) => setTimeout(resolve, 30));
      await tx.query('insert into t values (1)'); // a unique violation: the whole transaction goes
    });
    // Sent while the transaction holds the session: it waits, and does not see its row.
    const during = db.query('select count(*)::int as n from t');
    await expect(failed).rejects.toThrow();
    expect((await during).rows).toEqual([{ n: 0 }]);
    const kept = await db.transaction(async (tx) => {
      await tx.query('insert into t values (2)');
      return 'done';
    });
    expect(kept).toBe('done');
    expect((await db.query('select id from t')).rows).toEqual([{ id: 2 }]);
  });

  it('refuses queries past the queue bound at once and serves again afterwards', async () => {
    thread = await startPgliteThread({ dataDir: 'memory', queueLimit: 2 });
    const db = thread;
    const outcomes = await Promise.allSettled([db.query(HEAVY), ...Array.from({ length: 6 }, () => db.query('select 1 as one'))]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3); // the running one and two waiting
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(4);
    for (const o of refused) expect(o.reason).toBeInstanceOf(DatabaseBusyError);
    expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('drops a query that waited longer than the time bound, and serves the others', async () => {
    thread = await startPgliteThread({ dataDir: 'memory', queueLimit: 10, queueWaitMs: 100 });
    const db = thread;
    const started = performance.now();
    const holder = db.query('select pg_sleep(0.4)');
    const waited = db.query('select 1 as one').catch((error: unknown) => ({ error, after: performance.now() - started }));
    const outcome = await waited;
    expect(outcome).toMatchObject({ error: expect.any(DatabaseBusyError) });
    // Refused once its wait reached the bound, while the holder was still running.
    expect((outcome as { after: number }).after).toBeGreaterThanOrEqual(95);
    expect((outcome as { after: number }).after).toBeLessThan(380);
    await holder;
    expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('refuses at once a query whose expected wait (queries ahead x mean hold) is past the time bound', async () => {
    thread = await startPgliteThread({ dataDir: 'memory', queueLimit: 50, queueWaitMs: 250 });
    const db = thread;
    for (let i = 0; i < 4; i++) await db.query('select pg_sleep(0.2)'); // the mean hold grows to about 80 ms
    const holder = db.query('select pg_sleep(0.2)');
    const started = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () =>
        db.query('select 1 as one').then(
          () => 'served' as const,
          (error: unknown) => ({ error, after: performance.now() - started }),
        ),
      ),
    );
    await holder;
    expect(outcomes[0]).toBe('served'); // one query ahead: about 80 ms expected
    const refused = outcomes.filter((o) => o !== 'served');
    expect(refused.length).toBeGreaterThanOrEqual(4); // from the fifth on: 5 x 80 ms > 250 ms
    for (const o of refused) {
      expect(o.error).toBeInstanceOf(DatabaseBusyError);
      expect(o.after).toBeLessThan(150); // at once, before the holder's 200 ms are over
    }
  });

  it('restarts on the same files, keeping the data, and serves callers that waited meanwhile', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pglite-thread-'));
    thread = await startPgliteThread({ dataDir: dir, queueLimit: 10 });
    const db = thread;
    await db.query('create table t (id int primary key)');
    await db.query('insert into t values (7)');
    const restarted = db.restart();
    const waited = db.query('select id from t');
    await restarted;
    expect((await waited).rows).toEqual([{ id: 7 }]);
  });

  it('ends the thread on close: later queries fail at once instead of hanging', async () => {
    const db = await startPgliteThread({ dataDir: 'memory', queueLimit: 2 });
    await db.close();
    await expect(db.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });
});
