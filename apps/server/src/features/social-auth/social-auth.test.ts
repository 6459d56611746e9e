import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_PUBLISHER } from '@booktutor/contracts/domain';
import { clientAddress, createTestApp, unique, type TestApp } from '../../../test/test-app';
import { createUser, signupFormFor } from '../../../test/factories';
import { MSG } from '@booktutor/contracts/messages';
import { oauthErrorMessage } from '@booktutor/contracts/social-auth';
import { socialIdentities, users } from '../../db/schema';
import { findUserByEmail, insertUser } from '../users/repository';
import { startOidcTestProvider, type OidcTestProvider, type TestAccount } from './testing/oidc-test-provider';
import { startFacebookTestServer, type FacebookTestServer } from './testing/facebook-test-server';
import { CookieJar, followRedirects } from './testing/redirect-follower';

const PUBLIC_URL = 'http://booktutor.test';
const GOOGLE = { clientId: 'booktutor-web', clientSecret: 'booktutor-web-secret-that-is-long-enough' };
const FACEBOOK = { clientId: '1234567890', clientSecret: 'facebook-app-secret' };
const callbackOf = (provider: string) => `${PUBLIC_URL}/api/social-auth/${provider}/callback`;

let idp: OidcTestProvider;
let facebook: FacebookTestServer;
let t: TestApp;

beforeAll(async () => {
  idp = await startOidcTestProvider([{ ...GOOGLE, redirectUris: [callbackOf('google')] }]);
  facebook = await startFacebookTestServer({ ...FACEBOOK, redirectUri: callbackOf('facebook') });
  t = await createTestApp({
    env: {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: GOOGLE.clientId,
      GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
      GOOGLE_ISSUER: idp.issuer,
      FACEBOOK_CLIENT_ID: FACEBOOK.clientId,
      FACEBOOK_CLIENT_SECRET: FACEBOOK.clientSecret,
      FACEBOOK_AUTH_URL: facebook.authUrl,
      FACEBOOK_TOKEN_URL: facebook.tokenUrl,
      FACEBOOK_PROFILE_URL: facebook.profileUrl,
    },
  });
});

afterAll(async () => {
  await t?.close();
  await idp?.close();
  await facebook?.close();
});

type Provider = 'google' | 'facebook';

/** The browser's side of a sign-in: start on our server, pass the provider, return to our callback. */
async function startSignIn(app: TestApp, provider: Provider, query = '') {
  const remoteAddress = clientAddress();
  const start = await app.app.inject({ method: 'GET', url: `/api/social-auth/${provider}${query}`, remoteAddress });
  expect(start.statusCode).toBe(302);
  const cookie = start.cookies.find((c) => c.name === `bt_oauth_state_${provider}`);
  return { start, location: start.headers.location as string, cookie: cookie ? `${cookie.name}=${cookie.value}` : '', remoteAddress };
}

async function callback(app: TestApp, url: URL, cookie: string, remoteAddress = clientAddress()) {
  const response = await app.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { cookie }, remoteAddress });
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location as string);
}

async function signIn(app: TestApp, provider: Provider, query = '') {
  const { location, cookie, remoteAddress } = await startSignIn(app, provider, query);
  const returned = await followRedirects(location, callbackOf(provider), new CookieJar());
  const landing = await callback(app, returned, cookie, remoteAddress);
  return { returned, cookie, landing };
}

const fragment = (landing: URL) => Object.fromEntries(new URLSearchParams(landing.hash.slice(1)));

function expectError(landing: URL, code: string) {
  expect(`${landing.origin}${landing.pathname}`).toBe(`${PUBLIC_URL}/auth-callback`);
  expect(landing.searchParams.get('error')).toBe(code);
  expect(landing.hash).toBe('');
}

const googleAccount = (overrides: Partial<TestAccount> = {}): TestAccount => {
  const name = unique('g');
  return { sub: `google-${name}`, email: `${name}.Pupil@gmail.test`, email_verified: true, name: 'Grace Hopper', ...overrides };
};

async function identitiesOf(subject: string) {
  return t.deps.db.select().from(socialIdentities).where(eq(socialIdentities.subject, subject));
}

describe('Google sign-in against a real OpenID Connect provider', () => {
  it('starts with state, nonce and PKCE (S256) at the discovered authorization endpoint', async () => {
    const { location, cookie, start } = await startSignIn(t, 'google');
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.issuer}/auth`);
    expect(url.searchParams.get('client_id')).toBe(GOOGLE.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(callbackOf('google'));
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(cookie).toBe(`bt_oauth_state_google=${url.searchParams.get('state')}`);
    const setCookie = start.cookies.find((c) => c.name === 'bt_oauth_state_google')!;
    expect(setCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/social-auth', maxAge: 600 });
  });

  it('round trip: creates a student with grade 1 and the default publisher, links the identity, lands with a session', async () => {
    const account = googleAccount();
    idp.signInAs(account);
    const { landing } = await signIn(t, 'google');

    expect(`${landing.origin}${landing.pathname}`).toBe(`${PUBLIC_URL}/auth-callback`);
    const session = fragment(landing);
    expect(session.provider).toBe('google');
    const claims = await t.deps.tokens.verify('user', session.token!);
    expect(claims.sub).toBe(session.userId);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/users/refresh-token', payload: { refreshToken: session.refreshToken } });
    expect(refreshed.json().userId).toBe(session.userId);

    const user = (await findUserByEmail(t.deps.db, { email: account.email! }))!;
    expect(user).toMatchObject({ id: session.userId, role: 'student', grade: '1', publisher: DEFAULT_PUBLISHER, fullname: 'Grace Hopper', authProvider: 'google', passwordHash: null });
    expect(user.username).toBe(account.email!.split('@')[0]!.toLowerCase());
    expect(session).toMatchObject({ username: user.username, role: 'student', grade: '1', publisher: DEFAULT_PUBLISHER });
    expect(await identitiesOf(account.sub)).toEqual([expect.objectContaining({ provider: 'google', userId: user.id })]);

    // The session works on the API like a password login's.
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${session.token}` } });
    expect(me.statusCode).not.toBe(401);

    // Signing in again finds the same account through the linked identity.
    idp.signInAs(account);
    const again = fragment((await signIn(t, 'google')).landing);
    expect(again.userId).toBe(user.id);

    // A new account is welcomed once, like a sign-up; signing in again adds nothing.
    const inbox = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: `Bearer ${again.token}` } });
    expect(inbox.json().filter((n: { title: string }) => n.title === 'Welcome to BookTutor!')).toHaveLength(1);
  });

  it('links to an existing account with the same (verified) e-mail instead of creating one', async () => {
    const existing = await createUser(t, { publisher: 'CP', grade: '7', role: 'teacher' });
    const account = googleAccount({ email: existing.email.toUpperCase() });
    idp.signInAs(account);
    const session = fragment((await signIn(t, 'google')).landing);

    expect(session).toMatchObject({ userId: existing.id, username: existing.username, publisher: 'CP', grade: '7', role: 'teacher' });
    const rows = await t.deps.db.select().from(users).where(eq(users.id, existing.id));
    expect(rows[0]!.authProvider).toBe('local'); // the password still works; nothing else changed
    expect(await identitiesOf(account.sub)).toEqual([expect.objectContaining({ userId: existing.id })]);
  });

  it('gives a new account the publisher and role passed to the start URL, and a unique username', async () => {
    const taken = await createUser(t);
    const account = googleAccount({ email: `${taken.username}@gmail.test` });
    idp.signInAs(account);
    const session = fragment((await signIn(t, 'google', '?publisher=CP&role=teacher')).landing);

    expect(session).toMatchObject({ publisher: 'CP', role: 'teacher', grade: '1' });
    expect(session.username).not.toBe(taken.username);
    expect(session.username!.startsWith(taken.username.toLowerCase())).toBe(true);
  });

  it('refuses a start URL with an unknown publisher', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/social-auth/google?publisher=NOPE', remoteAddress: clientAddress() });
    expect(response.statusCode).toBe(400);
  });

  it('user cancels at the provider: access_denied, no user', async () => {
    idp.abortNextSignIn('access_denied');
    const { landing } = await signIn(t, 'google');
    expectError(landing, 'access_denied');
  });

  it('passes the provider’s server_error and temporarily_unavailable through', async () => {
    for (const code of ['server_error', 'temporarily_unavailable']) {
      idp.abortNextSignIn(code);
      expectError((await signIn(t, 'google')).landing, code);
    }
  });

  it('a forged state (not the one this browser started with) is an invalid_request and creates no user', async () => {
    const account = googleAccount();
    idp.signInAs(account);
    const { location, cookie } = await startSignIn(t, 'google');
    const returned = await followRedirects(location, callbackOf('google'), new CookieJar());

    const forged = new URL(returned);
    forged.searchParams.set('state', 'forged-state-value');
    expectError(await callback(t, forged, cookie), 'invalid_request');
    // Matching the forged state in the cookie does not help: the server never issued it.
    expectError(await callback(t, forged, 'bt_oauth_state_google=forged-state-value'), 'invalid_request');
    // No state at all, or no cookie.
    const stateless = new URL(returned);
    stateless.searchParams.delete('state');
    expectError(await callback(t, stateless, cookie), 'invalid_request');
    expectError(await callback(t, returned, ''), 'invalid_request');

    expect(await findUserByEmail(t.deps.db, { email: account.email! })).toBeUndefined();
  });

  it('a replayed callback is an invalid_request even with the right cookie', async () => {
    const account = googleAccount();
    idp.signInAs(account);
    const { returned, cookie, landing } = await signIn(t, 'google');
    const first = fragment(landing);
    expect(first.token).toBeTruthy();

    expectError(await callback(t, returned, cookie), 'invalid_request');
    const rows = await t.deps.db.select().from(users).where(eq(users.email, account.email!));
    expect(rows).toHaveLength(1);
  });

  it('two callbacks racing with one state: exactly one signs in', async () => {
    const account = googleAccount();
    idp.signInAs(account);
    const { location, cookie } = await startSignIn(t, 'google');
    const returned = await followRedirects(location, callbackOf('google'), new CookieJar());
    const landings = await Promise.all([callback(t, returned, cookie), callback(t, returned, cookie)]);
    const errors = landings.map((landing) => landing.searchParams.get('error'));
    expect(errors.sort()).toEqual(['invalid_request', null]);
    expect(await t.deps.db.select().from(users).where(eq(users.email, account.email!))).toHaveLength(1);
  });

  it('a state that is used for a failed sign-in cannot be used again', async () => {
    idp.abortNextSignIn('access_denied');
    const { returned, cookie, landing } = await signIn(t, 'google');
    expectError(landing, 'access_denied');
    expectError(await callback(t, returned, cookie), 'invalid_request');
  });

  it('an expired state is an invalid_request', async () => {
    const account = googleAccount();
    idp.signInAs(account);
    const { location, cookie } = await startSignIn(t, 'google');
    const returned = await followRedirects(location, callbackOf('google'), new CookieJar());
    t.clock.advance(11 * 60 * 1000);
    try {
      expectError(await callback(t, returned, cookie), 'invalid_request');
    } finally {
      t.clock.advance(-11 * 60 * 1000);
    }
    expect(await findUserByEmail(t.deps.db, { email: account.email! })).toBeUndefined();
  });

  it('an ID token issued to another client (wrong audience) fails as google_auth_failed, no user', async () => {
    const account = googleAccount();
    idp.signInAs(account);
    idp.substituteNextIdToken();
    const { landing } = await signIn(t, 'google');
    expectError(landing, 'google_auth_failed');
    expect(await findUserByEmail(t.deps.db, { email: account.email! })).toBeUndefined();
    expect(await identitiesOf(account.sub)).toEqual([]);
    // The swapped token was genuine and alike in everything but its audience.
    expect(idp.substitutions).toHaveLength(1);
    const { original, sent } = idp.substitutions.pop()!;
    expect(original).toMatchObject({ aud: GOOGLE.clientId, iss: idp.issuer, sub: account.sub });
    expect(sent).toMatchObject({ aud: 'another-app', iss: idp.issuer, sub: account.sub, nonce: original.nonce, email: account.email });
  });

  it('an unverified e-mail fails as google_auth_failed and links nothing, even to an existing account', async () => {
    const existing = await createUser(t);
    const account = googleAccount({ email: existing.email, email_verified: false });
    idp.signInAs(account);
    expectError((await signIn(t, 'google')).landing, 'google_auth_failed');
    expect(await identitiesOf(account.sub)).toEqual([]);

    const stranger = googleAccount({ email_verified: false });
    idp.signInAs(stranger);
    expectError((await signIn(t, 'google')).landing, 'google_auth_failed');
    expect(await findUserByEmail(t.deps.db, { email: stranger.email! })).toBeUndefined();
  });

  it('the provider refusing the code exchange is google_auth_failed, no user', async () => {
    const account = googleAccount();
    idp.signInAs(account);
    const { location, cookie } = await startSignIn(t, 'google');
    const returned = await followRedirects(location, callbackOf('google'), new CookieJar());
    returned.searchParams.set('code', 'a-code-the-provider-never-issued');
    expectError(await callback(t, returned, cookie), 'google_auth_failed');
    expect(await findUserByEmail(t.deps.db, { email: account.email! })).toBeUndefined();
  });
});

describe('not configured, unreachable, no PUBLIC_URL', () => {
  it('without client ids both providers redirect with *_not_configured, start and callback alike', async () => {
    const bare = await createTestApp({ env: { PUBLIC_URL } });
    try {
      for (const provider of ['google', 'facebook'] as const) {
        const { start, cookie } = await startSignIn(bare, provider);
        expectError(new URL(start.headers.location as string), `${provider}_not_configured`);
        expect(cookie).toBe('');
        expectError(await callback(bare, new URL(`${callbackOf(provider)}?code=x&state=y`), `bt_oauth_state_${provider}=y`), `${provider}_not_configured`);
      }
    } finally {
      await bare.close();
    }
  });

  it('unreachable providers are temporarily_unavailable; without PUBLIC_URL a spoofed Host header is never a redirect target', async () => {
    const dead = 'http://127.0.0.1:9';
    const down = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: GOOGLE.clientId,
        GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
        GOOGLE_ISSUER: dead,
        FACEBOOK_CLIENT_ID: FACEBOOK.clientId,
        FACEBOOK_CLIENT_SECRET: FACEBOOK.clientSecret,
        FACEBOOK_AUTH_URL: `${dead}/dialog/oauth`,
        FACEBOOK_TOKEN_URL: `${dead}/oauth/access_token`,
        FACEBOOK_PROFILE_URL: `${dead}/me`,
      },
    });
    const host = 'attacker.example:8080';
    const get = (url: string, cookie = '') => down.app.inject({ method: 'GET', url, headers: { host, cookie }, remoteAddress: clientAddress() });
    try {
      // Google's discovery fails at the start: no state is kept.
      const google = await get('/api/social-auth/google');
      expect(google.headers.location).toBe('/auth-callback?error=temporarily_unavailable');
      expect(google.cookies).toEqual([]);

      // Facebook needs no discovery: its start works, the code exchange then finds no server.
      const facebookStart = await get('/api/social-auth/facebook');
      const authorize = new URL(facebookStart.headers.location as string);
      expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/social-auth/facebook/callback');
      const state = authorize.searchParams.get('state')!;
      const back = await get(`/api/social-auth/facebook/callback?code=abc&state=${state}`, `bt_oauth_state_facebook=${state}`);
      expect(back.headers.location).toBe('/auth-callback?error=temporarily_unavailable');
      for (const res of [google, facebookStart, back]) expect(String(res.headers.location)).not.toContain('attacker.example');
    } finally {
      await down.close();
    }
  });
});

describe('Facebook sign-in against a local OAuth 2 server', () => {
  const facebookAccount = () => {
    const name = unique('f');
    return { id: String(Date.now()) + name.slice(1, 7).replace(/\D/g, '7'), name: 'Alan Turing', email: `${name}@facebook.test` };
  };

  it('round trip: state but no PKCE, creates the user, records the identity', async () => {
    const account = facebookAccount();
    facebook.approveNext(account);
    const { location } = await startSignIn(t, 'facebook');
    const start = new URL(location);
    expect(`${start.origin}${start.pathname}`).toBe(facebook.authUrl);
    expect(start.searchParams.get('scope')).toBe('email public_profile');
    expect(start.searchParams.get('state')).toBeTruthy();
    expect(start.searchParams.has('code_challenge')).toBe(false);

    const session = fragment((await signIn(t, 'facebook')).landing);
    expect(session.provider).toBe('facebook');
    const user = (await findUserByEmail(t.deps.db, { email: account.email }))!;
    expect(user).toMatchObject({ id: session.userId, role: 'student', grade: '1', publisher: DEFAULT_PUBLISHER, authProvider: 'facebook', fullname: 'Alan Turing' });
    expect(await identitiesOf(account.id)).toEqual([expect.objectContaining({ provider: 'facebook', userId: user.id })]);
  });

  it('links to an existing account with the same e-mail', async () => {
    const existing = await createUser(t);
    const account = { ...facebookAccount(), email: existing.email };
    facebook.approveNext(account);
    expect(fragment((await signIn(t, 'facebook')).landing).userId).toBe(existing.id);
  });

  it('user cancels (error_reason=user_denied): access_denied', async () => {
    facebook.cancelNext();
    expectError((await signIn(t, 'facebook')).landing, 'access_denied');
  });

  it('a profile without a confirmed e-mail fails as facebook_auth_failed, no user', async () => {
    const account = { ...facebookAccount(), email: undefined };
    facebook.approveNext(account);
    expectError((await signIn(t, 'facebook')).landing, 'facebook_auth_failed');
    expect(await identitiesOf(account.id)).toEqual([]);
  });

  it('a token endpoint outage is temporarily_unavailable; a refused code is facebook_auth_failed', async () => {
    const account = facebookAccount();
    facebook.approveNext(account);
    facebook.failNextTokenExchange(500);
    expectError((await signIn(t, 'facebook')).landing, 'temporarily_unavailable');

    facebook.approveNext(account);
    facebook.failNextTokenExchange(400);
    expectError((await signIn(t, 'facebook')).landing, 'facebook_auth_failed');
    expect(await findUserByEmail(t.deps.db, { email: account.email })).toBeUndefined();
  });

  it('a forged or replayed state is an invalid_request', async () => {
    const account = facebookAccount();
    facebook.approveNext(account);
    const { returned, cookie, landing } = await signIn(t, 'facebook');
    expect(fragment(landing).token).toBeTruthy();
    expectError(await callback(t, returned, cookie), 'invalid_request');

    facebook.approveNext(facebookAccount());
    const { location, cookie: cookie2 } = await startSignIn(t, 'facebook');
    const back = await followRedirects(location, callbackOf('facebook'), new CookieJar());
    back.searchParams.set('state', 'attacker-state');
    expectError(await callback(t, back, cookie2), 'invalid_request');
  });

  it('a Google state cannot finish a Facebook sign-in', async () => {
    const { location, cookie } = await startSignIn(t, 'google');
    const state = new URL(location).searchParams.get('state')!;
    const crossed = new URL(`${callbackOf('facebook')}?code=abc&state=${state}`);
    expectError(await callback(t, crossed, cookie.replace('google', 'facebook')), 'invalid_request');
  });
});

describe('account pre-hijack (issue 15): an address typed into a profile never receives a social sign-in', () => {
  it('an attacker who puts a classmate’s address on their account does not get the classmate’s Google sign-in', async () => {
    const attacker = await createUser(t);
    const classmate = googleAccount();
    // The attacker "changes" their e-mail to the classmate's Gmail address.
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: attacker.auth,
      payload: { fullname: 'Attacker', email: classmate.email, phone: '', grade: '8', publisher: 'EXCELLENCE PUBLICATION' },
    });
    expect(change.statusCode).toBe(200);

    // The classmate signs in with Google and must land in an account of their own.
    idp.signInAs(classmate);
    const session = fragment((await signIn(t, 'google')).landing);
    expect(session.token).toBeTruthy();
    expect(session.userId).not.toBe(attacker.id);
    expect(await identitiesOf(classmate.sub)).toEqual([expect.objectContaining({ userId: session.userId })]);

    // The attacker's password opens only the attacker's own account, which nobody's Google reaches.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: attacker.username, password: attacker.password },
      headers: { 'x-forwarded-for': clientAddress() },
    });
    expect(login.json().userId).toBe(attacker.id);
    const attackerRow = (await t.deps.db.select().from(users).where(eq(users.id, attacker.id)))[0]!;
    expect(attackerRow.email.toLowerCase()).not.toBe(classmate.email!.toLowerCase());
  });

  it('an existing account whose address was never confirmed is not linked, and the landing says why', async () => {
    const form = signupFormFor();
    const row = await insertUser(t.deps.db, { ...form, passwordHash: 'x', emailVerifiedAt: null });
    const account = googleAccount({ email: row.email });
    idp.signInAs(account);
    expectError((await signIn(t, 'google')).landing, 'account_email_unverified');
    expect(await identitiesOf(account.sub)).toEqual([]);
    expect(oauthErrorMessage('account_email_unverified')).toBe(MSG.oauth.account_email_unverified);
  });
});
