/**
 * E-mail change by code in the profile (issue 15): the account keeps its address, the profile
 * shows "pending: new@...", and the code sent to the new address makes it the account's.
 */
import { expect, test } from 'vitest';
import { emailChangeSentMessage, MSG, pendingEmailLabel } from '@booktutor/contracts/messages';
import { unique } from '../../../server/test/test-app';
import { signInAs, useProductAndBrowser } from './harness';

const e2e = useProductAndBrowser();

test('a new e-mail waits for its code: pending first, the account’s address after the code', async () => {
  const page = await e2e.page();
  const user = await signInAs(page, e2e.product);
  await page.goto('/profile');
  const email = page.getByTestId('personal-info').getByLabel('Email');
  await email.and(page.locator(`[value="${user.email}"]`)).waitFor();

  const newEmail = `${unique('moved')}@example.org`;
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await email.fill(newEmail);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(emailChangeSentMessage(newEmail)).waitFor();
  await page
    .getByTestId('pending-email')
    .filter({ hasText: pendingEmailLabel(newEmail) })
    .waitFor();
  expect(await email.inputValue()).toBe(user.email);

  const code = await page.getByTestId('email-dev-otp').textContent();
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('E-mail code').fill(code!);
  await page.getByRole('button', { name: 'Confirm e-mail' }).click();
  await page.getByText(MSG.profile.emailChanged).waitFor();
  await page.getByTestId('email-confirmation').waitFor({ state: 'detached' });
  expect(await email.inputValue()).toBe(newEmail);
});
