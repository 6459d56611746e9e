import { expect, test } from 'vitest';
import { useProductAndBrowser } from './harness';

const e2e = useProductAndBrowser();

test('the product boots and a visitor at / is sent to /login', async () => {
  const page = await e2e.page();
  await page.goto('/');
  await page.waitForURL('**/login');
  expect(new URL(page.url()).pathname).toBe('/login');
  await page.context().close();
});
