/**
 * The admin content pipeline in a real browser: add a book with an uploaded cover (checked by
 * content on the server), add a chapter with Process and the question preview, find both in
 * the admin collections, delete the chapter, then the book.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { CATALOGUE_MSG } from '@booktutor/contracts/catalogue';
import { MSG } from '@booktutor/contracts/messages';
import { PNG_1X1, SAMPLE_CHAPTER, uniqueWord } from '../../../server/src/features/catalogue/test-helpers';
import { signInAsAdmin, useProductAndBrowser } from './harness';

const e2e = useProductAndBrowser();
let page: Page;

async function choose(p: Page, label: string, option: string) {
  await p
    .locator('input')
    .and(p.getByLabel(new RegExp(`^${label}`)))
    .click();
  await p.getByRole('option', { name: option, exact: true }).click();
}

async function fillBook(p: Page, title: string) {
  await p.getByLabel(/^Title/).fill(title);
  await p.getByLabel(/^Subject/).fill('Science');
  await choose(p, 'Grade', 'Grade 8');
}

const coverInput = (p: Page) => p.locator('input[type="file"]');

test('adds a book with an uploaded cover and refuses a fake image', async () => {
  page = await e2e.page();
  await signInAsAdmin(page, e2e.product);
  await page.goto('/admin/add-book');
  await page.getByRole('heading', { name: 'Add Book' }).waitFor();
  await page.getByRole('link', { name: 'View Collections' }).waitFor();

  // A text file that claims to be a PNG passes the browser's type check; the server reads its bytes.
  const title = `Forces ${uniqueWord()}`;
  await fillBook(page, title);
  await coverInput(page).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from('not really an image') });
  await page.getByRole('button', { name: 'Add Book' }).click();
  await page.getByText(MSG.books.imageUploadFailed + MSG.books.imageTypeInvalid).waitFor();

  // The URL field clears the file and the other way round.
  await page.getByLabel('Cover image URL').fill('https://example.org/cover.png');
  expect(await page.getByRole('button', { name: /cover\.png/ }).count()).toBe(0);
  await coverInput(page).setInputFiles({ name: 'real.png', mimeType: 'image/png', buffer: PNG_1X1 });
  expect(await page.getByLabel('Cover image URL').inputValue()).toBe('');

  await page.getByRole('button', { name: 'Add Book' }).click();
  await page.getByText(CATALOGUE_MSG.bookAdded).waitFor();
  expect(await page.getByLabel(/^Title/).inputValue()).toBe(''); // the form resets

  const books = (
    await e2e.product.testApp.app.inject({ method: 'GET', url: '/api/admins/books', headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('adminToken'))}` } })
  ).json<Array<{ title: string; bookCoverImgLink: string }>>();
  const saved = books.find((b) => b.title === title);
  expect(saved).toMatchObject({ subject: 'Science', grade: '8', publisher: 'EXCELLENCE PUBLICATION', language: 'English' });
  expect(saved?.bookCoverImgLink).toMatch(/^\/uploads\/covers\/.+\.png$/);
});

test('adds a chapter: Process shows the questions with a missing key flagged, then saves; collections show it; delete chapter and book', async () => {
  page = await e2e.page();
  const admin = await signInAsAdmin(page, e2e.product);
  const title = `Motion ${uniqueWord()}`;
  const created = await e2e.product.testApp.app.inject({
    method: 'POST',
    url: '/api/admins/add-book',
    headers: admin.auth,
    payload: { title, publisher: 'JD', subject: 'Physics', language: 'English', grade: '9' },
  });
  const bookId = created.json<{ book: { _id: string } }>().book._id;

  await page.goto('/admin/add-chapter');
  await page.getByRole('heading', { name: 'Add Chapter' }).waitFor();
  await page.getByRole('button', { name: 'Process' }).click();
  await page.getByText(MSG.books.rawTextRequired).waitFor();
  await page.getByLabel(/^Raw Text/).fill(SAMPLE_CHAPTER);
  await page.getByRole('button', { name: 'Process' }).click();
  await page.getByText(MSG.books.selectBook).waitFor();

  await page.locator('input').and(page.getByLabel(/^Book/)).fill(title.slice(0, 12));
  await page.getByRole('option', { name: `${title} (JD)` }).click();
  expect(await page.getByLabel('Subject').inputValue()).toBe('Physics');
  await page.getByLabel(/^Chapter title/).fill('Forces and Friction');
  await page.getByRole('button', { name: 'Add Chapter' }).click();
  await page.getByText(MSG.books.processFirst).waitFor();

  await page.getByRole('button', { name: 'Process' }).click();
  const preview = page.getByTestId('processed-questions');
  await preview.waitFor();
  expect(await preview.getByRole('row').count()).toBe(5); // header + 4 questions
  await preview.getByText('1 question has no answer key').waitFor();
  expect(await preview.locator('[data-missing-key]').count()).toBe(1);
  await preview.getByText('A push or a pull.').waitFor();
  await preview.getByText('5 marks').waitFor();
  expect(await page.getByLabel('Final Prompt').inputValue()).toContain('Physics');

  await page.getByRole('button', { name: 'Add Chapter' }).click();
  await page.getByText(CATALOGUE_MSG.chapterAdded).waitFor();
  expect(await page.getByLabel(/^Chapter title/).inputValue()).toBe('');
  expect(await page.getByLabel(/^Raw Text/).inputValue()).toBe('');
  expect(await page.getByTestId('processed-questions').count()).toBe(0);

  const chapters = (await e2e.product.testApp.app.inject({ method: 'GET', url: `/api/books/${bookId}/chapters`, headers: admin.auth })).json<unknown[]>();
  expect(chapters).toHaveLength(1);
  expect(chapters[0]).toMatchObject({ title: 'Forces and Friction', totalQuestions: 4, totalMarks: 5 });

  await page.getByRole('link', { name: 'View Collections' }).click();
  await page.waitForURL('**/admin/collections');
  await page.getByRole('heading', { name: 'Book Collections' }).waitFor();
  await page.getByText('View all available books and chapters').waitFor();
  const card = page.getByTestId('admin-book-card').filter({ hasText: title });
  await card.getByText('JD').waitFor();
  await card.getByRole('button', { name: 'View Chapters (1)' }).click();
  await card.getByText('1. Forces and Friction').waitFor();

  await card.getByRole('button', { name: 'Delete chapter Forces and Friction' }).click();
  await page.getByText(MSG.books.confirmDeleteChapter).waitFor();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByText(MSG.books.chapterDeleted).waitFor();
  await card.getByText('No Chapters Available').waitFor();

  await card.getByRole('button', { name: `Delete book ${title}` }).click();
  await page.getByText(MSG.books.confirmDeleteBook).waitFor();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByText(MSG.books.bookDeleted).waitFor();
  await card.waitFor({ state: 'detached' });
  const remaining = (await e2e.product.testApp.app.inject({ method: 'GET', url: '/api/admins/books', headers: admin.auth })).json<Array<{ _id: string }>>();
  expect(remaining.some((b) => b._id === bookId)).toBe(false);
});

test('admin collections without a stored admin token go to admin sign-in', async () => {
  page = await e2e.page();
  await page.goto('/admin/collections');
  await page.waitForURL('**/admin-login');
});
