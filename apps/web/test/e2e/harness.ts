/**
 * Browser-test harness: the REAL server (the same app the API tests boot, see
 * apps/server/test/test-app.ts) on a fresh in-memory database, serving the built web app
 * (apps/web/dist, build it first: `npm run build`) on 127.0.0.1 at a free port, plus
 * Debian's Chromium driven by playwright-core. One product per test file, a new browser
 * context (fresh storage) per test.
 *
 *   const e2e = useProductAndBrowser();   // at the top of a test file: boots both, closes both
 *   const page = await e2e.page();        // in a test (closed after it): page.goto('/login')
 *   await signInAs(page, e2e.product);    // seeds a user's session in storage
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from '../../../server/test/test-app';
import { createAdmin, createUser, type TestAdmin, type TestUser } from '../../../server/test/factories';
import type { Mail } from '../../../server/src/lib/mailer';
import { CHROMIUM_BASE_ARGS as CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../server/src/features/voice/testing/chromium-recording';

export const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

// One list of Chromium's flags for every browser test (the brief's flags), with the voice tests' recorder.
export { CHROMIUM_ARGS, CHROMIUM_PATH };

export interface Product {
  /** e.g. http://127.0.0.1:40123 (no trailing slash). */
  baseUrl: string;
  /** The whole test app: pass it to the server factories (createUser, createAdmin...). */
  testApp: TestApp;
  deps: TestApp['deps'];
  clock: TestApp['clock'];
  /** Mail the development-mode mailer "sent" (OTP codes are in mail.text). */
  outbox: Mail[];
  close(): Promise<void>;
}

/** Boots the real server with a fresh database serving apps/web/dist. Options as createTestApp's. */
export async function startProduct(options: Omit<TestAppOptions, 'webRoot'> = {}): Promise<Product> {
  if (!existsSync(path.join(WEB_ROOT, 'index.html'))) {
    throw new Error(`No web build at ${WEB_ROOT}: run \`npm run build\` before the browser tests.`);
  }
  const testApp = await createTestApp({ ...options, webRoot: WEB_ROOT });
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = testApp.app.server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, testApp, deps: testApp.deps, clock: testApp.clock, outbox: testApp.outbox, close: () => testApp.close() };
}

/** Debian's Chromium, headless, with the team's flags. Never downloads a browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** A fresh context (empty storage) whose relative URLs go to the product. */
export async function newContext(browser: Browser, product: Product, colorScheme: 'light' | 'dark' = 'light'): Promise<BrowserContext> {
  return browser.newContext({ baseURL: product.baseUrl, viewport: { width: 1280, height: 860 }, colorScheme });
}

export async function newPage(browser: Browser, product: Product): Promise<Page> {
  const context = await newContext(browser, product);
  return context.newPage();
}

export interface ProductAndBrowser {
  readonly product: Product;
  readonly browser: Browser;
  /** A page in a fresh context, closed after the test that opened it. */
  page(): Promise<Page>;
}

/**
 * One product and one browser for a test file: started before its tests, closed after them.
 * Call it at the top of the file; a later `beforeAll` can already use them (hooks run in order).
 */
export function useProductAndBrowser(options: Omit<TestAppOptions, 'webRoot'> = {}): ProductAndBrowser {
  let product: Product | undefined;
  let browser: Browser | undefined;
  const opened: Page[] = [];
  beforeAll(async () => {
    product = await startProduct(options);
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((page) => page.context().close()));
  });
  afterAll(async () => {
    await browser?.close();
    await product?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('useProductAndBrowser: used before its beforeAll ran');
    return value;
  };
  return {
    get product() {
      return started(product);
    },
    get browser() {
      return started(browser);
    },
    async page() {
      const page = await newPage(started(browser), started(product));
      opened.push(page);
      return page;
    },
  };
}

/** Opens a same-origin page that is not the app, so storage can be written before the app runs. */
async function atOrigin(page: Page) {
  if (!page.url().startsWith('http')) await page.goto('/api/health');
}

/** Stores the theme choice (the app's `theme` key) before the app runs, as a returning user has it. */
export async function storeTheme(page: Page, theme: 'light' | 'dark') {
  await atOrigin(page);
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
}

/**
 * Signs a user in by writing the session the login screen would save (lib/session.ts), without
 * going through the form. Creates a fresh student unless one is given. Then navigate where needed.
 */
export async function signInAs(page: Page, product: Product, user?: TestUser): Promise<TestUser> {
  const u = user ?? (await createUser(product.testApp));
  await atOrigin(page);
  await page.evaluate(
    (session) => {
      for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
    },
    {
      token: u.token,
      refreshToken: u.refreshToken,
      userId: u.id,
      isAuthenticated: 'true',
      userGrade: '8',
      userPublisher: u.publisher,
      userName: u.username,
      userRole: 'student',
      authProvider: 'local',
      lastActivityTime: String(Date.now()),
    },
  );
  return u;
}

/** Signs an admin in by writing adminToken/adminId. Creates an approved admin unless one is given. */
export async function signInAsAdmin(page: Page, product: Product, admin?: TestAdmin): Promise<TestAdmin> {
  const a = admin ?? (await createAdmin(product.testApp));
  await atOrigin(page);
  await page.evaluate(
    ({ token, id }) => {
      localStorage.setItem('adminToken', token);
      localStorage.setItem('adminId', id);
    },
    { token: a.token, id: a.id },
  );
  return a;
}

/** Signs in through the real /login form and waits for /chat. */
export async function signInThroughForm(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/chat');
}

/** The last 6-digit code mailed to this address (development-mode outbox). */
export function lastOtpFor(product: Product, email: string): string {
  const mail = [...product.outbox].reverse().find((m) => m.to === email);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No OTP mailed to ${email} (outbox has ${product.outbox.length} mails)`);
  return code;
}

/** Saves a full-page screenshot to $SCREENSHOT_DIR (default: <tmp>/booktutor-screenshots) for a look. */
export async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR ?? path.join(tmpdir(), 'booktutor-screenshots');
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
