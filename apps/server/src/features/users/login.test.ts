import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@booktutor/contracts/messages';
import { clientAddress, createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, signupFormFor } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, ip = clientAddress()) => t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });

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
    const home = clientAddress();
    expect((await post('/api/users/login', { username: user.username, password: user.password }, home)).statusCode).toBe(200);
    const ip = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await post('/api/users/login', { username: user.username, password: 'guess' + i }, ip)).statusCode);
    }
    // 10 failures, then one try a minute for addresses the account never signed in from.
    expect(statuses).toEqual([...Array(11).fill(401), 429]);
    const limited = await post('/api/users/login', { username: user.username, password: user.password }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MSG.generic.tooManyRequests);
    // The address the account signed in from keeps its own slot: the guesser does not lock it out.
    expect((await post('/api/users/login', { username: user.username, password: user.password }, home)).statusCode).toBe(200);
  });

  it('caps one-time-code tries per account per hour, across codes: a new code does not reset them', async () => {
    const ip = clientAddress();
    const form = signupFormFor();
    const sent = await post('/api/users/send-otp', form, ip);
    expect(sent.statusCode).toBe(200);
    const statuses: number[] = [];
    for (let code = 0; code < 3; code++) {
      // A fresh code every round (past the 60 s resend cooldown); each takes at most 5 wrong tries.
      if (code > 0) {
        t.clock.advance(61_000);
        expect((await post('/api/users/resend-otp', { email: form.email }, ip)).statusCode).toBe(200);
      }
      for (let i = 0; i < 4; i++) {
        statuses.push((await post('/api/users/verify-otp', { email: form.email, otp: '000000' }, clientAddress())).statusCode);
      }
    }
    // 10 wrong tries an hour, whichever code they were for; then even the right code waits.
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
    const right = t.outbox.at(-1)!.text.match(/\b(\d{6})\b/)![1]!;
    const refused = await post('/api/users/verify-otp', { email: form.email, otp: right }, clientAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MSG.generic.tooManyRequests);
    t.clock.advance(60 * 60_000);
    expect((await post('/api/users/resend-otp', { email: form.email }, ip)).statusCode).toBe(200);
    const fresh = t.outbox.at(-1)!.text.match(/\b(\d{6})\b/)![1]!;
    expect((await post('/api/users/verify-otp', { email: form.email, otp: fresh }, clientAddress())).statusCode).toBe(201);
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
