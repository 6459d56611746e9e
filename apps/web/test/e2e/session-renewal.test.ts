/**
 * Short access tokens renewed silently (issue 15), and the sign-in page saying the session ended
 * when renewal cannot help (issue 17).
 */
import { expect, test } from 'vitest';
import { MSG } from '@booktutor/contracts/messages';
import { createBook, createChapter } from '../../../server/test/chapter-factory';
import { signInAs, useProductAndBrowser } from './harness';
import { repliesFinished } from './chat-helpers';

const e2e = useProductAndBrowser();

test('an access token the server refuses is renewed with the refresh token, and the page carries on', async () => {
  const page = await e2e.page();
  const user = await signInAs(page, e2e.product);
  // As after 15 minutes: the stored access token no longer works.
  await page.evaluate(() => localStorage.setItem('token', 'expired.access.token'));
  await page.goto('/profile');
  await page
    .getByTestId('personal-info')
    .getByLabel('Username')
    .and(page.locator(`[value="${user.username}"]`))
    .waitFor();
  expect(new URL(page.url()).pathname).toBe('/profile');
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), refreshToken: localStorage.getItem('refreshToken') }));
  expect(stored.token).not.toBe('expired.access.token');
  // The refresh token rotated: the one the browser started with is used up.
  expect(stored.refreshToken).not.toBe(user.refreshToken);
  const claims = await e2e.product.deps.tokens.verify('user', stored.token!);
  expect(claims.sub).toBe(user.id);
});

test('a session ended elsewhere (sign out everywhere) sends the page to /login with a clear message', async () => {
  const page = await e2e.page();
  const user = await signInAs(page, e2e.product);
  await page.goto('/profile');
  await page
    .getByTestId('personal-info')
    .getByLabel('Username')
    .and(page.locator(`[value="${user.username}"]`))
    .waitFor();
  const res = await e2e.product.testApp.app.inject({ method: 'POST', url: '/api/users/sign-out-everywhere', headers: user.auth });
  expect(res.statusCode).toBe(200);
  await page.goto('/collections');
  await page.waitForURL('**/login?session=ended');
  await page.getByText(MSG.auth.sessionEnded).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
});

test('Sign out everywhere in the profile ends the session on the server and goes to /login', async () => {
  const page = await e2e.page();
  const user = await signInAs(page, e2e.product);
  await page.goto('/profile');
  await page.getByRole('button', { name: MSG.profile.signOutEverywhere }).click();
  await page.getByRole('dialog', { name: MSG.profile.signOutEverywhere }).getByRole('button', { name: MSG.profile.signOutEverywhere }).click();
  await page.waitForURL('**/login');
  const after = await e2e.product.testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: user.auth });
  expect(after.statusCode).toBe(401);
});

test('mid-chat, a message sent with an expired token is renewed and answered (the streaming call), nobody is signed out', async () => {
  const book = await createBook(e2e.product.testApp, { title: 'Renewal Science' });
  await createChapter(e2e.product.testApp, { book, title: 'Photosynthesis' });
  const page = await e2e.page();
  const user = await signInAs(page, e2e.product);
  const subscribed = await e2e.product.testApp.app.inject({ method: 'POST', url: '/api/subscriptions', headers: user.auth, payload: { bookId: book.id } });
  expect(subscribed.statusCode).toBeLessThan(300);
  await page.goto('/chat');
  await page.getByRole('main').getByRole('button', { name: 'Open chapter Photosynthesis' }).click();
  const input = page.getByPlaceholder(MSG.chat.inputPlaceholder);
  await page.getByText('Welcome to the chapter "Photosynthesis"').waitFor();
  const replies = page.locator('[data-role="assistant"]');
  const before = await replies.count();

  await page.evaluate(() => localStorage.setItem('token', 'expired.access.token'));
  await input.fill('What do plants need for photosynthesis?');
  await input.press('Enter');
  await replies.nth(before).waitFor();
  await repliesFinished(page);
  expect(new URL(page.url()).pathname).toBe('/chat');
  expect(await replies.nth(before).textContent()).not.toContain(MSG.chat.sendFailed);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe('expired.access.token');
});
