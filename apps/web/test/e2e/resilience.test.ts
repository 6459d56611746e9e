/**
 * Failures and first paint: the dark theme before any app code runs, the product's error page
 * when a screen's code cannot load (the server went away), the offline banner, and the chat
 * draft surviving a reload and a failed send.
 */
import { beforeAll, expect, test } from 'vitest';
import { MSG } from '@booktutor/contracts/messages';
import { createBook, createChapter } from '../../../server/test/chapter-factory';
import { subscribe } from '../../../server/test/score-factory';
import { createUser, type TestUser } from '../../../server/test/factories';
import { screenshot, signInAs, storeTheme, useProductAndBrowser } from './harness';

const e2e = useProductAndBrowser();
let user: TestUser;
let chapterId: string;
let bookId: string;

beforeAll(async () => {
  const t = e2e.product.testApp;
  user = await createUser(t);
  const book = await createBook(t, { title: 'Life Science 8', publisher: user.publisher });
  chapterId = (await createChapter(t, { book, title: 'Photosynthesis' })).id;
  bookId = book.id;
  await subscribe(t, { userId: user.id, bookId: book.id });
});

/** A student subscribed to the book with no conversation yet. */
async function freshStudent() {
  const student = await createUser(e2e.product.testApp);
  await subscribe(e2e.product.testApp, { userId: student.id, bookId: bookId });
  return student;
}

test('a stored dark theme is applied before any of the app’s code runs', async () => {
  const page = await e2e.page();
  await storeTheme(page, 'dark');
  // Block every script of the app: what shows is index.html, its stylesheet and theme-boot.js.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/login');
  expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = background.match(/\d+/g)!.map(Number);
  expect(r! + g! + b!).toBeLessThan(3 * 80);
});

test('a screen whose code cannot load shows the product’s error page, the banner, and a way back', async () => {
  const page = await e2e.page();
  await signInAs(page, e2e.product, user);
  await page.goto('/chat');
  await page.getByText('Choose a chapter').first().waitFor();
  // The server "goes away" for the Collections screen's code.
  await page.route('**/assets/collections-page-*', (route) => route.abort());
  await page.getByRole('button', { name: 'Collections' }).first().click();
  await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
  expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
  await page.getByTestId('offline-banner').waitFor();
  expect(await page.getByTestId('offline-banner').textContent()).toContain(MSG.generic.noResponse);
  await screenshot(page, 'error-page-light');
  await page.getByRole('button', { name: 'Back to safety' }).click();
  await page.waitForURL('**/chat');
  await page.getByText('Choose a chapter').first().waitFor();
});

test('the offline banner shows while the browser is offline and leaves when it is back', async () => {
  const page = await e2e.page();
  await signInAs(page, e2e.product, user);
  await page.goto('/collections');
  await page.getByText('Life Science 8').first().waitFor();
  expect(await page.getByTestId('offline-banner').count()).toBe(0);
  await page.context().setOffline(true);
  await page.getByText(MSG.generic.offline).waitFor();
  await page.context().setOffline(false);
  await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
});

test('the chat draft survives a reload and a failed send', async () => {
  const page = await e2e.page();
  await signInAs(page, e2e.product, user);
  await page.goto(`/chat?chapterId=${chapterId}`);
  const input = page.getByPlaceholder(MSG.chat.inputPlaceholder);
  await page.getByRole('button', { name: 'Start Test' }).waitFor();
  await input.fill('What do leaves need to make food?');
  await page.reload();
  await page.getByRole('button', { name: 'Start Test' }).waitFor();
  expect(await input.inputValue()).toBe('What do leaves need to make food?');

  // The server refuses the message: the text comes back into the field to send again.
  await page.route('**/api/chat/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
  await page.route('**/api/chat', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
  await input.press('Enter');
  await page.locator('[data-role="user"]').first().waitFor(); // it was sent
  await page.waitForFunction((text) => document.querySelector<HTMLTextAreaElement>('[data-testid="chat-input"]')?.value === text, 'What do leaves need to make food?');
  await page.unrouteAll();
  // The failed send's notice is a reply too: wait for this send's own answer to finish streaming, or the
  // reload below would abort it in flight, and a send that did not go through rightly gives the text back.
  const replies = page.locator('[data-role="assistant"]');
  const repliesBefore = await replies.count();
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/chat') && r.request().method() === 'POST');
  await input.press('Enter');
  await page.waitForFunction(() => document.querySelector<HTMLTextAreaElement>('[data-testid="chat-input"]')?.value === '');
  await (await answered).finished();
  await page.waitForFunction((n) => document.querySelectorAll('[data-role="assistant"]').length > n, repliesBefore);
  await page.reload();
  await page.getByPlaceholder(MSG.chat.inputPlaceholder).waitFor();
  expect(await input.inputValue()).toBe('');
});

test('a tutor reply is announced, and can be read aloud where the browser has voices', async () => {
  const page = await e2e.page();
  // Headless Chromium has no voices: give it one, and record what it is asked to say.
  await page.addInitScript(() => {
    const spoken: string[] = [];
    (window as unknown as { spoken: string[] }).spoken = spoken;
    Object.defineProperty(window.speechSynthesis, 'getVoices', { value: () => [{ name: 'Test voice', lang: 'en-GB' }] });
    Object.defineProperty(window.speechSynthesis, 'speak', { value: (u: SpeechSynthesisUtterance) => spoken.push(u.text) });
  });
  await signInAs(page, e2e.product, await freshStudent());
  await page.goto(`/chat?chapterId=${chapterId}`);
  await page.getByRole('button', { name: 'Start Test' }).waitFor();
  const input = page.getByPlaceholder(MSG.chat.inputPlaceholder);
  await input.fill('What is chlorophyll?');
  await input.press('Enter');
  const reply = page.locator('[data-role="assistant"]').last();
  await reply.getByRole('button', { name: 'Read aloud' }).click();
  const spoken = await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);
  expect(spoken).toHaveLength(1);
  expect(spoken[0]!.toLowerCase()).toContain('chlorophyll');
  await page.waitForFunction(() => document.querySelector('[data-testid="reply-announcer"]')?.textContent?.startsWith('The tutor replied'));
});

test('without voices there is no read-aloud button', async () => {
  const page = await e2e.page();
  await page.addInitScript(() => Object.defineProperty(window.speechSynthesis, 'getVoices', { value: () => [] }));
  await signInAs(page, e2e.product, await freshStudent());
  await page.goto(`/chat?chapterId=${chapterId}`);
  await page.getByRole('button', { name: 'Start Test' }).waitFor();
  const input = page.getByPlaceholder(MSG.chat.inputPlaceholder);
  await input.fill('What is chlorophyll?');
  await input.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid="reply-announcer"]')?.textContent?.startsWith('The tutor replied'));
  expect(await page.getByRole('button', { name: 'Read aloud' }).count()).toBe(0);
});
