/**
 * Admin journeys (spec sections 2, 4, 5 and 8): registration (the very first admin is approved,
 * later ones wait), sign-in, the pending rule, the dashboard's tiles and Logout.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG } from '@booktutor/contracts/messages';
import { unique } from '../../../server/test/test-app';
import { screenshot, useProductAndBrowser } from './harness';

const e2e = useProductAndBrowser(); // a fresh database: nobody has registered as admin yet
let page: Page;

interface AdminForm {
  fullName: string;
  email: string;
  password: string;
}
const newAdmin = (): AdminForm => ({ fullName: 'Mary Somerville', email: `${unique('editor')}@example.org`, password: 'publisher-pass' });

async function register(p: Page, admin: AdminForm) {
  await p.goto('/admin-register');
  await p.getByLabel('Full name').fill(admin.fullName);
  await p.getByLabel('Email').fill(admin.email);
  await p.getByLabel('Contact number').fill('+44 20 7946 0018');
  await p.getByLabel('Designation').fill('Editor');
  await p.getByLabel('Password', { exact: true }).fill(admin.password);
  await p.getByLabel('Confirm password').fill(admin.password);
  await p.getByRole('button', { name: 'Register' }).click();
}

async function adminSignIn(p: Page, admin: AdminForm) {
  await p.getByLabel('Email').fill(admin.email);
  await p.getByLabel('Password', { exact: true }).fill(admin.password);
  await p.getByRole('button', { name: 'Sign in as admin' }).click();
}

test('the first admin registers approved, lands on /admin-login after 2 s, signs in, uses the tiles and logs out', async () => {
  page = await e2e.page();
  const admin = newAdmin();
  await register(page, admin);
  await page.getByText(MSG.admin.registeredApproved).waitFor();
  const shownAt = Date.now();
  await page.waitForURL('**/admin-login');
  expect(Date.now() - shownAt).toBeGreaterThan(1500);

  await adminSignIn(page, admin);
  await page.waitForURL('**/admin/dashboard');
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('adminToken'), id: localStorage.getItem('adminId') }));
  expect(stored.token).toBeTruthy();
  expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);

  for (const [tile, route] of [
    ['Add Book', '/admin/add-book'],
    ['Add Chapter', '/admin/add-chapter'],
    ['View Collections', '/admin/collections'],
  ]) {
    await page.getByRole('link', { name: tile! }).click();
    await page.waitForURL(`**${route}`);
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: 'Admin dashboard' }).waitFor();
  }

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/admin-login');
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  await page.goto('/admin/dashboard');
  await page.waitForURL('**/admin-login');
});

test('a later admin registers as pending and is refused at sign-in with the pending message', async () => {
  page = await e2e.page();
  const admin = newAdmin();
  await register(page, admin);
  await page.getByText(MSG.admin.registered).waitFor();
  await screenshot(page, 'admin-register-pending-light');
  await page.waitForURL('**/admin-login');
  await adminSignIn(page, admin);
  await page.getByText(MSG.admin.pending).waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin-login');
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
});

test('registration checks: all fields, matching passwords, an e-mail used twice, a server failure', async () => {
  page = await e2e.page();
  await page.goto('/admin-register');
  await page.getByRole('button', { name: 'Register' }).click();
  // Said once above the form; each empty field is outlined (invalid) rather than captioned.
  await page.getByText(MSG.signup.fieldRequired).waitFor();
  expect(await page.getByText(MSG.signup.fieldRequired).count()).toBe(1);
  expect(await page.locator('input[aria-invalid="true"]').count()).toBeGreaterThanOrEqual(4); // the four text fields

  const admin = newAdmin();
  await page.getByLabel('Full name').fill(admin.fullName);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Contact number').fill('+44 20 7946 0018');
  await page.getByLabel('Designation').fill('Editor');
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByLabel('Confirm password').fill('not-the-same');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByText(MSG.admin.passwordsMismatch, { exact: true }).waitFor();

  await page.route('**/api/admins/register', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await page.getByLabel('Confirm password').fill(admin.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByText(MSG.admin.registerFailed).waitFor();
  await page.unroute('**/api/admins/register');

  await register(page, admin);
  await page.getByText(MSG.admin.registered).waitFor();
  await register(page, admin);
  await page.getByText(MSG.admin.emailTaken).waitFor();
});

test('admin sign-in messages: wrong password, unreachable server, answer without a token', async () => {
  page = await e2e.page();
  await page.goto('/admin-login');
  await adminSignIn(page, { fullName: '', email: `${unique('nobody')}@example.org`, password: 'whatever-pass' });
  await page.getByText(MSG.auth.invalidCredentials).waitFor();

  await page.route('**/api/admins/login', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"Approved"}' }));
  await page.getByRole('button', { name: 'Sign in as admin' }).click();
  await page.getByText(MSG.admin.invalidResponse).waitFor();
  await page.unroute('**/api/admins/login');

  await page.clock.install();
  await page.route('**/api/admins/login', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Sign in as admin' }).click();
  await page.clock.runFor(20_000); // the call policy retries network failures 3 times with back-off
  await page.getByText(MSG.admin.connectFailed).waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin-login');
});
