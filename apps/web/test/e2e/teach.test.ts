/**
 * /teach through a real browser: a teacher creates a class and sees its join code, a student
 * joins it from the profile, the teacher follows the class's progress (sorting, averages, a
 * chapter's question statistics, CSV export) at desktop and phone width, light and dark.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { CLASSES_MSG } from '@booktutor/contracts/classes';
import { REVIEWS_MSG } from '@booktutor/contracts/reviews';
import { repliesFinished } from './chat-helpers';
import { newContext, screenshot, signInAs, signInThroughForm, storeTheme, useProductAndBrowser } from './harness';
import { createUser } from '../../../server/test/factories';
import { createBook, createChapter } from '../../../server/test/chapter-factory';
import { recordAttempt } from '../../../server/test/score-factory';

const e2e = useProductAndBrowser();

async function pageFor(scheme: 'light' | 'dark' = 'light', width = 1280): Promise<Page> {
  const context = await newContext(e2e.browser, e2e.product, scheme);
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 860 });
  await storeTheme(page, scheme);
  return page;
}
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text }).first().waitFor();

test('a teacher creates a class, a student joins with the code, the teacher follows progress', async () => {
  const t = e2e.product.testApp;
  const book = await createBook(t, { title: 'Biology for Year 8' });
  const c1 = await createChapter(t, { book, title: 'Photosynthesis', position: 0 });
  await createChapter(t, { book, title: 'Respiration', position: 1 });
  const teacher = await createUser(t, { role: 'teacher', fullname: 'Marie Curie' });

  const tp = await pageFor();
  await signInThroughForm(tp, teacher.username, teacher.password);
  await tp.getByRole('button', { name: 'My Classes' }).click();
  await tp.waitForURL('**/teach');
  await tp.getByRole('button', { name: 'New class' }).click();
  await tp.getByRole('button', { name: 'Create class' }).click();
  await tp.getByText(CLASSES_MSG.nameRequired).waitFor();
  await tp.getByLabel('Class name').fill('8B Biology');
  await tp.getByRole('combobox', { name: 'Books' }).click();
  await tp.getByRole('option', { name: 'Biology for Year 8' }).click();
  await tp.getByRole('button', { name: 'Create class' }).click();
  await toast(tp, CLASSES_MSG.created);
  const joinCode = (await tp.getByTestId('join-code').textContent())!;
  expect(joinCode).toMatch(/^[A-Z2-9]{8}$/);

  // The student joins from the profile, typing the code in lower case.
  const sp = await pageFor();
  const student = await signInAs(sp, e2e.product, await createUser(t, { fullname: 'Ann Able' }));
  await sp.goto('/profile');
  await sp.getByRole('heading', { name: 'Join a class' }).waitFor();
  await sp.getByLabel('Join code').fill('nope');
  await sp.getByRole('button', { name: 'Join', exact: true }).click();
  await sp.getByText(CLASSES_MSG.joinCodeInvalid).waitFor();
  await sp.getByLabel('Join code').fill('BADCODE1');
  await sp.getByRole('button', { name: 'Join', exact: true }).click();
  await sp.getByText(CLASSES_MSG.joinCodeLetters).waitFor();
  await sp.getByLabel('Join code').fill(joinCode.toLowerCase());
  await sp.getByRole('button', { name: 'Join', exact: true }).click();
  await toast(sp, CLASSES_MSG.joined);
  await sp.getByTestId('my-classes').getByText('8B Biology').waitFor();
  expect(await sp.getByTestId('my-classes').textContent()).toContain('Marie Curie');
  await screenshot(sp, 'teach-profile-join-class');
  // The class's book is in the student's library now.
  await sp.goto('/chat');
  await sp.getByTestId('library-sidebar').getByText('Biology for Year 8').waitFor();
  expect(await sp.getByRole('button', { name: 'My Classes' }).count()).toBe(0);

  const bob = await createUser(t, { fullname: 'Bob Baker' });
  await t.app.inject({ method: 'POST', url: '/api/classes/join', headers: bob.auth, payload: { joinCode } });
  const right = { marks: 1, maxMarks: 1, verdict: 'correct' as const };
  const wrong = { marks: 0, maxMarks: 1, verdict: 'incorrect' as const };
  await recordAttempt(t, { userId: student.id, chapterId: c1.id, totalQuestions: 4, answers: [right, right, right, { marks: 1, maxMarks: 2, verdict: 'partial' }], finished: true });
  await recordAttempt(t, { userId: bob.id, chapterId: c1.id, totalQuestions: 4, answers: [wrong, right] });

  await tp.reload();
  const table = tp.getByTestId('progress-table');
  await table.getByText('Ann Able').waitFor();
  const averages = tp.getByTestId('class-averages');
  expect(await averages.textContent()).toContain('65.0%'); // (80 + 50) / 2
  const firstStudent = () => table.locator('tbody tr').first().textContent();
  expect(await firstStudent()).toContain('Ann Able');
  await tp.getByRole('button', { name: 'Sort by Photosynthesis' }).click();
  expect(await firstStudent()).toContain('Bob Baker');
  await tp.getByRole('button', { name: 'Sort by Photosynthesis' }).click();
  expect(await firstStudent()).toContain('Ann Able');
  await screenshot(tp, 'teach-progress-desktop');

  const download = tp.waitForEvent('download');
  await tp.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain('Ann Able');
  expect(csv).toMatch(/Class average,,65,/);

  await tp.getByRole('button', { name: 'Question statistics of Photosynthesis' }).click();
  const items = tp.getByTestId('item-stats');
  await items.waitFor();
  expect(await items.textContent()).toContain('Correct 50% · Partial 0% · Wrong 50%');
  await screenshot(tp, 'teach-item-stats');
  await tp.keyboard.press('Escape');

  await tp.getByRole('tab', { name: /Students/ }).click();
  await tp.getByTestId('class-students').getByText('Bob Baker').waitFor();
  await tp.getByRole('button', { name: 'Remove Bob Baker' }).click();
  await tp.getByRole('button', { name: 'Remove', exact: true }).click();
  await toast(tp, CLASSES_MSG.removed);
  await tp.getByTestId('class-students').getByText('Bob Baker').waitFor({ state: 'detached' });

  // Phone width, dark theme.
  const phone = await pageFor('dark', 390);
  await signInThroughForm(phone, teacher.username, teacher.password);
  await phone.goto('/teach');
  await phone.getByTestId('progress-table').getByText('Ann Able').waitFor();
  await screenshot(phone, 'teach-progress-phone-dark');
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("the profile's 'Join a class' card fits a 390 px phone: the field is wide and its placeholder is not cut off", async () => {
  const student = await createUser(e2e.product.testApp, { fullname: 'Pia Phone' });
  for (const scheme of ['light', 'dark'] as const) {
    const page = await pageFor(scheme, 390);
    await signInAs(page, e2e.product, student);
    await page.goto('/profile');
    const card = page.getByTestId('join-class-card');
    await card.getByRole('heading', { name: 'Join a class' }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `teach-profile-join-class-phone-${scheme}`);
    const fit = await page.evaluate(() => {
      const cardBox = document.querySelector('[data-testid="join-class-card"]')!.getBoundingClientRect();
      const input = document.querySelector<HTMLInputElement>('input[aria-label="Join code"]')!;
      // The placeholder's rendered width, measured with its own computed font.
      const style = getComputedStyle(input, '::placeholder');
      const probe = document.createElement('span');
      probe.textContent = style.textTransform === 'uppercase' ? input.placeholder.toUpperCase() : input.placeholder;
      Object.assign(probe.style, { position: 'absolute', whiteSpace: 'pre', font: style.font, letterSpacing: style.letterSpacing });
      document.body.append(probe);
      const placeholderWidth = probe.getBoundingClientRect().width;
      probe.remove();
      const inputStyle = getComputedStyle(input);
      const room = input.clientWidth - parseFloat(inputStyle.paddingLeft) - parseFloat(inputStyle.paddingRight);
      return { share: input.getBoundingClientRect().width / cardBox.width, placeholderWidth, room, overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth };
    });
    expect(fit.overflow).toBeLessThanOrEqual(0);
    expect(fit.share).toBeGreaterThanOrEqual(0.6);
    expect(fit.placeholderWidth).toBeGreaterThan(0);
    expect(fit.placeholderWidth).toBeLessThanOrEqual(fit.room);
    await page.context().close();
  }
});

test('a student takes a test in the chat, appeals a written answer, the teacher corrects it, the profile shows the new score', async () => {
  const t = e2e.product.testApp;
  const book = await createBook(t, { title: 'Plants' });
  const chapter = await createChapter(t, { book, title: 'Leaves' });
  const teacher = await createUser(t, { role: 'teacher' });
  const created = await t.app.inject({ method: 'POST', url: '/api/classes', headers: teacher.auth, payload: { name: 'Review class', bookIds: [book.id], grade: '8' } });
  const { classId, joinCode } = created.json<{ class: { classId: string; joinCode: string } }>().class;
  const student = await createUser(t, { fullname: 'Cai Cole' });
  await t.app.inject({ method: 'POST', url: '/api/classes/join', headers: student.auth, payload: { joinCode } });

  // The student starts the chapter's test in the chat and writes an answer the tutor marks down.
  const sp = await pageFor();
  await signInAs(sp, e2e.product, student);
  await sp.goto(`/chat?chapterId=${chapter.id}`);
  await sp.getByRole('button', { name: 'Start Test' }).click();
  await sp.locator('[data-role="assistant"]').first().waitFor();
  // The first question streams in; Enter sends nothing until it has (the typed answer waits in the box).
  await repliesFinished(sp);
  const input = sp.getByPlaceholder('Ask about this chapter...');
  await input.fill('the green stuff in leaves');
  await input.press('Enter');
  const appealButton = sp.getByRole('button', { name: REVIEWS_MSG.appealButton });
  await appealButton.waitFor();
  expect(await appealButton.count()).toBe(1);
  await screenshot(sp, 'teach-chat-appeal');
  // A finger can hit it on a phone.
  await sp.setViewportSize({ width: 390, height: 844 });
  expect((await appealButton.boundingBox())!.height).toBeGreaterThanOrEqual(32);
  await screenshot(sp, 'teach-chat-appeal-390');
  await sp.setViewportSize({ width: 1280, height: 860 });
  await appealButton.click();
  await sp.getByTestId('appeal-sent').waitFor();

  await sp.goto('/profile');
  await sp.getByRole('tab', { name: 'Scores & Progress' }).click();
  const before = await sp.getByTestId('chapter-score').first().textContent();

  const tp = await pageFor('dark');
  await signInThroughForm(tp, teacher.username, teacher.password);
  await tp.goto('/teach');
  await tp.getByRole('tab', { name: 'Review' }).click();
  const item = tp.getByTestId('review-item').first();
  await item.getByText('Appeal').waitFor();
  expect(await item.textContent()).toContain('the green stuff in leaves');
  const [queued] = (await t.app.inject({ method: 'GET', url: `/api/classes/${classId}/review`, headers: teacher.auth })).json<{ items: Array<{ maxMarks: number; marks: number }> }>().items;
  expect(queued!.marks).toBeLessThan(queued!.maxMarks);
  await item.getByLabel('Marks').fill(String(queued!.maxMarks));
  await item.getByLabel('Comment').fill('Chlorophyll is the green stuff: full marks.');
  await screenshot(tp, 'teach-review-dark');
  await item.getByRole('button', { name: 'Save marks' }).click();
  await toast(tp, REVIEWS_MSG.corrected);
  // Its close button has a name for screen readers (axe: button-name).
  await tp.locator('.mantine-Notification-root').getByRole('button', { name: 'Close notification' }).first().waitFor();
  await tp.getByText('Nothing to review').waitFor();

  // The student's profile follows at once (score:updated): full marks on the one answered question.
  await sp.getByTestId('chapter-score').first().filter({ hasText: '100.0%' }).waitFor();
  expect(before).not.toContain('100.0%');
  const bell = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: student.auth })).json<Array<{ message: string }>>();
  expect(bell.some((n) => n.message.includes('Chlorophyll is the green stuff: full marks.'))).toBe(true);
});
