/**
 * Social sign-in in a real browser: /login's Google button -> the server -> a real OpenID Connect
 * provider on 127.0.0.1 (standing in for Google) -> back to /auth-callback -> /chat. Plus the
 * callback page's three states (light and dark screenshots), its token sources, and the start-up
 * move of a cookie session into local storage.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@booktutor/contracts/messages';
import { createUser } from '../../../server/test/factories';
import { unique } from '../../../server/test/test-app';
import { findUserByEmail } from '../../../server/src/features/users/repository';
import { startOidcTestProvider, type OidcTestProvider } from '../../../server/src/features/social-auth/testing/oidc-test-provider';
import { launchBrowser, newContext, screenshot, startProduct, storeTheme, type Product } from './harness';

const GOOGLE = { clientId: 'booktutor-e2e', clientSecret: 'booktutor-e2e-secret-that-is-long-enough' };

let idp: OidcTestProvider;
let product: Product;
let browser: Browser;

beforeAll(async () => {
  // The provider starts first (the server needs its address); it learns our redirect URI lazily.
  idp = await startOidcTestProvider(() => [{ ...GOOGLE, redirectUris: [`${product.baseUrl}/api/social-auth/google/callback`] }]);
  product = await startProduct({ env: { GOOGLE_CLIENT_ID: GOOGLE.clientId, GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret, GOOGLE_ISSUER: idp.issuer } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.close();
  await idp?.close();
});

async function openPage(scheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await newContext(browser, product);
  const page = await context.newPage();
  await storeTheme(page, scheme);
  return page;
}

const storage = (page: Page) => page.evaluate((): Record<string, string | undefined> => ({ ...localStorage }));
const heading = (page: Page, name: string) => page.getByRole('heading', { name }).waitFor();

describe('the whole redirect round trip', () => {
  test('Google button -> provider -> /auth-callback -> Authentication Successful! -> /chat, a new student', async () => {
    const page = await openPage();
    const email = `${unique('e2e')}@gmail.test`;
    idp.signInAs({ sub: unique('sub'), email, email_verified: true, name: 'Katherine Johnson' });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Google' }).click();

    await heading(page, 'Authentication Successful!');
    expect(new URL(page.url()).pathname).toBe('/auth-callback');
    expect(new URL(page.url()).hash).toBe(''); // the token left the address bar at once
    await page.waitForURL('**/chat');

    const user = (await findUserByEmail(product.deps.db, { email }))!;
    expect(user).toMatchObject({ role: 'student', grade: '1', authProvider: 'google' });
    const stored = await storage(page);
    expect(stored).toMatchObject({ userId: user.id, authProvider: 'google', isAuthenticated: 'true', userRole: 'student', userName: user.username });
    expect((await product.deps.tokens.verify('user', stored.token!)).sub).toBe(user.id);

    // /auth-callback was replaced in history: Back returns to the page before the sign-in.
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  test('cancelling at the provider ends in Authentication Failed; Try Again goes to /login', async () => {
    const page = await openPage();
    idp.abortNextSignIn('access_denied');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Google' }).click();
    await heading(page, 'Authentication Failed');
    await page.getByText(MSG.oauth.access_denied).waitFor();
    expect(await storage(page)).not.toHaveProperty('token');
    await page.getByRole('link', { name: 'Try Again' }).click();
    await page.waitForURL('**/login');
    await page.context().close();
  });

  test('offline, the button cannot start the sign-in and says so', async () => {
    const page = await openPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Google' }).waitFor(); // the page's code is loaded
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Google' }).click();
    await page.getByText(MSG.auth.googleInitFailed).waitFor();
    await page.getByRole('button', { name: 'Facebook' }).click();
    await page.getByText(MSG.auth.facebookInitFailed).waitFor();
    await screenshot(page, 'login-social-start-failed-light');
    await page.context().close();
  });
});

describe.each(['light', 'dark'] as const)('/auth-callback states (%s)', (scheme) => {
  test('processing, then success, then /chat after 1.5 s', async () => {
    const user = await createUser(product.testApp);
    const page = await openPage(scheme);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000); // time stands still unless the test moves it
    const fragment = new URLSearchParams({ token: user.token, userId: user.id, provider: 'google', username: user.username, role: 'student', grade: '8', publisher: user.publisher });
    await page.goto(`/auth-callback#${fragment.toString()}`);
    // React reveals the lazily loaded page on a timer too: step the clock (each step fires only the
    // timers already due) until the page shows, before its own work has run.
    const processing = page.getByRole('heading', { name: 'Processing Authentication' });
    for (let step = 0; step < 100 && !(await processing.isVisible()); step++) await page.clock.fastForward(20);
    await processing.waitFor();
    expect(await storage(page)).not.toHaveProperty('token');
    await screenshot(page, `auth-callback-processing-${scheme}`);

    await page.clock.fastForward(10);
    await heading(page, 'Authentication Successful!');
    expect(await storage(page)).toMatchObject({ token: user.token, userId: user.id, authProvider: 'google', userGrade: '8' });
    await screenshot(page, `auth-callback-success-${scheme}`);

    await page.clock.fastForward(1400);
    expect(new URL(page.url()).pathname).toBe('/auth-callback');
    await page.clock.fastForward(200);
    await page.waitForURL('**/chat');
    await page.context().close();
  });

  test('an error code shows its message, Go Home leads to / (then /login)', async () => {
    const page = await openPage(scheme);
    await page.goto('/auth-callback?error=google_not_configured');
    await heading(page, 'Authentication Failed');
    await page.getByText(MSG.oauth.google_not_configured).waitFor();
    await screenshot(page, `auth-callback-error-${scheme}`);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL('**/login');
    await page.context().close();
  });
});

describe('/auth-callback token sources and messages', () => {
  test.each([
    ['invalid_request', MSG.oauth.invalid_request],
    ['temporarily_unavailable', MSG.oauth.temporarily_unavailable],
    ['facebook_auth_failed', MSG.oauth.facebook_auth_failed],
    ['something_else', MSG.oauth.fallback],
  ])('error=%s', async (code, message) => {
    const page = await openPage();
    await page.goto(`/auth-callback?error=${code}`);
    await page.getByText(message, { exact: true }).waitFor();
    await page.context().close();
  });

  test('no token anywhere: Authentication failed. No token received.', async () => {
    const page = await openPage();
    await page.goto('/auth-callback');
    await heading(page, 'Authentication Failed');
    await page.getByText(MSG.auth.noTokenReceived).waitFor();
    await page.context().close();
  });

  test('token in the query string; the user id comes from the token itself', async () => {
    const user = await createUser(product.testApp);
    const page = await openPage();
    await page.goto(`/auth-callback?token=${user.token}&provider=facebook`);
    await page.waitForURL('**/chat');
    expect(await storage(page)).toMatchObject({ token: user.token, userId: user.id, authProvider: 'facebook', userName: user.username });
    await page.context().close();
  });

  test('token in session storage (oauth_token / oauth_provider), which is then cleared', async () => {
    const user = await createUser(product.testApp);
    const page = await openPage();
    await page.evaluate((token) => {
      sessionStorage.setItem('oauth_token', token);
      sessionStorage.setItem('oauth_provider', 'facebook');
    }, user.token);
    await page.goto('/auth-callback');
    await heading(page, 'Authentication Successful!');
    await page.waitForURL('**/chat');
    expect(await storage(page)).toMatchObject({ token: user.token, userId: user.id, authProvider: 'facebook' });
    expect(await page.evaluate(() => sessionStorage.getItem('oauth_token'))).toBeNull();
    await page.context().close();
  });
});

describe('start-up', () => {
  test('auth cookies move into local storage, are cleared, and the page reloads signed in', async () => {
    const user = await createUser(product.testApp);
    const page = await openPage();
    await page.context().addCookies([
      { name: 'auth_token', value: user.token, url: product.baseUrl },
      { name: 'auth_provider', value: 'google', url: product.baseUrl },
      { name: 'user_id', value: user.id, url: product.baseUrl },
    ]);
    await page.goto('/');
    await page.waitForURL('**/chat');
    expect(await storage(page)).toMatchObject({ token: user.token, userId: user.id, authProvider: 'google' });
    const left = (await page.context().cookies()).map((c) => c.name);
    expect(left).not.toContain('auth_token');
    expect(left).not.toContain('user_id');
    await page.context().close();
  });

  test('a stored token wins: the cookies are left alone', async () => {
    const [mine, other] = [await createUser(product.testApp), await createUser(product.testApp)];
    const page = await openPage();
    await page.evaluate(
      ({ token, id }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('userId', id);
      },
      { token: mine.token, id: mine.id },
    );
    await page.context().addCookies([{ name: 'auth_token', value: other.token, url: product.baseUrl }]);
    await page.goto('/');
    await page.waitForURL('**/chat');
    expect((await storage(page)).token).toBe(mine.token);
    await page.context().close();
  });

  test('a saved redirectPath is restored into the address bar once', async () => {
    const page = await openPage();
    await page.evaluate(() => sessionStorage.setItem('redirectPath', '/signup'));
    await page.goto('/');
    await page.waitForURL('**/signup');
    expect(await page.evaluate(() => sessionStorage.getItem('redirectPath'))).toBeNull();
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.context().close();
  });
});
