/**
 * Every sign-in family screen in light and dark theme: the chosen scheme reaches the page and the
 * screen's main heading shows. Screenshots land in $SCREENSHOT_DIR for a human look.
 */
import { describe, expect, test } from 'vitest';
import { newContext, screenshot, signInAsAdmin, storeTheme, useProductAndBrowser } from './harness';

const e2e = useProductAndBrowser();

const screens = [
  { path: '/login', heading: 'Welcome back' },
  { path: '/signup', heading: 'Create your account' },
  { path: '/forgot-password', heading: 'Forgot your password?' },
  { path: '/admin-login', heading: 'Admin login' },
  { path: '/admin-register', heading: 'Register as admin' },
  { path: '/admin/dashboard', heading: 'Admin dashboard', admin: true },
];

describe.each(['light', 'dark'] as const)('%s theme', (scheme) => {
  test.each(screens)('$path renders', async ({ path, heading, admin }) => {
    const context = await newContext(e2e.browser, e2e.product);
    const page = await context.newPage();
    await storeTheme(page, scheme);
    if (admin) await signInAsAdmin(page, e2e.product);
    await page.goto(path);
    await page.getByRole('heading', { name: heading }).waitFor();
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(scheme);
    await screenshot(page, `${path.replace(/\//g, '_').slice(1)}-${scheme}`);
    await context.close();
  });
});
