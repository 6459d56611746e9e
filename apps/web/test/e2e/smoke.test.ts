import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, startProduct, type Product } from './harness';

let product: Product;
let browser: Browser;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.close();
});

test('the product boots and a visitor at / is sent to /login', async () => {
  const page = await newPage(browser, product);
  await page.goto('/');
  await page.waitForURL('**/login');
  expect(new URL(page.url()).pathname).toBe('/login');
  await page.context().close();
});
