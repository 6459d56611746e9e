/**
 * Every screen of the specification at a phone's width (390 px) and on a laptop, in both
 * themes: nothing overflows sideways at 390 px, the controls that matter keep a usable size,
 * and axe-core finds no serious or critical accessibility violation. Screenshots of each go to
 * $SCREENSHOT_DIR for a look.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG } from '@booktutor/contracts/messages';
import { createBook, createChapter } from '../../../server/test/chapter-factory';
import { createBook as createScoredBook, createChapter as createScoredChapter, recordAttempt, subscribe } from '../../../server/test/score-factory';
import { createAdmin, createUser, type TestAdmin, type TestUser } from '../../../server/test/factories';
import { seriousViolations } from './a11y';
import { screenshot, signInAs, signInAsAdmin, storeTheme, useProductAndBrowser } from './harness';

const e2e = useProductAndBrowser();
let user: TestUser;
let admin: TestAdmin;
let chapterId: string;

beforeAll(async () => {
  const t = e2e.product.testApp;
  user = await createUser(t);
  admin = await createAdmin(t);
  const book = await createBook(t, { title: 'Life Science 8', publisher: user.publisher, subject: 'Biology', grade: 'College Student' });
  chapterId = (await createChapter(t, { book, title: 'Photosynthesis' })).id;
  await subscribe(t, { userId: user.id, bookId: book.id });
  for (const [i, subject] of ['Physics', 'Chemistry', 'History', 'Geography', 'Mathematics'].entries()) {
    const b = await createScoredBook(t, { title: `${subject} for grade ${i + 6}`, subject, grade: String(i + 6), publisher: user.publisher });
    const c = await createScoredChapter(t, { bookId: b.id, title: `${subject} basics`, subject });
    if (i < 2) {
      await subscribe(t, { userId: user.id, bookId: b.id });
      await recordAttempt(t, {
        userId: user.id,
        chapterId: c.id,
        totalQuestions: 4,
        startedAt: new Date(Date.now() - i * 86_400_000),
        answers: [{ marks: i, maxMarks: 2, verdict: i ? 'partial' : 'incorrect' }],
      });
    }
  }
});

type Who = 'nobody' | 'user' | 'admin';
interface Screen {
  path: string;
  who: Who;
  /** Waits until the screen has drawn its content. */
  ready(page: Page): Promise<unknown>;
}

const SCREENS: Record<string, Screen> = {
  login: { path: '/login', who: 'nobody', ready: (p) => p.getByLabel('Username').waitFor() },
  signup: { path: '/signup', who: 'nobody', ready: (p) => p.getByLabel('Username').waitFor() },
  'forgot-password': { path: '/forgot-password', who: 'nobody', ready: (p) => p.getByLabel(/email/i).first().waitFor() },
  'admin-login': { path: '/admin-login', who: 'nobody', ready: (p) => p.getByLabel(/email/i).first().waitFor() },
  'admin-register': { path: '/admin-register', who: 'nobody', ready: (p) => p.getByLabel(/email/i).first().waitFor() },
  'auth-callback': { path: '/auth-callback?error=access_denied', who: 'nobody', ready: (p) => p.getByText('Authentication Failed').waitFor() },
  'admin-dashboard': { path: '/admin/dashboard', who: 'admin', ready: (p) => p.getByText('Add Book').first().waitFor() },
  'add-book': { path: '/admin/add-book', who: 'admin', ready: (p) => p.getByLabel(/title/i).first().waitFor() },
  'add-chapter': {
    path: '/admin/add-chapter',
    who: 'admin',
    ready: (p) =>
      p
        .getByLabel(/raw text/i)
        .first()
        .waitFor(),
  },
  'admin-collections': { path: '/admin/collections', who: 'admin', ready: (p) => p.getByText('Physics for grade 6').first().waitFor() },
  collections: { path: '/collections', who: 'user', ready: (p) => p.getByText('Life Science 8').first().waitFor() },
  profile: { path: '/profile', who: 'user', ready: (p) => p.getByTestId('overall-score').waitFor() },
  'chat-picker': { path: '/chat', who: 'user', ready: (p) => p.getByText('Choose a chapter').first().waitFor() },
  chat: { path: '/chat?chapterId=', who: 'user', ready: (p) => p.getByRole('button', { name: 'Start Test' }).waitFor() },
};

async function open(name: string, width: number, scheme: 'light' | 'dark') {
  const screen = SCREENS[name]!;
  const context = await e2e.browser.newContext({ baseURL: e2e.product.baseUrl, viewport: { width, height: width < 600 ? 844 : 860 }, colorScheme: scheme, bypassCSP: true });
  const page = await context.newPage();
  await storeTheme(page, scheme);
  if (screen.who === 'user') await signInAs(page, e2e.product, user);
  if (screen.who === 'admin') await signInAsAdmin(page, e2e.product, admin);
  await page.goto(screen.path === '/chat?chapterId=' ? `/chat?chapterId=${chapterId}` : screen.path);
  await screen.ready(page);
  await page.waitForLoadState('networkidle');
  // Transitions (modals, toasts, cards) settle before measuring colours and sizes.
  await page.waitForTimeout(250);
  return page;
}

/** A page wider than the viewport, elements cut off by its right edge, button labels cut short. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) out.push(`document scrollWidth ${document.documentElement.scrollWidth} > ${width}`);
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Content deliberately scrolled inside its own box (carousels, tables) does not count.
      if (el.parentElement?.closest('[data-scroll-x], .mantine-ScrollArea-viewport, .mantine-ScrollArea-root')) continue;
      // Cut off at the right edge while partly on screen (off-canvas drawers are wholly off it).
      if (box.left < width && box.right > width + 1) out.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} [${Math.round(box.left)}, ${Math.round(box.right)}]`);
    }
    // A button whose label is cut short ('View Chapter…') hides its words even without overflow.
    for (const label of Array.from(document.querySelectorAll<HTMLElement>('.mantine-Button-label'))) {
      if (label.scrollWidth > label.clientWidth + 1) out.push(`button label cut: ${label.textContent}`);
    }
    return out.slice(0, 8);
  });

/**
 * Controls a finger cannot hit reliably: every visible button, link, field, tab, checkbox and
 * radio under 32 x 32 px (WCAG 2.5.8's 24 px, with room to spare). A checkbox or radio counts
 * with its label, which takes the tap too; a link inside a sentence is exempt (WCAG).
 */
const smallTapTargets = (page: Page) =>
  page.evaluate(() => {
    const MIN = 32;
    const selector = 'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=link]';
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.closest('[aria-hidden=true], [inert]')) continue;
      let target: HTMLElement = el;
      if (el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type))
        target = el.closest('label, .mantine-Checkbox-root, .mantine-Radio-root, .mantine-Switch-root, .mantine-Chip-root') ?? el;
      if (el.tagName === 'A' && el.parentElement?.closest('p') && !el.closest('nav')) continue;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= 0 || box.left >= window.innerWidth) continue;
      if (style.opacity === '0' && !(el instanceof HTMLInputElement)) continue;
      if (box.width < MIN - 0.5 || box.height < MIN - 0.5) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
        out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return out;
  });

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

describe.each(['light', 'dark'] as const)('%s theme', (scheme) => {
  describe.each(Object.keys(SCREENS))('%s', (name) => {
    test('at 390 px: nothing overflows sideways and no serious accessibility violation', async () => {
      const page = await open(name, 390, scheme);
      await screenshot(page, `phone-${name}-${scheme}`);
      expect(await overflowing(page)).toEqual([]);
      expect(await smallTapTargets(page)).toEqual([]);
      if (name === 'chat') {
        // The composer's field takes the row: at least 70% of the width, one line high.
        const field = await box(page, '[data-testid="chat-input"]');
        expect(field.width).toBeGreaterThanOrEqual(390 * 0.7);
        expect(field.height).toBeLessThan(60);
        expect(await page.getByPlaceholder(MSG.chat.inputPlaceholder).isVisible()).toBe(true);
      }
      if (name === 'add-book') {
        // The cover's file field stays one line high.
        const file = await box(page, '[data-testid="cover-file"]');
        expect(file.height).toBeLessThan(48);
      }
      if (name === 'admin-collections') {
        // Covers are a compact two-column grid on a phone, not a column of full-width pictures.
        const cover = await box(page, '[data-testid="book-cover"]');
        expect(cover.width).toBeLessThan(200);
      }
      if (name !== 'chat' && name !== 'chat-picker') {
        // The floating theme toggle covers nothing: the element under its centre is itself.
        const toggle = page.getByTestId('theme-toggle');
        const covered = await toggle.evaluate((button) => {
          const b = button.getBoundingClientRect();
          const others = Array.from(document.querySelectorAll('button, a, input, textarea, [role=button]')).filter((el) => el !== button && !button.contains(el));
          return others.some((el) => {
            const o = el.getBoundingClientRect();
            return o.width > 0 && o.left < b.right && o.right > b.left && o.top < b.bottom && o.bottom > b.top;
          });
        });
        expect(covered).toBe(false);
      }
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('on a laptop: no serious accessibility violation', async () => {
      const page = await open(name, 1280, scheme);
      await screenshot(page, `desktop-${name}-${scheme}`);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
