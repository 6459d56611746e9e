/**
 * /profile through a real browser: editing (and Cancel restoring), the password change followed
 * by signing in with the new password, a picture uploaded and removed, the scores tab with its
 * figures and chart, the empty and error states, in light and dark theme.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG } from '@booktutor/contracts/messages';
import { newContext, screenshot, signInAs, signInThroughForm, storeTheme, useProductAndBrowser } from './harness';
import { createUser, type TestUser } from '../../../server/test/factories';
import { createBook, createChapter, recordAttempt } from '../../../server/test/score-factory';

const e2e = useProductAndBrowser();

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function openProfile(user?: TestUser, scheme: 'light' | 'dark' = 'light'): Promise<{ page: Page; user: TestUser }> {
  const context = await newContext(e2e.browser, e2e.product, scheme);
  const page = await context.newPage();
  await storeTheme(page, scheme);
  const signedIn = await signInAs(page, e2e.product, user);
  await page.goto('/profile');
  await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
  return { page, user: signedIn };
}
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text }).first().waitFor();
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

test('edits the profile: Cancel restores saved values, Save keeps the new ones after a reload', async () => {
  const { page, user } = await openProfile(await createUser(e2e.product.testApp, { fullname: 'Ada Lovelace', grade: '8' }));
  expect(await page.getByTestId('profile-fullname').textContent()).toBe('Ada Lovelace');
  expect(await page.getByTestId('profile-role').textContent()).toBe('Student');
  await page.getByText(MSG.profile.usernameReadOnly).waitFor();
  await page.getByText(MSG.profile.roleReadOnly).waitFor();
  expect(await field(page, 'Username').inputValue()).toBe(user.username);
  // Read-only but readable: not greyed out as a disabled field (1.4:1) but in the page's text colour.
  for (const label of ['Username', 'Account Type', 'Member Since']) {
    const look = await field(page, label).evaluate((el) => ({
      disabled: (el as HTMLInputElement).disabled,
      readOnly: (el as HTMLInputElement).readOnly,
      opacity: getComputedStyle(el).opacity,
      color: getComputedStyle(el).color,
    }));
    const text = await page.locator('body').evaluate((el) => getComputedStyle(el).color);
    expect({ label, ...look }).toEqual({ label, disabled: false, readOnly: true, opacity: '1', color: text });
  }

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await field(page, 'Full Name').fill('Someone Else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  // The form is put back on the next render: read it until it is (a read at once sometimes came first).
  await expect.poll(() => field(page, 'Full Name').inputValue(), { timeout: 3000 }).toBe('Ada Lovelace');

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await field(page, 'Full Name').fill('Ada King');
  await field(page, 'Phone').fill('+44 20 0000 1111');
  await page.getByTestId('profile-grade').click();
  await page.getByRole('option', { name: '11', exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, MSG.profile.updated);
  await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
  expect(await page.getByTestId('profile-fullname').textContent()).toBe('Ada King');
  expect(await page.evaluate(() => localStorage.getItem('userGrade'))).toBe('11');

  await page.reload();
  await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
  expect(await field(page, 'Full Name').inputValue()).toBe('Ada King');
  expect(await field(page, 'Phone').inputValue()).toBe('+44 20 0000 1111');
  expect(await page.getByTestId('profile-grade').inputValue()).toBe('11');
  await page.context().close();
});

test('edit mode and the password form close each other', async () => {
  const { page } = await openProfile();
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByLabel('Current Password').waitFor();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  expect(await page.getByLabel('Current Password').count()).toBe(0);
  await page.getByRole('button', { name: 'Change Password' }).click();
  expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
  await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
  await page.context().close();
});

test('changes the password with live checks, then signs in with the new one', async () => {
  const { page, user } = await openProfile();
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByText(MSG.profile.passwordHint).waitFor();

  await page.getByRole('button', { name: 'Update Password' }).click();
  await page.getByText(MSG.profile.currentPasswordRequired).waitFor();
  await page.getByText(MSG.profile.newPasswordRequired).waitFor();
  await page.getByText(MSG.profile.confirmPasswordRequired).waitFor();

  await page.getByLabel('Current Password').fill('wrong-password');
  expect(await page.getByText(MSG.profile.currentPasswordRequired).count()).toBe(0); // cleared on edit
  await page.getByLabel('New Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm New Password').fill('abd');
  await page.getByText(MSG.profile.passwordsMismatch).waitFor(); // live, before submitting
  await page.getByLabel('Confirm New Password').fill('abc');
  expect(await page.getByText(MSG.profile.passwordsMismatch).count()).toBe(0);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await page.getByText(MSG.profile.passwordTooShort, { exact: true }).waitFor();

  await page.getByLabel('New Password', { exact: true }).fill('new-secret-1');
  await page.getByLabel('Confirm New Password').fill('new-secret-1');
  await page.getByRole('button', { name: 'Update Password' }).click();
  // The server's answer marks the current-password field.
  await page.locator('.mantine-InputWrapper-error', { hasText: MSG.profile.currentPasswordIncorrect }).waitFor();

  await page.getByLabel('Current Password').fill(user.password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await toast(page, MSG.profile.passwordChanged);
  await page.getByRole('button', { name: 'Change Password' }).waitFor();

  await page.evaluate(() => localStorage.clear());
  await signInThroughForm(page, user.username, 'new-secret-1');
  expect(page.url()).toMatch(/\/chat$/);
  await page.context().close();
});

test('uploads a picture (preview, Cancel, Save) and removes it', async () => {
  const { page, user } = await openProfile();
  const avatarImage = page.getByTestId('profile-avatar').locator('img');
  expect(await avatarImage.count()).toBe(0);
  expect((await page.getByTestId('profile-avatar').textContent())?.trim()).toBe(user.username[0]!.toUpperCase());

  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await toast(page, MSG.profile.pictureInvalid);

  await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save Picture' }).waitFor();
  expect(await avatarImage.getAttribute('src')).toMatch(/^blob:/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect(await avatarImage.count()).toBe(0);

  await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save Picture' }).click();
  await toast(page, MSG.profile.pictureUpdated);
  await page.getByRole('button', { name: 'Remove Picture' }).waitFor();
  const saved = (await avatarImage.getAttribute('src'))!;
  expect(saved).toMatch(/^\/uploads\/profile-pictures\/.+\.png$/);
  const onDisk = path.join(e2e.product.deps.storage.root, saved.replace('/uploads/', ''));
  expect(existsSync(onDisk)).toBe(true);

  await page.getByRole('button', { name: 'Remove Picture' }).click();
  await toast(page, MSG.profile.pictureDeleted);
  await page.getByRole('button', { name: 'Upload Picture' }).waitFor();
  expect(await avatarImage.count()).toBe(0);
  expect(existsSync(onDisk)).toBe(false);
  await page.context().close();
});

async function userWithScores() {
  const user = await createUser(e2e.product.testApp);
  const book = await createBook(e2e.product.testApp, { title: 'Physics 8', subject: 'Physics' });
  const forces = await createChapter(e2e.product.testApp, { bookId: book.id, title: 'Forces', subject: 'Physics', totalQuestions: 4 });
  const energy = await createChapter(e2e.product.testApp, { bookId: book.id, title: 'Energy', subject: 'Physics', totalQuestions: 4 });
  const day = 24 * 3600_000;
  const start = Date.now() - 5 * day;
  await recordAttempt(e2e.product.testApp, {
    userId: user.id,
    chapterId: forces.id,
    attemptNumber: 1,
    totalQuestions: 4,
    startedAt: new Date(start),
    finished: true,
    answers: [
      { marks: 1, maxMarks: 2, verdict: 'partial' },
      { marks: 0, maxMarks: 2, verdict: 'incorrect' },
    ],
  });
  await recordAttempt(e2e.product.testApp, {
    userId: user.id,
    chapterId: forces.id,
    attemptNumber: 2,
    totalQuestions: 4,
    startedAt: new Date(start + 2 * day),
    finished: true,
    timeSpentSeconds: 420,
    answers: [
      { marks: 2, maxMarks: 2, verdict: 'correct' },
      { marks: 1, maxMarks: 2, verdict: 'partial' },
      { marks: 0, maxMarks: 2, verdict: 'incorrect' },
      { marks: 0, maxMarks: 2, verdict: 'skipped' },
    ],
  });
  await recordAttempt(e2e.product.testApp, {
    userId: user.id,
    chapterId: energy.id,
    totalQuestions: 4,
    startedAt: new Date(start + 3 * day),
    answers: [
      { marks: 2, maxMarks: 2, verdict: 'correct' },
      { marks: 3, maxMarks: 3, verdict: 'correct' },
    ],
  });
  return user;
}

describe.each(['light', 'dark'] as const)('scores, %s theme', (scheme) => {
  test('selects Scores & Progress once assessment data loads and shows every figure', async () => {
    const { page } = await openProfile(await userWithScores(), scheme);
    const scoresTab = page.getByRole('tab', { name: 'Scores & Progress' });
    await page.waitForFunction(() => document.querySelector('[role=tab][aria-selected=true]')?.textContent?.includes('Scores'));
    expect(await scoresTab.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('overall-score').textContent()).toBe('61.5%');
    expect(await page.getByTestId('books-started').textContent()).toBe('1');
    expect(await page.getByTestId('chapters-attempted').textContent()).toBe('2');
    expect(await page.getByTestId('questions-answered').textContent()).toBe('6');
    expect(await page.getByTestId('marks-earned').textContent()).toBe('8 / 13');

    const forces = page.getByTestId('chapter-progress').filter({ hasText: 'Forces' });
    await forces.getByText('Completed').waitFor();
    expect(await forces.getByTestId('chapter-score').textContent()).toBe('37.5%');
    await forces.getByText('7 min').waitFor();
    await forces.getByText('Partial').waitFor();
    const energy = page.getByTestId('chapter-progress').filter({ hasText: 'Energy' });
    await energy.getByText('In Progress').waitFor();
    await energy.getByText('N/A').waitFor();
    expect(await energy.getByText('Partial').count()).toBe(0);

    // One line per chapter, a dot per attempt (Forces twice, Energy once).
    const chart = page.getByTestId('score-chart');
    await chart.locator('.recharts-line-dot').nth(2).waitFor({ state: 'attached' });
    expect(await chart.locator('.recharts-line-curve').count()).toBe(2);
    expect(await chart.locator('.recharts-line-dot').count()).toBe(3);
    await chart.getByText('Forces').waitFor();
    await chart.getByText('Energy').waitFor();
    await screenshot(page, `profile-scores-${scheme}`);

    // On a phone: the card's subtitle wraps instead of hiding subject and grade, Marks Earned
    // keeps one line, and the chart's last dot lies inside the chart.
    await page.setViewportSize({ width: 390, height: 844 });
    const subtitle = forces.getByText(/ · /).first();
    expect(await subtitle.evaluate((el) => el.scrollWidth <= el.clientWidth && getComputedStyle(el).textOverflow !== 'ellipsis')).toBe(true);
    const figure = await page.getByTestId('marks-earned').evaluate((el) => ({ height: el.getBoundingClientRect().height, line: parseFloat(getComputedStyle(el).lineHeight) }));
    expect(figure.height).toBeLessThan(figure.line * 1.5);
    await expect
      .poll(() =>
        chart.evaluate((el) => {
          const surface = el.querySelector('.recharts-surface')!.getBoundingClientRect();
          const dots = Array.from(el.querySelectorAll('.recharts-line-dot')).map((d) => d.getBoundingClientRect());
          return dots.length > 0 && dots.every((d) => d.right <= surface.right && d.left >= surface.left);
        }),
      )
      .toBe(true);
    await screenshot(page, `profile-scores-390-${scheme}`);
    await page.setViewportSize({ width: 1280, height: 860 });

    await page.getByRole('tab', { name: 'Additional Info' }).click();
    await page.getByText('Books in Progress').waitFor();
    await screenshot(page, `profile-additional-${scheme}`);
    await page.context().close();
  });

  test("shows 'No Assessment Data' before any test", async () => {
    const { page } = await openProfile(undefined, scheme);
    await page.getByRole('tab', { name: 'Scores & Progress' }).click();
    await page.getByText('No Assessment Data').waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await screenshot(page, `profile-empty-editing-${scheme}`);
    await page.context().close();
  });
});

test('refreshes the scores when a test in another tab reports a new score', async () => {
  const { page, user } = await openProfile();
  await page.getByRole('tab', { name: 'Scores & Progress' }).click();
  await page.getByText('No Assessment Data').waitFor();
  const book = await createBook(e2e.product.testApp, { title: 'Chemistry 8', subject: 'Chemistry' });
  const atoms = await createChapter(e2e.product.testApp, { bookId: book.id, title: 'Atoms', subject: 'Chemistry', totalQuestions: 2 });
  await recordAttempt(e2e.product.testApp, { userId: user.id, chapterId: atoms.id, totalQuestions: 2, answers: [{ marks: 1, maxMarks: 2, verdict: 'partial' }] });
  const update = { chapterId: atoms.id, earnedMarks: 1, totalMarks: 2, percentage: 50, answeredQuestions: 1, totalQuestions: 2, finished: false };
  // The socket connects after the page loads; the event is sent until the page shows it (bounded).
  const overall = page.getByTestId('overall-score');
  for (let i = 0; i < 20 && !(await overall.isVisible()); i++) {
    e2e.product.testApp.deps.realtime.emitToUser(user.id, 'score:updated', update);
    await page.waitForTimeout(250);
  }
  expect(await overall.textContent()).toBe('50.0%');
  await page.getByTestId('chapter-progress').filter({ hasText: 'Atoms' }).getByText('In Progress').waitFor();
  await page.context().close();
});

test("shows 'Error Loading Profile' with Back to Chat when the profile cannot load", async () => {
  const context = await newContext(e2e.browser, e2e.product);
  const page = await context.newPage();
  await signInAs(page, e2e.product);
  // The profile call answers 404 (the account was removed meanwhile): the page shows its error card.
  await page.route('**/api/users/me', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ message: 'User not found', code: 'not_found' }) }));
  await page.goto('/profile');
  await page.getByRole('heading', { name: 'Error Loading Profile' }).waitFor();
  await page.getByText(MSG.profile.loadFailed).waitFor();
  await page.getByRole('button', { name: 'Back to Chat' }).click();
  await page.waitForURL('**/chat');
  await context.close();
});
