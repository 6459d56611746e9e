import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Per-address limits are only as good as the address: behind N proxies the server believes the
 * last N entries of X-Forwarded-For, never what the client wrote in front of them.
 * check-username allows 60 look-ups a minute per address.
 */
const LOOKUP_LIMIT = 60;

async function lookupsUntilLimited(t: TestApp, forwardedFor: (i: number) => string, remoteAddress = '127.0.0.1') {
  const statuses: number[] = [];
  for (let i = 0; i <= LOOKUP_LIMIT; i++) {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/check-username', payload: { username: `free-name-${i}` }, headers: { 'x-forwarded-for': forwardedFor(i) }, remoteAddress });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('client address behind a proxy', () => {
  let hops: TestApp;
  let list: TestApp;
  beforeAll(async () => {
    hops = await createTestApp({ env: { TRUST_PROXY: '1' } });
    list = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
  });
  afterAll(async () => {
    await hops.close();
    await list.close();
  });

  it('with a hop count, a spoofed X-Forwarded-For does not give a client a new address', async () => {
    // The client writes a different address every time; the one proxy appends the real one.
    const statuses = await lookupsUntilLimited(hops, (i) => `203.0.113.${i}, 198.51.100.77`);
    expect(statuses.slice(0, LOOKUP_LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another client behind the same proxy has an address, and a bucket, of its own.
    const other = await hops.app.inject({ method: 'POST', url: '/api/users/check-username', payload: { username: 'free-name-y' }, headers: { 'x-forwarded-for': '203.0.113.1, 198.51.100.99' } });
    expect(other.statusCode).toBe(200);
  });

  it('with a list of proxy addresses, only those proxies are believed', async () => {
    const statuses = await lookupsUntilLimited(list, (i) => `203.0.113.${i}, 198.51.100.78`, '10.1.2.3');
    expect(statuses.at(-1)).toBe(429);
    const other = await list.app.inject({
      method: 'POST',
      url: '/api/users/check-username',
      payload: { username: 'free-name-y' },
      headers: { 'x-forwarded-for': '198.51.100.99' },
      remoteAddress: '10.1.2.3',
    });
    expect(other.statusCode).toBe(200);
    // A client that is not a listed proxy cannot name an address at all: its own is used.
    const direct = await list.app.inject({
      method: 'POST',
      url: '/api/users/check-username',
      payload: { username: 'free-name-x' },
      headers: { 'x-forwarded-for': '198.51.100.78' },
      remoteAddress: '192.0.2.50',
    });
    expect(direct.statusCode).toBe(200);
  });
});
