/**
 * The bell on /chat through a real browser and the real socket: a notification created on the
 * server shows up live (badge, toast) without a reload and is marked read; 'Test Notifications',
 * the '9+' cap, 'Mark all as read', and the once-per-session popup of the first unseen one.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG } from '@booktutor/contracts/messages';
import { newContext, screenshot, signInAs, storeTheme, useProductAndBrowser } from './harness';
import { createUser, type TestUser } from '../../../server/test/factories';
import { notify } from '../../../server/src/features/notifications/service';

const e2e = useProductAndBrowser();

async function openChat(user?: TestUser, scheme: 'light' | 'dark' = 'light'): Promise<{ page: Page; user: TestUser }> {
  const context = await newContext(e2e.browser, e2e.product, scheme);
  const page = await context.newPage();
  await storeTheme(page, scheme);
  const signedIn = await signInAs(page, e2e.product, user);
  await page.goto('/chat');
  await page.getByTestId('notification-bell').waitFor();
  return { page, user: signedIn };
}
const badge = (page: Page) => page.getByTestId('notification-badge');
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text }).first().waitFor();
const listed = async (user: TestUser) =>
  (await e2e.product.testApp.app.inject({ method: 'GET', url: '/api/notifications', headers: user.auth })).json<Array<{ _id: string; title: string; seen_status: string }>>();

test('a notification arrives live, updates the badge without a reload, and is marked read', async () => {
  const { page, user } = await openChat();
  expect(await badge(page).count()).toBe(0);
  // Wait until the socket is connected: the page marks nothing, so watch the socket.io request.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/socket.io/')));
  await page.waitForTimeout(300);

  const navigations: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  await notify(e2e.product.deps, user.id, { title: 'New chapter available', message: '"Forces" has been added to Physics 8.', kind: 'new_chapter' });

  await badge(page).waitFor();
  expect(await badge(page).textContent()).toBe('1');
  await toast(page, '"Forces" has been added to Physics 8.');
  expect(navigations).toEqual([]);

  await page.getByTestId('notification-bell').click();
  const item = page.getByTestId('notification-item').filter({ hasText: 'New chapter available' });
  await item.getByText('Just now').waitFor();
  await item.getByRole('button', { name: 'Mark as read' }).click();
  await toast(page, MSG.notifications.marked);
  await badge(page).waitFor({ state: 'detached' });
  expect(await item.getByRole('button', { name: 'Mark as read' }).count()).toBe(0);
  expect((await listed(user))[0]!.seen_status).toBe('yes');
  await page.context().close();
});

describe.each(['light', 'dark'] as const)('bell panel, %s theme', (scheme) => {
  test("'Test Notifications' adds 4, the badge caps at '9+', 'Mark all as read' clears it", async () => {
    const { page, user } = await openChat(undefined, scheme);
    await page.getByTestId('notification-bell').click();
    await page.getByText('No notifications yet').waitFor();
    await page.getByRole('button', { name: 'Test Notifications' }).click();
    await toast(page, 'Added 4 test notifications successfully!');
    // "Adding test notifications..." turned into the outcome in place: it does not stay on screen beside it.
    expect(await page.locator('.mantine-Notification-root', { hasText: MSG.notifications.seeding }).count()).toBe(0);
    await page.waitForFunction(() => document.querySelector('[data-testid=notification-badge]')?.textContent === '4');
    expect(await page.getByTestId('notification-item').count()).toBe(4);
    // The four arrive as one toast, and never more than three toasts show at once.
    await toast(page, '4 new notifications');
    expect(await page.locator('.mantine-Notification-root').count()).toBeLessThanOrEqual(3);
    // Toasts sit below the panel: its buttons stay clickable.
    expect(
      await page.getByRole('button', { name: 'Mark all as read' }).evaluate((button) => {
        const box = button.getBoundingClientRect();
        return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('button') === button;
      }),
    ).toBe(true);

    for (let i = 1; i <= 6; i++) await notify(e2e.product.deps, user.id, { title: `Reminder ${i}`, message: `Message number ${i}`, kind: 'info' });
    await page.waitForFunction(() => document.querySelector('[data-testid=notification-badge]')?.textContent === '9+');
    expect(await page.getByTestId('notification-item').count()).toBe(10);
    await toast(page, '6 new notifications');
    expect(await page.locator('.mantine-Notification-root').count()).toBeLessThanOrEqual(3);
    const listHeight = await page.getByTestId('notification-list').evaluate((el) => el.getBoundingClientRect().height);
    expect(listHeight).toBeLessThanOrEqual(400);
    await page.waitForTimeout(300);
    await screenshot(page, `notifications-panel-${scheme}`);

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await toast(page, '10 notifications marked as read');
    await badge(page).waitFor({ state: 'detached' });
    expect((await listed(user)).every((n) => n.seen_status === 'yes')).toBe(true);
    await page.context().close();
  });
});

test('the first unseen notification pops up once per session; confirming marks it read', async () => {
  const user = await createUser(e2e.product.testApp);
  await notify(e2e.product.deps, user.id, { title: 'Welcome to BookTutor!', message: 'Hello there.', kind: 'welcome' });
  const { page } = await openChat(user);
  const popup = page.getByRole('dialog', { name: 'Welcome to BookTutor!' });
  await popup.waitFor();
  await screenshot(page, 'notifications-popup-light');
  expect(await page.evaluate(() => sessionStorage.getItem('notificationShown'))).toBe('true');
  await popup.getByRole('button', { name: 'OK' }).click();
  await toast(page, MSG.notifications.marked);
  expect((await listed(user))[0]!.seen_status).toBe('yes');

  await notify(e2e.product.deps, user.id, { title: 'Another one', message: 'Unseen but the popup was shown already.', kind: 'info' });
  await page.reload();
  await page.getByTestId('notification-bell').waitFor();
  await badge(page).waitFor();
  await page.waitForTimeout(500);
  expect(await page.getByRole('dialog').count()).toBe(0);
  await page.context().close();
});
