/**
 * The chapter chat in a real browser: a student opens a chapter, chats (with a cited passage),
 * takes the whole test watching the running score, sees the score display, exits and comes
 * back to find the conversation. Screenshots in light and dark theme.
 */
import { beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { chapters } from '../../../server/src/db/schema';
import { MSG } from '@booktutor/contracts/messages';
import { createBook, createChapter, type TestChapter } from '../../../server/test/chapter-factory';
import { ask, input, reachableAtCentre, subscribe } from './chat-helpers';
import { newContext, screenshot, signInAs, storeTheme, useProductAndBrowser } from './harness';
import type { Page } from 'playwright-core';

const e2e = useProductAndBrowser();
let chapter: TestChapter;

beforeAll(async () => {
  const book = await createBook(e2e.product.testApp, { title: 'Life Science 8' });
  chapter = await createChapter(e2e.product.testApp, { book, title: 'Photosynthesis' });
  await createChapter(e2e.product.testApp, { book, title: 'Cells and tissues', position: 1 });
});

test('a student opens a chapter, chats, takes the whole test and finds it all again', async () => {
  const context = await newContext(e2e.browser, e2e.product);
  const page = await context.newPage();
  const user = await signInAs(page, e2e.product);
  await subscribe(e2e.product, user, chapter.bookId);

  await page.goto('/chat');
  // No chapter yet: the picker. Sending anyway asks for a chapter.
  await page.getByText('Choose a chapter').waitFor();
  await input(page).fill('hello');
  await input(page).press('Enter');
  await page.getByText(MSG.chat.selectChapter).waitFor();
  await screenshot(page, 'chat-picker-light');

  await page.getByRole('main').getByRole('button', { name: 'Open chapter Photosynthesis' }).click();
  await page.waitForURL(`**/chat?chapterId=${chapter.id}`);
  await page.getByTestId('active-chapter-title').filter({ hasText: 'Photosynthesis' }).waitFor();
  await page.getByText('Welcome to the chapter "Photosynthesis"').waitFor();
  const startTest = page.getByRole('button', { name: 'Start Test' });
  await startTest.waitFor();
  expect(await page.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);

  // A question about the chapter: answered from it, with a source that opens the passage.
  const reply = await ask(page, 'What do guard cells do?');
  await reply.getByText('Guard cells open and close the stomata').first().waitFor();
  expect(await startTest.count()).toBe(0);
  await reply.getByRole('button', { name: /Passage \d+ · Leaves and gas exchange/ }).click();
  const passage = page.getByRole('dialog');
  await passage.getByText('this loss of water is called transpiration').waitFor();
  await screenshot(page, 'chat-citation-light');
  await page.keyboard.press('Escape');
  await passage.waitFor({ state: 'hidden' });

  // The test, with the running score after every answer.
  const q1 = await ask(page, "Let's Start");
  await q1.getByText('Question 1 of 4 (1 mark):').waitFor();
  const score = page.getByTestId('running-score');
  await score.getByText('0 of 4 questions answered').waitFor();
  // Before the first answer: the whole test's marks, never "0/0", and no percentage yet.
  await score.getByText('0/5 marks', { exact: true }).waitFor();
  await screenshot(page, 'chat-test-start');
  await page.setViewportSize({ width: 390, height: 844 });
  await score.getByText('0/5 marks', { exact: true }).waitFor();
  await screenshot(page, 'chat-test-start-390');
  await page.setViewportSize({ width: 1280, height: 860 });
  await ask(page, 'chlorophyll');
  await score.getByText('1/5 marks (100.0% so far)').waitFor();
  await ask(page, 'B');
  await score.getByText('2 of 4 questions answered').waitFor();
  await ask(page, 'false');
  await score.getByText('3/5 marks (100.0% so far)').waitFor();
  await screenshot(page, 'chat-test-light');
  // The free-text answer is marked by the engine's grader; the screen must show what it decided.
  const last = await ask(page, 'closing the stomata reduces water loss');
  const finished = /Test finished! You scored ([\d.]+) out of 5 marks \(([\d.]+)%\)\./.exec(await last.innerText());
  expect(finished, 'the last reply ends the test').not.toBeNull();
  const [, earned, percent] = finished!;
  await score.getByText('Test finished').waitFor();
  await score.getByText(`${earned}/5 marks (${Number(percent).toFixed(1)}%)`).waitFor();
  // One toast with the result (the server's notification), in one percentage format.
  const resultToast = page.locator('.mantine-Notification-root', { hasText: 'You finished the test on "Photosynthesis"' });
  await resultToast.getByText(`${earned} of 5 marks (${Number(percent).toFixed(1)}%)`, { exact: false }).waitFor();
  expect(await page.locator('.mantine-Notification-root', { hasText: /marks \(/ }).count()).toBe(1);

  // Exit, then come back: the history is there and the chapter score shows for 5 seconds.
  await page.getByRole('button', { name: 'Exit Chapter' }).click();
  await page.getByText('Choose a chapter').waitFor();
  await page.getByRole('main').getByRole('button', { name: 'Open chapter Photosynthesis' }).click();
  const display = page.getByTestId('chapter-score');
  await display.getByText(`${percent}%`).waitFor();
  await display.getByText(`${earned} of 5 marks · 4/4 questions`).waitFor();
  // The card floats over the messages, never over Exit Chapter (it did for 5 s, on a phone and here).
  expect(await exitChapterTappable(page)).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  // Polled for up to 2 s: the library drawer slides away after the resize (the card, when it covered
  // the button, did so for its whole 5 s).
  await expect.poll(() => exitChapterTappable(page), { timeout: 2000 }).toBe(true);
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.getByText('What do guard cells do?').waitFor();
  await page.locator('[data-role="user"]').getByText('chlorophyll', { exact: true }).waitFor();
  await page.getByText(finished![0]).waitFor();
  expect(await page.getByRole('button', { name: 'Start Test' }).count()).toBe(0);
  await screenshot(page, 'chat-returned-light');
  await display.waitFor({ state: 'hidden', timeout: 8000 });

  // The same screen in the dark theme.
  await storeTheme(page, 'dark');
  await page.reload();
  await page.getByText('What do guard cells do?').waitFor();
  await page.getByTestId('chapter-score').waitFor();
  await screenshot(page, 'chat-returned-dark');
  await page.goto('/chat');
  await page.getByText('Choose a chapter').waitFor();
  await screenshot(page, 'chat-picker-dark');

  // The theme toggle sits in the header here, not floating over the sidebar's Logout.
  const toggles = page.getByTestId('theme-toggle');
  expect(await toggles.count()).toBe(1);
  expect(await page.locator('header').getByTestId('theme-toggle').count()).toBe(1);
  await toggles.click();
  await page.waitForFunction(() => localStorage.getItem('theme') === 'light');
  await context.close();
});

test('a chapter opened from another screen by ?chapterId= shows the welcome and starts the test', async () => {
  const context = await newContext(e2e.browser, e2e.product, 'dark');
  const page = await context.newPage();
  const user = await signInAs(page, e2e.product);
  await subscribe(e2e.product, user, chapter.bookId);
  await storeTheme(page, 'dark');
  await page.goto(`/chat?chapterId=${chapter.id}`);
  await page.getByText('Welcome to the chapter "Photosynthesis"').waitFor();
  await screenshot(page, 'chat-welcome-dark');
  await page.getByRole('button', { name: 'Start Test' }).click();
  // The toast stands above the composer on a laptop and on a phone: Send stays reachable.
  const toast = page.locator('.mantine-Notification-root', { hasText: 'Test started. Good luck!' });
  await toast.waitFor();
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await input(page).fill('chlorophyll');
  await expect.poll(() => reachableAtCentre(send)).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await toast.isVisible()).toBe(true);
  await expect.poll(() => reachableAtCentre(send)).toBe(true);
  await screenshot(page, 'chat-toast-above-composer-390-dark');
  await page.getByText('Question 1 of 4 (1 mark):').waitFor();
  await page.getByTestId('running-score').getByText('0 of 4 questions answered').waitFor();
  await context.close();
});

test('a chapter of another publisher cannot be opened', async () => {
  const other = await createChapter(e2e.product.testApp, { book: await createBook(e2e.product.testApp, { publisher: 'JD' }) });
  const context = await newContext(e2e.browser, e2e.product);
  const page = await context.newPage();
  await signInAs(page, e2e.product);
  await page.goto(`/chat?chapterId=${other.id}`);
  await page.getByText('Chapter not found.').waitFor();
  await page.getByRole('button', { name: 'Choose a chapter' }).click();
  await page.getByText('Choose a chapter').first().waitFor();
  await context.close();
});

test('a failed send shows the spec message as the reply and keeps the question on screen', async () => {
  const doomed = await createChapter(e2e.product.testApp, { book: await createBook(e2e.product.testApp), title: 'Soon removed' });
  const context = await newContext(e2e.browser, e2e.product);
  const page = await context.newPage();
  await signInAs(page, e2e.product);
  await page.goto(`/chat?chapterId=${doomed.id}`);
  await page.getByText('Welcome to the chapter "Soon removed"').waitFor();
  // The publisher removes the chapter while the student is on it.
  await e2e.product.deps.db.delete(chapters).where(eq(chapters.id, doomed.id));
  await input(page).fill('What is chlorophyll?');
  await input(page).press('Enter');
  await page.locator('[data-role="assistant"]').getByText(MSG.chat.sendFailed).waitFor();
  await page.locator('[data-role="user"]').getByText('What is chlorophyll?').waitFor();
  await page.getByText('Chapter not found.').waitFor();
  await screenshot(page, 'chat-send-failed-light');
  await context.close();
});

/** Whether a tap on Exit Chapter's middle reaches it (nothing drawn over it). */
const exitChapterTappable = (page: Page) =>
  page.getByRole('button', { name: 'Exit Chapter' }).evaluate((button) => {
    const box = button.getBoundingClientRect();
    return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('button') === button;
  });
