/**
 * Route guards and redirects of the route table, the Access Denied overlay, the persisted theme
 * and the 30-minute inactivity sign-out (spec sections 2, 4 and 9).
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG } from '@booktutor/contracts/messages';
import { signInAs, signInAsAdmin, useProductAndBrowser } from './harness';

const e2e = useProductAndBrowser();
let page: Page;

const pathname = (p: Page) => new URL(p.url()).pathname;
/** The chat page belongs to another feature: only wait until the app has drawn it. */
const appRendered = (p: Page) => p.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
const storage = (p: Page, key: string) => p.evaluate((k) => localStorage.getItem(k), key);

describe('route guards', () => {
  test('/ goes to /login when signed out and to /chat when signed in', async () => {
    page = await e2e.page();
    await page.goto('/');
    await page.waitForURL('**/login');
    await signInAs(page, e2e.product);
    await page.goto('/');
    await page.waitForURL('**/chat');
    expect(pathname(page)).toBe('/chat');
  });

  test.each(['/chat', '/collections', '/profile', '/collections?bookId=abc'])('user route %s needs a user token', async (route) => {
    page = await e2e.page();
    await page.goto(route);
    await page.waitForURL('**/login');
    expect(pathname(page)).toBe('/login');
  });

  test('a user token without a user id is not signed in', async () => {
    page = await e2e.page();
    await signInAs(page, e2e.product);
    await page.evaluate(() => localStorage.removeItem('userId'));
    await page.goto('/chat');
    await page.waitForURL('**/login');
  });

  test.each(['/admin/dashboard', '/admin/add-book', '/admin/add-chapter', '/admin/collections'])('admin route %s needs an admin token, and a user token is not one', async (route) => {
    page = await e2e.page();
    await signInAs(page, e2e.product);
    await page.goto(route);
    await page.waitForURL('**/admin-login');
    expect(pathname(page)).toBe('/admin-login');
  });

  test('an admin token opens the admin routes but not the user routes', async () => {
    page = await e2e.page();
    await signInAsAdmin(page, e2e.product);
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: 'Admin dashboard' }).waitFor();
    await page.goto('/profile');
    await page.waitForURL('**/login');
  });

  test('/admin/login is spelled /admin-login', async () => {
    page = await e2e.page();
    await page.goto('/admin/login');
    await page.waitForURL('**/admin-login');
    await page.getByRole('heading', { name: 'Admin login' }).waitFor();
  });

  test('an unknown path goes to / and from there to /login', async () => {
    page = await e2e.page();
    await page.goto('/no/such/page');
    await page.waitForURL('**/login');
    expect(pathname(page)).toBe('/login');
  });
});

describe('already signed in', () => {
  test('/login shows the Access Denied overlay, then /chat after 2 seconds', async () => {
    page = await e2e.page();
    await signInAs(page, e2e.product);
    await page.goto('/login');
    const overlay = page.getByRole('alertdialog', { name: 'Access Denied' });
    await overlay.waitFor();
    const shownAt = Date.now();
    expect(await overlay.textContent()).toContain('Access denied.');
    await page.waitForURL('**/chat');
    expect(Date.now() - shownAt).toBeGreaterThan(1500);
  });

  test('/admin-login with an admin token goes to /admin/dashboard after 2 seconds', async () => {
    page = await e2e.page();
    await signInAsAdmin(page, e2e.product);
    await page.goto('/admin-login');
    await page.getByRole('alertdialog', { name: 'Access Denied' }).waitFor();
    const shownAt = Date.now();
    await page.waitForURL('**/admin/dashboard');
    expect(Date.now() - shownAt).toBeGreaterThan(1500);
  });
});

describe('theme', () => {
  test('light by default; the toggle switches to dark, kept under "theme" across a reload', async () => {
    page = await e2e.page();
    await page.goto('/login');
    const scheme = () => page.locator('html').getAttribute('data-mantine-color-scheme');
    expect(await scheme()).toBe('light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await scheme()).toBe('dark');
    expect(await storage(page, 'theme')).toBe('dark');
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await scheme()).toBe('dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.goto('/signup');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(await scheme()).toBe('light');
    expect(await storage(page, 'theme')).toBe('light');
  });
});

describe('inactivity sign-out', () => {
  test('after 30 minutes without activity, the next 60-second check signs the user out', async () => {
    page = await e2e.page();
    await page.clock.install();
    await signInAs(page, e2e.product);
    await page.goto('/chat');
    await appRendered(page);
    const idleFor = (minutes: number) => page.evaluate((ms) => localStorage.setItem('lastActivityTime', String(Date.now() - ms)), minutes * 60_000);

    await idleFor(28); // 29 minutes idle at the check: still signed in
    await page.clock.fastForward(60_000);
    expect(pathname(page)).toBe('/chat');

    await idleFor(31);
    await page.clock.fastForward(60_000);
    await page.waitForURL('**/login?session=ended');
    await page.getByText(MSG.auth.sessionEnded).waitFor();
    expect(await storage(page, 'token')).toBeNull();
    expect(await storage(page, 'userId')).toBeNull();
    expect(await storage(page, 'lastActivityTime')).toBeNull();
  });

  test('admin pages honour the inactivity timeout too, and the admin sign-in page says why', async () => {
    page = await e2e.page();
    await page.clock.install();
    const admin = await signInAsAdmin(page, e2e.product);
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: 'Admin dashboard' }).waitFor();
    await page.evaluate(() => localStorage.setItem('lastActivityTime', String(Date.now() - 31 * 60_000)));
    await page.clock.fastForward(60_000);
    await page.waitForURL('**/admin-login?session=ended');
    await page.getByText(MSG.auth.sessionEnded).waitFor();
    expect(await storage(page, 'adminToken')).toBeNull();
    // The server ended that admin session too.
    await expect.poll(async () => (await e2e.product.testApp.app.inject({ method: 'GET', url: '/api/admins/pending', headers: admin.auth })).statusCode).toBe(401);
  });

  test('activity (a key press) keeps the session alive', async () => {
    page = await e2e.page();
    await page.clock.install();
    await signInAs(page, e2e.product);
    await page.goto('/chat');
    await appRendered(page);
    await page.evaluate(() => localStorage.setItem('lastActivityTime', String(Date.now() - 31 * 60_000)));
    await page.keyboard.press('a');
    await page.clock.fastForward(60_000);
    expect(pathname(page)).toBe('/chat');
    expect(await storage(page, 'token')).not.toBeNull();
  });
});
