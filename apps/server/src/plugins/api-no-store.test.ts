import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, createTestApp, type TestApp } from '../../test/test-app';
import { createUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('personal API answers are never cached', () => {
  it('answers with Cache-Control: no-store, errors included', async () => {
    const user = await createUser(t);
    const answers = [
      await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: user.username, password: user.password }, headers: { 'x-forwarded-for': clientAddress() } }),
      await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.auth }),
      await t.app.inject({ method: 'GET', url: `/api/users/statistics/${user.id}`, headers: user.auth }),
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: user.auth }),
      await t.app.inject({ method: 'GET', url: `/api/chat/history/${user.id}`, headers: user.auth }),
      await t.app.inject({ method: 'GET', url: '/api/subscriptions', headers: user.auth }),
      await t.app.inject({ method: 'GET', url: '/api/users/me' }),
    ];
    expect(answers.map((res) => [res.statusCode, res.headers['cache-control']])).toEqual([
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [401, 'no-store'],
    ]);
  });
});
