/**
 * The catalogue screens in light and dark theme, on the demo catalogue: My Collection (with
 * progress), All Books with filters, the chapters dialog, the /chat library and carousel, and
 * the admin add-book, add-chapter (processed) and collections pages. Screenshots go to
 * $SCREENSHOT_DIR for a human look.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { createAdmin, createUser, type TestAdmin, type TestUser } from '../../../server/test/factories';
import { SAMPLE_CHAPTER, recordAttempt } from '../../../server/src/features/catalogue/test-helpers';
import { seedDemoCatalogue } from '../../../server/src/seed/demo-catalogue';
import { newContext, screenshot, signInAs, signInAsAdmin, storeTheme, useProductAndBrowser } from './harness';

const e2e = useProductAndBrowser();
let admin: TestAdmin;
let student: TestUser;

beforeAll(async () => {
  admin = await createAdmin(e2e.product.testApp);
  await seedDemoCatalogue(e2e.product.deps, { adminId: admin.id, publisher: 'EXCELLENCE PUBLICATION' });
  student = await createUser(e2e.product.testApp, { publisher: 'EXCELLENCE PUBLICATION' });
  const books = (await e2e.product.testApp.app.inject({ method: 'GET', url: '/api/books', headers: student.auth })).json<Array<{ _id: string; title: string }>>();
  for (const book of books) await e2e.product.testApp.app.inject({ method: 'POST', url: '/api/subscriptions', headers: student.auth, payload: { bookId: book._id } });
  const science = books.find((b) => b.title === 'Science Explorer 8')!;
  const chapters = (await e2e.product.testApp.app.inject({ method: 'GET', url: `/api/books/${science._id}/chapters`, headers: student.auth })).json<Array<{ _id: string }>>();
  await recordAttempt(e2e.product.testApp, {
    userId: student.id,
    chapterId: chapters[0]!._id,
    seconds: 840,
    answers: [
      [2, 2],
      [1, 1],
      [0, 1],
      [2, 2],
      [1, 2],
      [1, 1],
    ],
  });
  await recordAttempt(e2e.product.testApp, {
    userId: student.id,
    chapterId: chapters[1]!._id,
    seconds: 300,
    answers: [
      [1, 1],
      [1, 2],
    ],
  });
});

async function open(scheme: 'light' | 'dark', as: 'student' | 'admin'): Promise<Page> {
  const context = await newContext(e2e.browser, e2e.product, scheme);
  const page = await context.newPage();
  await storeTheme(page, scheme);
  if (as === 'student') await signInAs(page, e2e.product, student);
  else await signInAsAdmin(page, e2e.product, admin);
  return page;
}

describe.each(['light', 'dark'] as const)('%s theme', (scheme) => {
  test('collections: My Collection with progress, All Books with filters, chapters dialog', async () => {
    const page = await open(scheme, 'student');
    await page.goto('/collections');
    const science = page.getByTestId('book-card').filter({ hasText: 'Science Explorer 8' });
    await science.getByText('In Progress').waitFor();
    await science.getByText('Progress 73%').waitFor(); // 8 of 11 questions
    await science.getByText('1/2 chapters').waitFor();
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(scheme);
    await page.waitForLoadState('networkidle');
    await screenshot(page, `collections-mine-${scheme}`);

    await page.getByText('All Books', { exact: true }).click();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByText('Author/Publisher').waitFor();
    await page.getByTestId('book-card').filter({ hasText: 'Planet Earth' }).getByRole('button', { name: 'Remove' }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `collections-all-${scheme}`);

    await science.getByRole('button', { name: 'View Chapters' }).click();
    await page.getByRole('dialog').getByText('2. The Water Cycle').waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, `collections-chapters-dialog-${scheme}`);
    await page.context().close();
  });

  test('chat: My Library sidebar and the Educational Resources carousel', async () => {
    const page = await open(scheme, 'student');
    await page.goto('/chat');
    await page.getByTestId('library-sidebar').getByRole('button', { name: 'Open chapter Forces and Motion' }).waitFor();
    await page.getByTestId('book-carousel').getByText('Educational Resources').waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `chat-library-${scheme}`);
    await page.context().close();
  });

  test('admin: add book, add chapter after Process, collections', async () => {
    const page = await open(scheme, 'admin');
    await page.goto('/admin/add-book');
    await page.getByRole('heading', { name: 'Add Book' }).waitFor();
    await screenshot(page, `admin-add-book-${scheme}`);

    await page.goto('/admin/add-chapter');
    await page.locator('input').and(page.getByLabel(/^Book/)).click();
    await page.getByRole('option', { name: 'Science Explorer 8 (EXCELLENCE PUBLICATION)' }).click();
    await page.getByLabel(/^Chapter title/).fill('Forces, again');
    await page.getByLabel(/^Raw Text/).fill(SAMPLE_CHAPTER);
    await page.getByRole('button', { name: 'Process' }).click();
    await page.getByTestId('processed-questions').waitFor();
    await screenshot(page, `admin-add-chapter-${scheme}`);

    await page.goto('/admin/collections');
    const card = page.getByTestId('admin-book-card').filter({ hasText: 'Science Explorer 8' });
    await card.getByRole('button', { name: /View Chapters/ }).click();
    await card.getByText('1. Forces and Motion').waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `admin-collections-${scheme}`);
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(scheme);
    await page.context().close();
  });
});
