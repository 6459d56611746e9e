import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@booktutor/contracts/messages';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, type TestUser } from '../../test/factories';

// PGlite only: on PostgreSQL the pool's own queue applies and nothing is refused.
const onPglite = !process.env.DATABASE_URL;

describe.runIf(onPglite)('the database queue time bound (DATABASE_QUEUE_WAIT_MS)', () => {
  let t: TestApp;
  let reader: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ env: { DATABASE_QUEUE_WAIT_MS: '100' } });
    reader = await createUser(t);
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After to a request whose query waited past the bound, and serves it afterwards', async () => {
    // Something else holds the database for longer than the bound (a long transaction, say).
    const holder = Promise.resolve(t.deps.db.execute(sql`select pg_sleep(0.5)`)); // Drizzle's query starts when awaited
    await new Promise((r) => setTimeout(r, 20));
    const refused = await t.app.inject({ method: 'GET', url: '/api/books/search-with-status', headers: reader.auth });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ message: MSG.generic.busy, code: 'service_unavailable' });
    await holder;
    const served = await t.app.inject({ method: 'GET', url: '/api/books/search-with-status', headers: reader.auth });
    expect(served.statusCode).toBe(200);
  });
});

describe.runIf(onPglite)('the database queue bound (DATABASE_QUEUE_LIMIT)', () => {
  let t: TestApp;
  let reader: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ env: { DATABASE_QUEUE_LIMIT: '2' } });
    reader = await createUser(t);
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After past the bound, never 500, and serves normally afterwards', async () => {
    const responses = await Promise.all(Array.from({ length: 30 }, () => t.app.inject({ method: 'GET', url: '/api/notifications', headers: reader.auth })));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    const refused = responses.filter((r) => r.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(statuses).toContain(200);
    for (const r of refused) {
      expect(r.headers['retry-after']).toBe('1');
      expect(r.json()).toEqual({ message: MSG.generic.busy, code: 'service_unavailable' });
    }
    const after = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: reader.auth });
    expect(after.statusCode).toBe(200);
  });
});
