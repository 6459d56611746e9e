import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@booktutor/contracts/messages';
import { clientAddress, createTestApp, type TestApp } from '../../../test/test-app';
import { createUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, ip = clientAddress()) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });

describe('login', () => {
  it('signs in by username or e-mail and returns token, userId, grade and refreshToken', async () => {
    const user = await createUser(t, { grade: 'College Student' });
    for (const login of [user.username, user.email.toUpperCase()]) {
      const res = await post('/api/users/login', { username: login, password: user.password });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ userId: user.id, grade: 'College Student' });
    }
  });

  it('answers a wrong password and an unknown user alike: 401 invalid_credentials', async () => {
    const user = await createUser(t);
    const wrong = await post('/api/users/login', { username: user.username, password: 'nope-nope' });
    const unknown = await post('/api/users/login', { username: 'nobody-' + user.username, password: 'nope-nope' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'invalid_credentials', message: MSG.auth.invalidCredentials });
    }
  });

  it('rate-limits guessing at one account with 429 and the spec message', async () => {
    const user = await createUser(t);
    const ip = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await post('/api/users/login', { username: user.username, password: 'guess' + i }, ip)).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await post('/api/users/login', { username: user.username, password: user.password }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MSG.generic.tooManyRequests);
    // Another client address is not locked out by the first one's guesses.
    expect((await post('/api/users/login', { username: user.username, password: user.password })).statusCode).toBe(200);
  });

  it('rate-limits the OTP endpoints too', async () => {
    const ip = clientAddress();
    const email = 'flood@example.org';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post('/api/users/resend-otp', { email }, ip)).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });

  it('exchanges a refresh token for a new session, and refuses an access token there', async () => {
    const user = await createUser(t);
    const login = (await post('/api/users/login', { username: user.username, password: user.password })).json();
    const refreshed = await post('/api/users/refresh-token', { refreshToken: login.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().userId).toBe(user.id);
    const withAccessToken = await post('/api/users/refresh-token', { refreshToken: login.token });
    expect(withAccessToken.statusCode).toBe(401);
    expect(withAccessToken.json().code).toBe('invalid_token');
  });
});

describe('tokens', () => {
  it('refuses a user token on admin routes and an admin token on user-only checks', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/admins/pending', headers: user.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.auth.accessDenied);
  });

  it('answers a missing, forged and expired token with the catalogue codes', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/admins/pending' });
    expect(none.json()).toMatchObject({ code: 'unauthorized', message: MSG.generic.unauthorized });
    const forged = await t.app.inject({ method: 'GET', url: '/api/admins/pending', headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(forged.json()).toMatchObject({ code: 'invalid_token', message: MSG.auth.invalidToken });

    const { SignJWT } = await import('jose');
    const { TEST_SECRET } = await import('../../../test/test-app');
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setIssuer('booktutor')
      .setAudience('booktutor:admin')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_SECRET));
    const res = await t.app.inject({ method: 'GET', url: '/api/admins/pending', headers: { authorization: `Bearer ${expired}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'token_expired', message: MSG.auth.tokenExpired });
  });
});
