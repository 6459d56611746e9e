import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, createTestApp, unique, type TestApp } from '../../test/test-app';
import { createUser } from '../../test/factories';
import { createRedisLimitStore } from './limit-store';

/**
 * Two server nodes behind one load balancer must count the same tries: with REDIS_URL both the
 * per-address counters (@fastify/rate-limit's Redis store) and the per-account ones live in Redis.
 * CI sets REDIS_URL; without it only the in-memory case runs.
 */
const redisUrl = process.env.REDIS_URL;

const login = (t: TestApp, username: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password }, headers: { 'x-forwarded-for': ip } });
const lookup = (t: TestApp, ip: string) => t.app.inject({ method: 'POST', url: '/api/users/check-username', payload: { username: unique('free') }, headers: { 'x-forwarded-for': ip } });

describe.skipIf(!redisUrl)('rate limits shared by two app instances on one Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ env: { REDIS_URL: redisUrl! } });
    b = await createTestApp({ env: { REDIS_URL: redisUrl! } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('uses Redis for the counters', () => {
    expect(a.deps.limits.redis).toBeDefined();
  });

  it('counts failed sign-ins on one account across both nodes', async () => {
    // A name no account has: counted like any other (so the answers tell nothing), and the same key
    // on both nodes whether or not they share a database (on PGlite each test app has its own).
    const name = unique('nobody');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(i % 2 ? a : b, name, `guess-${i}`, clientAddress())).statusCode);
    expect(statuses).toEqual([...Array(11).fill(401), 429]);
  });

  it('counts per-address look-ups across both nodes (60 a minute in all, not 60 each)', async () => {
    const ip = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await lookup(i % 2 ? a : b, ip)).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('rate limits in memory (no REDIS_URL)', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
  });
  afterAll(() => a.close());

  it('keeps the counters in this process', async () => {
    expect(a.deps.limits.redis).toBeUndefined();
    const victim = await createUser(a);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(a, victim.username, `guess-${i}`, clientAddress())).statusCode);
    expect(statuses).toEqual([...Array(11).fill(401), 429]);
    const ip = clientAddress();
    const lookups: number[] = [];
    for (let i = 0; i < 61; i++) lookups.push((await lookup(a, ip)).statusCode);
    expect(lookups.at(-1)).toBe(429);
  });
});

describe('rate limits when Redis is unreachable', () => {
  it('answers sign-in 503 (no guessing without a counter), never 500, and lets the flood caps step aside', async () => {
    // Only the counters lose Redis (with REDIS_URL unreachable the realtime adapter stops the start).
    const cut = await createTestApp({ overrides: { limits: createRedisLimitStore('redis://127.0.0.1:1') } });
    try {
      const res = await login(cut, unique('nobody'), 'guess', clientAddress());
      expect(res.statusCode).toBe(503);
      expect((await lookup(cut, clientAddress())).statusCode).toBe(200);
    } finally {
      await cut.close();
    }
  }, 60_000);
});
