import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@booktutor/contracts/messages';
import { authSessions } from '../../db/schema';
import { clientAddress, createTestApp, type TestApp } from '../../../test/test-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers: { 'x-forwarded-for': clientAddress(), ...headers } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const meStatus = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).statusCode;
const refresh = (refreshToken: string) => post('/api/users/refresh-token', { refreshToken });

/** A password sign-in, as a browser (a "device") does it. */
async function signIn(user: TestUser, password = user.password) {
  const res = await post('/api/users/login', { username: user.username, password });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string; refreshToken: string }>();
}

describe('user sessions end when they should', () => {
  it('access tokens live 15 minutes and name their session and token version', async () => {
    const user = await createUser(t);
    const { token } = await signIn(user);
    const claims = await t.deps.tokens.verify('user', token);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
    expect(claims).toMatchObject({ sid: expect.any(String), ver: 0 });
  });

  it('logout with the refresh token ends that session: its access token and refresh token answer 401, another device stays', async () => {
    const user = await createUser(t);
    const here = await signIn(user);
    const elsewhere = await signIn(user);
    expect(await meStatus(here.token)).toBe(200);

    const out = await post('/api/users/logout', { refreshToken: here.refreshToken });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe(MSG.auth.loggedOut);

    const after = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(here.token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'session_ended', message: MSG.auth.sessionEnded });
    expect((await refresh(here.refreshToken)).statusCode).toBe(401);
    expect(await meStatus(elsewhere.token)).toBe(200);
    // Logging out twice, or with a token nobody knows, is harmless.
    expect((await post('/api/users/logout', { refreshToken: here.refreshToken })).statusCode).toBe(200);
    expect((await post('/api/users/logout', { refreshToken: 'not-a-token' })).statusCode).toBe(200);
  });

  it('logout with only the bearer token ends its session too', async () => {
    const user = await createUser(t);
    const { token } = await signIn(user);
    expect((await post('/api/users/logout', undefined, bearer(token))).statusCode).toBe(200);
    expect(await meStatus(token)).toBe(401);
  });

  it('a password change ends every older session; the answer carries a new one for this device', async () => {
    const user = await createUser(t);
    const here = await signIn(user);
    const elsewhere = await signIn(user);
    const res = await post('/api/users/change-password', { oldPassword: user.password, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' }, bearer(here.token));
    expect(res.statusCode).toBe(200);
    for (const old of [here.token, elsewhere.token, user.token]) expect(await meStatus(old)).toBe(401);
    expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(401);
    expect(await meStatus(res.json().token)).toBe(200);
    expect((await refresh(res.json().refreshToken)).statusCode).toBe(200);
  });

  it('a password reset ends every older session', async () => {
    const user = await createUser(t);
    const before = await signIn(user);
    const sent = await post('/api/users/forgot-password', { email: user.email });
    expect(sent.statusCode).toBe(200);
    const reset = await post('/api/users/reset-password', { email: user.email, otp: sent.json().devOtp, newPassword: 'reset-pass-1' });
    expect(reset.statusCode).toBe(200);
    expect(await meStatus(before.token)).toBe(401);
    expect((await refresh(before.refreshToken)).statusCode).toBe(401);
    expect(await meStatus((await signIn(user, 'reset-pass-1')).token)).toBe(200);
  });

  it('sign out everywhere ends every session of the account, this one included', async () => {
    const user = await createUser(t);
    const here = await signIn(user);
    const elsewhere = await signIn(user);
    const res = await post('/api/users/sign-out-everywhere', undefined, bearer(here.token));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.auth.signedOutEverywhere);
    for (const old of [here.token, elsewhere.token]) expect(await meStatus(old)).toBe(401);
    for (const old of [here.refreshToken, elsewhere.refreshToken]) expect((await refresh(old)).statusCode).toBe(401);
    // A new sign-in carries the new token version and works.
    const again = await signIn(user);
    expect((await t.deps.tokens.verify('user', again.token)).ver).toBe(1);
    expect(await meStatus(again.token)).toBe(200);
  });

  it('refresh tokens rotate, and a reused one ends its whole family', async () => {
    const user = await createUser(t);
    const first = await signIn(user);
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const rotated = second.json<{ token: string; refreshToken: string }>();
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    expect(await meStatus(rotated.token)).toBe(200);

    // Someone replays the first refresh token (copied before it was used).
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('session_ended');
    // The whole family is over: the rotated pair and the first access token.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect(await meStatus(rotated.token)).toBe(401);
    expect(await meStatus(first.token)).toBe(401);
  });

  it('two refreshes racing with one token: at most one succeeds', async () => {
    const user = await createUser(t);
    const { refreshToken } = await signIn(user);
    const results = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect(results.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
  });

  it('refuses a token without a session (as the 24-hour tokens of before were)', async () => {
    const user = await createUser(t);
    const legacy = await t.deps.tokens.sign('user', { sub: user.id, name: user.username, role: 'student' });
    expect(await meStatus(legacy)).toBe(401);
  });
});

describe('an ending the database refuses halfway', () => {
  // A trigger stands in for the database failing between sign-out-everywhere's two statements
  // (the version is moved on, the sessions' update fails): a 503 from the query queue, a lost connection.
  it('sign out everywhere that fails after moving the token version on still ends the older tokens at once', async () => {
    const user = await createUser(t);
    const device = await signIn(user);
    expect(await meStatus(device.token)).toBe(200); // a 'live' answer this node may reuse
    await t.deps.db.execute(sql.raw(`CREATE FUNCTION fail_revoke() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`));
    await t.deps.db.execute(
      sql.raw(`CREATE TRIGGER fail_revoke BEFORE UPDATE ON auth_sessions FOR EACH ROW WHEN (NEW.revoked_at IS NOT NULL AND OLD.user_id = '${user.id}') EXECUTE FUNCTION fail_revoke()`),
    );
    try {
      expect((await post('/api/users/sign-out-everywhere', undefined, bearer(device.token))).statusCode).toBe(500);
    } finally {
      await t.deps.db.execute(sql.raw('DROP TRIGGER fail_revoke ON auth_sessions'));
      await t.deps.db.execute(sql.raw('DROP FUNCTION fail_revoke()'));
    }
    // The database refuses the token (its version is behind the account's): so must every request.
    expect(await meStatus(device.token)).toBe(401);
  });
});

describe('admin sessions', () => {
  const pendingList = (token: string) => t.app.inject({ method: 'GET', url: '/api/admins/pending', headers: bearer(token) });

  it('admin logout ends the admin token', async () => {
    const admin = await createAdmin(t);
    const login = await post('/api/admins/login', { email: admin.email, password: admin.password });
    const { token } = login.json();
    expect((await pendingList(token)).statusCode).toBe(200);
    expect((await post('/api/admins/logout', undefined, bearer(token))).statusCode).toBe(200);
    expect((await pendingList(token)).statusCode).toBe(401);
    expect((await post('/api/admins/refresh-token', undefined, bearer(token))).statusCode).toBe(401);
  });

  it('renews an admin token within its session; sign out everywhere ends every admin token', async () => {
    const admin = await createAdmin(t);
    const renewed = await post('/api/admins/refresh-token', undefined, admin.auth);
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().token as string;
    expect((await pendingList(fresh)).statusCode).toBe(200);
    expect((await post('/api/admins/sign-out-everywhere', undefined, bearer(fresh))).statusCode).toBe(200);
    expect((await pendingList(fresh)).statusCode).toBe(401);
    expect((await pendingList(admin.token)).statusCode).toBe(401);
  });

  it('admin tokens live 15 minutes', async () => {
    const admin = await createAdmin(t);
    const claims = await t.deps.tokens.verify('admin', admin.token);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
  });
});

describe('housekeeping', () => {
  it('a new sign-in removes the account’s sessions that are past their end', async () => {
    const user = await createUser(t);
    const old = await signIn(user);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    try {
      await signIn(user);
      const rows = await t.deps.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
      // The factory's and the first sign-in's sessions (30 days) are gone; the new one stays.
      expect(rows).toHaveLength(1);
      expect((await refresh(old.refreshToken)).statusCode).toBe(401);
    } finally {
      t.clock.advance(-31 * 24 * 60 * 60 * 1000);
    }
  });
});
