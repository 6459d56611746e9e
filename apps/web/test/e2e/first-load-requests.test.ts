/**
 * Each screen asks the API for what it shows once: the requests of a screen's first load,
 * counted in a real browser. /chat used to read /api/subscriptions twice (the library sidebar
 * and the chapter picker each asked).
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { createBook, createChapter } from '../../../server/test/chapter-factory';
import { signInAs, useProductAndBrowser } from './harness';

const e2e = useProductAndBrowser();

/** Every API request the page makes from now on, as "METHOD /api/path" (query left out). */
function recordApiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}
const repeated = (calls: string[]) => calls.filter((call, i) => calls.indexOf(call) !== i);

test('/chat and /collections ask for each thing once on their first load', async () => {
  const book = await createBook(e2e.product.testApp, { title: 'Request Counting' });
  await createChapter(e2e.product.testApp, { book, title: 'Once only' });
  const page = await e2e.page();
  const user = await signInAs(page, e2e.product);
  const subscribed = await fetch(`${e2e.product.baseUrl}/api/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    body: JSON.stringify({ bookId: book.id }),
  });
  expect(subscribed.status).toBe(201);

  for (const screen of ['/chat', '/collections']) {
    await page.goto('/api/health');
    const calls = recordApiCalls(page);
    await page.goto(screen);
    await page.waitForLoadState('networkidle');
    if (screen === '/chat') {
      await page.getByText('Choose a chapter').waitFor();
      expect(calls.filter((c) => c === 'GET /api/subscriptions')).toHaveLength(1);
    }
    expect(calls.length, screen).toBeGreaterThan(0);
    expect(repeated(calls), `${screen}: ${calls.join(', ')}`).toEqual([]);
  }
});
