/**
 * The admin approvals screen (issue 15): a dashboard tile with the pending count, the list of
 * pending admins with Approve and Reject, and what the decided admins see when they sign in.
 * Screenshots at 390 px and desktop, light and dark.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG } from '@booktutor/contracts/messages';
import { clientAddress, unique } from '../../../server/test/test-app';
import { newContext, screenshot, signInAsAdmin, storeTheme, useProductAndBrowser } from './harness';

const e2e = useProductAndBrowser();

/** Registers an admin through the API; on this fresh database the first one is approved, later ones wait. */
async function registerAdmin(name: string) {
  const body = { username: name, email: `${unique('requester')}@example.org`, contactNumber: '+44 20 7946 0321', designation: 'Science editor', password: 'publisher-pass' };
  const res = await e2e.product.testApp.app.inject({ method: 'POST', url: '/api/admins/register', payload: body, headers: { 'x-forwarded-for': clientAddress() } });
  expect(res.statusCode).toBe(201);
  return body;
}

async function adminSignIn(p: Page, email: string, password: string) {
  await p.goto('/admin-login');
  await p.getByLabel('Email').fill(email);
  await p.getByLabel('Password', { exact: true }).fill(password);
  await p.getByRole('button', { name: 'Sign in as admin' }).click();
}

test('the dashboard tile counts pending admins; Approve lets one in, Reject refuses the other with a clear message', async () => {
  await registerAdmin('First Admin'); // approved automatically on a fresh database
  const mary = await registerAdmin('Mary Somerville');
  const ada = await registerAdmin('Ada Lovelace');

  const page = await e2e.page();
  await signInAsAdmin(page, e2e.product);
  await page.goto('/admin/dashboard');
  const tile = page.getByRole('link', { name: 'Admin Approvals' });
  await tile.getByTestId('tile-count').filter({ hasText: '2' }).waitFor();
  await tile.click();
  await page.waitForURL('**/admin/approvals');

  const cards = page.getByTestId('pending-admin');
  await cards.first().waitFor();
  expect(await cards.count()).toBe(2);
  const maryCard = cards.filter({ hasText: mary.email });
  for (const text of ['Mary Somerville', mary.email, 'Science editor', '+44 20 7946 0321']) await maryCard.getByText(text, { exact: true }).waitFor();
  await screenshot(page, 'admin-approvals-desktop-light');

  await maryCard.getByRole('button', { name: 'Approve' }).click();
  await page.getByText(MSG.admin.approved).waitFor();
  await maryCard.waitFor({ state: 'detached' });

  const adaCard = cards.filter({ hasText: ada.email });
  await adaCard.getByRole('button', { name: 'Reject' }).click();
  await page.getByRole('dialog', { name: 'Reject admin request' }).getByRole('button', { name: 'Reject' }).click();
  await page.getByText(MSG.admin.rejected).waitFor();
  await page.getByText('No admins are waiting for approval.').waitFor();

  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'Admin Approvals' }).getByTestId('tile-count').filter({ hasText: '0' }).waitFor();

  // The decided admins sign in: one reaches the dashboard, the other is told the request was rejected.
  const rejected = await (await newContext(e2e.browser, e2e.product)).newPage();
  await adminSignIn(rejected, ada.email, ada.password);
  await rejected.getByText(MSG.admin.rejectedSignIn).waitFor();
  expect(new URL(rejected.url()).pathname).toBe('/admin-login');
  await rejected.context().close();

  const approved = await (await newContext(e2e.browser, e2e.product)).newPage();
  await adminSignIn(approved, mary.email, mary.password);
  await approved.waitForURL('**/admin/dashboard');
  await approved.context().close();
});

test('screenshots: 390 px and desktop, light and dark', async () => {
  await registerAdmin('Caroline Herschel');
  await registerAdmin('Emmy Noether');
  for (const scheme of ['light', 'dark'] as const) {
    for (const [label, viewport] of [
      ['390', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 860 }],
    ] as const) {
      const context = await newContext(e2e.browser, e2e.product, scheme);
      await context.newPage();
      const page = context.pages()[0]!;
      await page.setViewportSize(viewport);
      await storeTheme(page, scheme);
      await signInAsAdmin(page, e2e.product);
      await page.goto('/admin/approvals');
      await page.getByTestId('pending-admin').filter({ hasText: 'Emmy Noether' }).waitFor();
      // Nothing spills sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `admin-approvals-${label}-${scheme}`);
      if (label === '390') {
        await page.goto('/admin/dashboard');
        await page.getByRole('link', { name: 'Admin Approvals' }).waitFor();
        await screenshot(page, `admin-dashboard-approvals-tile-390-${scheme}`);
      }
      await context.close();
    }
  }
});

test('without an admin token the approvals screen goes to /admin-login', async () => {
  const page = await e2e.page();
  await page.goto('/admin/approvals');
  await page.waitForURL('**/admin-login');
});
