/**
 * The student's journey through the catalogue in a real browser: find a book by search,
 * subscribe, see it in My Collection and My Library, open its chapters, Test opens /chat with
 * that chapter, unsubscribe (from the collection and from the library), and the carousel link.
 */
import { beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG } from '@booktutor/contracts/messages';
import { createAdmin, createUser, type TestAdmin } from '../../../server/test/factories';
import { createBook } from '../../../server/test/chapter-factory';
import { addBook, addChapter, uniqueWord } from '../../../server/src/features/catalogue/test-helpers';
import { seriousViolations } from './a11y';
import { reachableAtCentre } from './chat-helpers';
import { screenshot, signInAs, useProductAndBrowser } from './harness';

const e2e = useProductAndBrowser();
/** The carousel's page size (CAROUSEL_PAGE_SIZE in the web app's get-carousel-books.ts). */
const CAROUSEL_PAGE_SIZE = 20;
let page: Page;
let admin: TestAdmin;

beforeAll(async () => {
  admin = await createAdmin(e2e.product.testApp);
});

async function shelf() {
  const word = uniqueWord();
  const ocean = await addBook(e2e.product.testApp, admin, { title: `Ocean Currents ${word}`, subject: 'Geography', grade: '7' });
  const chapter = await addChapter(e2e.product.testApp, admin, ocean, 'Tides and Waves');
  const desert = await addBook(e2e.product.testApp, admin, { title: `Desert Life ${word}`, subject: 'Biology', grade: '7' });
  await addBook(e2e.product.testApp, admin, { title: `Hidden ${word}`, publisher: 'CM' }); // another publisher's
  return { word, ocean, desert, chapter };
}

const card = (p: Page, title: string) => p.getByTestId('book-card').filter({ hasText: title });

test('search, subscribe, My Collection, chapters dialog, Test opens /chat with the chapter, library sidebar, unsubscribe', async () => {
  const { word, ocean, desert, chapter } = await shelf();
  page = await e2e.page();
  const student = await signInAs(page, e2e.product);
  await page.goto('/collections');
  await page.getByRole('heading', { name: 'Book Collections' }).waitFor();
  await page.getByText("You haven't subscribed to any books yet").waitFor();
  await page.getByRole('button', { name: 'Browse Collections' }).click();

  await page.getByLabel('Search books').fill(word);
  await card(page, ocean.title).waitFor();
  await card(page, desert.title).waitFor();
  expect(await page.getByTestId('book-card').count()).toBe(2); // not the other publisher's book
  await page.getByLabel('Search books').fill(`${word} ocea`);
  await card(page, desert.title).waitFor({ state: 'detached' });

  await card(page, ocean.title).getByRole('button', { name: 'Subscribe' }).click();
  await page.getByText(MSG.collections.subscribed).waitFor();
  await card(page, ocean.title).getByRole('button', { name: 'Remove' }).waitFor();

  // Subscribed meanwhile elsewhere (another tab): the server's answer becomes the spec's info text.
  await page.getByLabel('Search books').fill(word);
  await card(page, desert.title).waitFor();
  await e2e.product.testApp.app.inject({ method: 'POST', url: '/api/subscriptions', headers: student.auth, payload: { bookId: desert._id } });
  await card(page, desert.title).getByRole('button', { name: 'Subscribe' }).click();
  await page.getByText(MSG.collections.alreadySubscribed).waitFor();

  // Each tab keeps its own sort: Subject chosen in All Books leaves My Collection by title.
  await page.getByRole('button', { name: 'Sort by Subject' }).click();
  await page.getByRole('button', { name: 'Sort by Subject (ascending)', pressed: true }).waitFor();
  await page.getByText('My Collection', { exact: true }).click();
  await page.getByRole('button', { name: 'Sort by Title (ascending)', pressed: true }).waitFor();
  await page.getByText('All Books', { exact: true }).click();
  await page.getByRole('button', { name: 'Sort by Subject (ascending)', pressed: true }).waitFor();
  await page.getByText('My Collection', { exact: true }).click();
  await page.getByLabel('Search books').fill('');
  const mine = card(page, ocean.title);
  await mine.getByText('Progress 0%').waitFor();
  await mine.getByText('Not Started').waitFor();
  // Rendered as the spec writes it, not in capitals (Mantine's Badge uppercases by default).
  expect(await mine.getByText('Not Started').innerText()).toBe('Not Started');
  await mine.getByText('0/1 chapters').waitFor();

  // Remove in My Collection takes the card away at once.
  await card(page, desert.title).getByRole('button', { name: 'Remove' }).click();
  await page.getByText(MSG.collections.unsubscribed).waitFor();
  await card(page, desert.title).waitFor({ state: 'detached' });
  // The toast hides after 3 s; wait, so the sidebar's own toast below is a fresh one.
  await page.getByText(MSG.collections.unsubscribed).waitFor({ state: 'hidden', timeout: 6000 });

  await mine.getByRole('button', { name: 'View Chapters' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('1 chapter').waitFor();
  await dialog.getByText('1. Tides and Waves').waitFor();
  expect(await dialog.getByRole('button', { name: /Delete chapter/ }).count()).toBe(0); // students cannot delete
  await dialog.getByRole('button', { name: 'Test Tides and Waves' }).click();
  await page.waitForURL(`**/chat?chapterId=${chapter._id}`);

  const sidebar = page.getByTestId('library-sidebar');
  await sidebar.getByText('My Library').waitFor();
  await sidebar.getByText(ocean.title).waitFor();
  const active = sidebar.getByRole('button', { name: 'Open chapter Tides and Waves' });
  await active.waitFor();
  expect(await active.getAttribute('data-active')).toBe('true');

  await sidebar.getByRole('button', { name: `Unsubscribe from ${ocean.title}` }).click();
  await page.getByText(MSG.collections.unsubscribed).waitFor();
  await sidebar.getByText(ocean.title).waitFor({ state: 'detached' });
  await sidebar.getByText("You haven't subscribed to any books yet").waitFor();
  expect(new URL(page.url()).searchParams.get('chapterId')).toBeNull(); // the chapter of that book was exited
  const subscriptions = (await e2e.product.testApp.app.inject({ method: 'GET', url: '/api/subscriptions', headers: student.auth })).json<unknown[]>();
  expect(subscriptions).toEqual([]);
});

test('a book with no chapters shows the empty dialog; ?bookId= opens a book; the carousel opens it in a new tab', async () => {
  const { desert, ocean } = await shelf();
  // Reduced motion stops the carousel's scrolling, so a click lands on the cover it aims at.
  const context = await e2e.browser.newContext({ baseURL: e2e.product.baseUrl, viewport: { width: 1280, height: 860 }, reducedMotion: 'reduce' });
  page = await context.newPage();
  await signInAs(page, e2e.product);
  await page.goto(`/collections?bookId=${desert._id}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: desert.title }).waitFor();
  await dialog.getByText('No Chapters Available').waitFor();
  await dialog.getByText('Please check back later.').waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(new URL(page.url()).searchParams.get('bookId')).toBeNull();

  await page.goto('/chat');
  const carousel = page.getByTestId('book-carousel');
  await carousel.getByText('Educational Resources').waitFor();
  const books = await carousel.getByRole('button', { name: /^Open / }).count();
  const duration = Number(await carousel.locator('[data-duration]').getAttribute('data-duration'));
  expect(duration).toBe(Math.max(40, 8 * books));
  const [tab] = await Promise.all([page.context().waitForEvent('page'), carousel.getByRole('button', { name: `Open ${ocean.title}` }).click()]);
  await tab.waitForURL(`**/collections?bookId=${ocean._id}`);
  await tab.getByRole('dialog').getByText('1. Tides and Waves').waitFor();
  await context.close();
});

test('the carousel pages through every book of the publisher, asking for each page once, and its dialog subscribes', async () => {
  const t = e2e.product.testApp;
  const publisher = 'JD'; // no other book of this file's product is JD's
  const student = await createUser(t, { publisher });
  const titles: string[] = [];
  for (let i = 0; i < CAROUSEL_PAGE_SIZE + 3; i++) {
    const title = `Carousel Book ${String(i).padStart(2, '0')}`;
    titles.push(title);
    await createBook(t, { title, publisher });
  }
  // bypassCSP lets axe's script in, as the harness's contexts do.
  const context = await e2e.browser.newContext({ baseURL: e2e.product.baseUrl, viewport: { width: 1280, height: 860 }, reducedMotion: 'reduce', bypassCSP: true });
  page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/books/search-with-status')) asked.push(request.url());
  });
  await signInAs(page, e2e.product, student);
  await page.goto('/chat');
  const carousel = page.getByTestId('book-carousel');
  const covers = carousel.getByRole('button', { name: /^Open / });
  await carousel.getByRole('button', { name: `Open ${titles.at(-1)}` }).waitFor(); // newest first
  expect(await covers.count()).toBe(CAROUSEL_PAGE_SIZE);
  expect(await carousel.getByTestId('carousel-page').textContent()).toBe('1/2');
  expect(asked).toHaveLength(1);

  await carousel.getByRole('button', { name: 'Next books' }).click();
  await carousel.getByRole('button', { name: `Open ${titles[0]}` }).waitFor(); // the oldest, on page 2
  expect(await covers.count()).toBe(3);
  expect(await carousel.getByTestId('carousel-page').textContent()).toBe('2/2');
  expect(asked).toHaveLength(2);
  await screenshot(page, 'carousel-page-2-desktop-light');
  expect(await seriousViolations(page)).toEqual([]);
  expect(new URL(asked[1]!).searchParams.get('after')).toBeTruthy();

  const [tab] = await Promise.all([page.context().waitForEvent('page'), carousel.getByRole('button', { name: `Open ${titles[0]}` }).click()]);
  const dialog = tab.getByRole('dialog');
  await dialog.getByRole('heading', { name: titles[0] }).waitFor();
  // axe before the toast (a toast's close button has no name: a known gap outside this dialog).
  expect(await seriousViolations(tab)).toEqual([]);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await tab.getByText(MSG.collections.subscribed).waitFor();
  await dialog.getByRole('button', { name: 'Remove' }).waitFor();
  await screenshot(tab, 'carousel-dialog-subscribed-desktop-light');
  const subscriptions = (await t.app.inject({ method: 'GET', url: '/api/subscriptions', headers: student.auth })).json<Array<{ title?: string; bookTitle?: string }>>();
  expect(JSON.stringify(subscriptions)).toContain(titles[0]);

  // After the last page comes the first again, from the cache: nothing more is asked for.
  await carousel.getByRole('button', { name: 'Next books' }).click();
  await carousel.getByRole('button', { name: `Open ${titles.at(-1)}` }).waitFor();
  expect(await carousel.getByTestId('carousel-page').textContent()).toBe('1/2');
  await carousel.getByRole('button', { name: 'Previous books' }).click();
  await carousel.getByRole('button', { name: `Open ${titles[0]}` }).waitFor();
  expect(asked).toHaveLength(2);
  await context.close();
});

test("on a phone, the toast of an unsubscribe in the library drawer leaves the drawer's Profile button reachable", async () => {
  const { ocean, desert } = await shelf();
  const context = await e2e.browser.newContext({ baseURL: e2e.product.baseUrl, viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  const student = await signInAs(phone, e2e.product);
  for (const book of [ocean, desert]) await e2e.product.testApp.app.inject({ method: 'POST', url: '/api/subscriptions', headers: student.auth, payload: { bookId: book._id } });
  await phone.goto('/chat');
  await phone.getByRole('button', { name: 'Toggle library' }).click();
  const sidebar = phone.getByTestId('library-sidebar').last();
  await sidebar.getByRole('button', { name: `Unsubscribe from ${ocean.title}` }).click();
  const toast = phone.locator('.mantine-Notification-root', { hasText: MSG.collections.unsubscribed });
  await toast.waitFor();
  await expect.poll(() => reachableAtCentre(sidebar.getByRole('button', { name: 'Profile' }))).toBe(true);
  expect(await reachableAtCentre(sidebar.getByRole('button', { name: `Unsubscribe from ${desert.title}` }))).toBe(true);
  await screenshot(phone, 'library-drawer-toast-390');
  await context.close();
});

/** Every card button inside the screen that is hidden at its centre (by a toast): their labels and cards. */
function coveredCardButtons(p: Page) {
  return p.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="book-card"] button')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.height === 0 || box.top < 0 || box.bottom > window.innerHeight) return false;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !(hit && (hit === el || el.contains(hit)));
      })
      .map((el) => `${el.textContent} (${el.closest('[data-testid="book-card"]')?.getAttribute('aria-label')})`),
  );
}

test.each([
  { width: 1280, height: 860 },
  { width: 390, height: 844 },
])("on a book grid at $width px, a toast leaves every card's Remove and Subscribe button reachable", async (viewport) => {
  const word = uniqueWord();
  const books = [];
  for (let i = 1; i <= 12; i++) books.push(await addBook(e2e.product.testApp, admin, { title: `Grid ${String(i).padStart(2, '0')} ${word}`, subject: 'Geography', grade: '7' }));
  const context = await e2e.browser.newContext({ baseURL: e2e.product.baseUrl, viewport });
  const p = await context.newPage();
  const student = await signInAs(p, e2e.product);
  // Most cards offer Remove; the first row's right-hand one (below) is subscribed to on the screen.
  for (const book of books.slice(5)) await e2e.product.testApp.app.inject({ method: 'POST', url: '/api/subscriptions', headers: student.auth, payload: { bookId: book._id } });
  await p.goto('/collections');
  await p.getByText('All Books', { exact: true }).click();
  await p.getByLabel('Search books').fill(word);
  await expect.poll(() => p.getByTestId('book-card').count()).toBe(12);

  // The first row's right-hand card, scrolled so its buttons sit at the bottom of the screen, where a
  // toast appears: subscribing to it shows the toast right over the Remove button it now offers.
  const boxes = await p.getByTestId('book-card').evaluateAll((cards) =>
    cards.map((c) => {
      const box = c.getBoundingClientRect();
      return { title: c.getAttribute('aria-label') ?? '', top: box.top, right: box.right };
    }),
  );
  const firstRow = boxes.filter((b) => Math.abs(b.top - boxes[0]!.top) < 2);
  const target = card(p, firstRow.reduce((a, b) => (b.right > a.right ? b : a)).title);
  await target.getByRole('button', { name: 'Subscribe' }).evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await target.getByRole('button', { name: 'Subscribe' }).click();
  const toast = p.locator('.mantine-Notification-root', { hasText: MSG.collections.subscribed });
  await toast.waitFor();
  await expect.poll(() => reachableAtCentre(target.getByRole('button', { name: 'Remove' }))).toBe(true);
  expect(await coveredCardButtons(p)).toEqual([]);
  // Still bottom-right and whole on the screen.
  const shown = (await toast.boundingBox())!;
  expect(shown.y).toBeGreaterThanOrEqual(0);
  expect(shown.x + shown.width).toBeGreaterThan(viewport.width - 40);
  await screenshot(p, `collections-grid-toast-${viewport.width}`);

  // Scrolling the grid under the toast: the buttons that come beneath it stay reachable too.
  await p.mouse.wheel(0, 160);
  await expect.poll(() => coveredCardButtons(p)).toEqual([]);

  // My Collection: a Remove near the bottom takes its card away; the toast covers none of the other cards' buttons.
  await p.getByText('My Collection', { exact: true }).click();
  await expect.poll(() => p.getByTestId('book-card').count()).toBe(8);
  const mine = p.getByTestId('book-card').nth(4);
  await mine.getByRole('button', { name: 'Remove' }).evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await mine.getByRole('button', { name: 'Remove' }).click();
  await p.locator('.mantine-Notification-root', { hasText: MSG.collections.unsubscribed }).waitFor();
  await expect.poll(() => p.getByTestId('book-card').count()).toBe(7);
  await expect.poll(() => coveredCardButtons(p)).toEqual([]);
  await screenshot(p, `collections-mine-toast-${viewport.width}`);
  await context.close();
});
