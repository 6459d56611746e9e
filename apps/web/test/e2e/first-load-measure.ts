/**
 * Opens each screen in a fresh browser context and records the compressed size of every
 * script and stylesheet it loads (Chromium's encoded body size, i.e. the bytes on the wire).
 * Shared by the budget test and the first-load benchmark.
 */
import type { Browser, Page, Response } from 'playwright-core';
import { createBook, createChapter } from '../../../server/test/chapter-factory';
import { createBook as createScoredBook, createChapter as createScoredChapter, recordAttempt, subscribe } from '../../../server/test/score-factory';
import { createUser } from '../../../server/test/factories';
import { MSG } from '@booktutor/contracts/messages';
import { newContext, signInAs, type Product } from './harness';

export interface LoadedFile {
  name: string;
  bytes: number;
  encoding: string | undefined;
}
export interface ScreenLoad {
  js: number;
  css: number;
  files: LoadedFile[];
  fonts: string[];
}

async function record(page: Page, visit: () => Promise<void>): Promise<ScreenLoad> {
  const pending: Promise<void>[] = [];
  const files: LoadedFile[] = [];
  const fonts: string[] = [];
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (/\.(woff2?|ttf)$/.test(url.pathname)) fonts.push(url.pathname);
    if (!/\.(js|css)$/.test(url.pathname)) return;
    pending.push(
      response
        .request()
        .sizes()
        .then((sizes) => {
          files.push({ name: url.pathname.replace('/assets/', ''), bytes: sizes.responseBodySize, encoding: response.headers()['content-encoding'] });
        }),
    );
  };
  page.on('response', onResponse);
  await visit();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  const sum = (ext: string) => files.filter((f) => f.name.endsWith(ext)).reduce((total, f) => total + f.bytes, 0);
  return { js: sum('.js'), css: sum('.css'), files, fonts };
}

export async function measureScreens(browser: Browser, product: Product): Promise<Record<string, ScreenLoad>> {
  const t = product.testApp;
  const user = await createUser(t);
  // A subscribed book with a chapter to chat in, and a scored chapter so the profile shows its chart.
  const book = await createBook(t, { title: 'Life Science 8', publisher: user.publisher });
  const chapter = await createChapter(t, { book, title: 'Photosynthesis' });
  await subscribe(t, { userId: user.id, bookId: book.id });
  const scored = await createScoredBook(t, { title: 'Physics 8', publisher: user.publisher });
  const forces = await createScoredChapter(t, { bookId: scored.id, title: 'Forces' });
  await recordAttempt(t, { userId: user.id, chapterId: forces.id, totalQuestions: 4, startedAt: new Date(), answers: [{ marks: 1, maxMarks: 2, verdict: 'partial' }] });

  const screen = async (signedIn: boolean, visit: (page: Page) => Promise<void>) => {
    const context = await newContext(browser, product);
    const page = await context.newPage();
    if (signedIn) await signInAs(page, product, user);
    try {
      return await record(page, () => visit(page));
    } finally {
      await context.close();
    }
  };

  return {
    '/login': await screen(false, async (page) => {
      await page.goto('/login');
      await page.getByLabel('Username').waitFor();
    }),
    '/chat': await screen(true, async (page) => {
      await page.goto('/chat');
      await page.getByPlaceholder(MSG.chat.inputPlaceholder).waitFor();
    }),
    '/chat with a reply': await screen(true, async (page) => {
      await page.goto('/chat');
      await page
        .getByRole('main')
        .getByRole('button', { name: `Open chapter ${chapter.title}` })
        .click();
      // As a student would: ask once the chapter's welcome is there (an Enter before it does not send).
      await page.getByRole('button', { name: 'Start Test' }).waitFor();
      const input = page.getByPlaceholder(MSG.chat.inputPlaceholder);
      await input.fill('What is chlorophyll?');
      await input.press('Enter');
      await page.locator('[data-role="assistant"] [class*="markdown"]').first().waitFor();
    }),
    '/collections': await screen(true, async (page) => {
      await page.goto('/collections');
      await page.getByText(book.title).first().waitFor();
    }),
    '/profile': await screen(true, async (page) => {
      await page.goto('/profile');
      await page.getByTestId('score-chart').waitFor();
    }),
  };
}
