/**
 * Sign-up journeys (spec sections 2, 4 and 5): the form with its client checks and the username
 * check on blur, the OTP step with the 60-second resend countdown, 'Back to signup form', the
 * development-mode code on screen, and the account working at /login afterwards.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CP_SIGNUP_HOST } from '@booktutor/contracts/domain';
import { MSG } from '@booktutor/contracts/messages';
import { createUser } from '../../../server/test/factories';
import { unique } from '../../../server/test/test-app';
import type { Mail } from '../../../server/src/lib/mailer';
import { lastOtpFor, launchBrowser, newPage, screenshot, signInThroughForm, startProduct, type Product } from './harness';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await page?.context().close();
});
afterAll(async () => {
  await browser?.close();
});

interface Person {
  username: string;
  email: string;
  password: string;
}

const newPerson = (): Person => {
  const username = unique('pupil');
  return { username, email: `${username}@example.org`, password: 'my-secret-1' };
};

async function fillSignupForm(p: Page, person: Person, extra: { teacher?: boolean; grade?: string } = {}) {
  await p.getByLabel('Username', { exact: true }).fill(person.username);
  await p.getByLabel('Full name').fill('Grace Hopper');
  await p.getByLabel('Email').fill(person.email);
  await p.getByLabel('Phone').fill('+1 555 0100');
  if (extra.teacher) await p.getByLabel('Teacher').check();
  if (extra.grade) {
    await p
      .locator('input')
      .and(p.getByLabel('Grade', { exact: true }))
      .click();
    await p.getByRole('option', { name: extra.grade, exact: true }).click();
  }
  await p.getByLabel('Password', { exact: true }).fill(person.password);
  await p.getByLabel('Confirm password').fill(person.password);
}

const sendCode = (p: Page) => p.getByRole('button', { name: 'Send verification code' }).click();
const otpHeading = (p: Page) => p.getByRole('heading', { name: 'Verify your e-mail' });
const verify = (p: Page) => p.getByRole('button', { name: 'Verify and create account' }).click();

describe('with development-mode mail (no SMTP)', () => {
  let product: Product;
  beforeAll(async () => {
    product = await startProduct();
  });
  afterAll(async () => {
    await product?.close();
  });

  test('signs up with the code shown on screen, then signs in as that new user', async () => {
    page = await newPage(browser, product);
    const person = newPerson();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL('**/signup');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor(); // the login form may linger while the page loads
    await fillSignupForm(page, person, { teacher: true, grade: 'College Student' });
    await page.getByLabel('Full name').focus(); // leaves the username field: availability is checked
    await page.getByLabel('Username is available').waitFor();
    await sendCode(page);

    await otpHeading(page).waitFor();
    const shown = (await page.getByTestId('dev-otp').textContent())?.trim() ?? '';
    expect(shown).toMatch(/^\d{6}$/);
    expect(shown).toBe(lastOtpFor(product, person.email));
    await screenshot(page, 'signup-otp-light');
    await page.getByLabel('Verification code').fill(shown);
    await verify(page);

    await page.waitForURL('**/login');
    await page.getByText(MSG.signup.success).waitFor();
    await signInThroughForm(page, person.username, person.password);
    const stored = await page.evaluate((): Record<string, string | undefined> => ({ ...localStorage }));
    expect(stored).toMatchObject({ userRole: 'teacher', userGrade: 'College Student', userPublisher: 'EXCELLENCE PUBLICATION', userName: person.username, isAuthenticated: 'true' });
  });

  test('the form is checked in the browser with the spec messages before anything is sent', async () => {
    page = await newPage(browser, product);
    const mailsBefore = product.outbox.length;
    await page.goto('/signup');
    await sendCode(page);
    // Said once above the form; the empty fields are outlined (the four text fields are
    // aria-invalid; the password fields outline their wrapper), not captioned each.
    await page.getByText(MSG.signup.fieldRequired).waitFor();
    expect(await page.getByText(MSG.signup.fieldRequired).count()).toBe(1);
    expect(await page.locator('input[aria-invalid="true"]').count()).toBeGreaterThanOrEqual(4);

    const person = newPerson();
    await fillSignupForm(page, { ...person, email: 'not-an-email' });
    await page.getByLabel('Confirm password').fill('something-else');
    await sendCode(page);
    await page.getByText(MSG.signup.invalidEmail).waitFor();
    await page.getByText(MSG.signup.passwordsMismatch).waitFor();
    expect(await otpHeading(page).count()).toBe(0);
    expect(product.outbox.length).toBe(mailsBefore);
  });

  test('a taken username is flagged on blur and blocks the submit until it is changed', async () => {
    page = await newPage(browser, product);
    const existing = await createUser(product.testApp);
    const person = newPerson();
    await page.goto('/signup');
    await fillSignupForm(page, { ...person, username: existing.username });
    await page.getByLabel('Full name').focus();
    await page.getByText(MSG.signup.usernameTaken).waitFor();
    await sendCode(page);
    await page.waitForTimeout(300);
    expect(await otpHeading(page).count()).toBe(0);
    expect(product.outbox.some((m) => m.to === person.email)).toBe(false);

    await page.getByLabel('Username', { exact: true }).fill(person.username);
    expect(await page.getByText(MSG.signup.usernameTaken).count()).toBe(0);
    await sendCode(page);
    await otpHeading(page).waitFor();
  });

  test('a failed availability check says so', async () => {
    page = await newPage(browser, product);
    await page.route('**/api/users/check-username', (route) => route.fulfill({ status: 502, body: '' }));
    await page.goto('/signup');
    await page.getByLabel('Username', { exact: true }).fill(unique('pupil'));
    await page.getByLabel('Full name').focus();
    await page.getByText(MSG.signup.usernameCheckFailed).waitFor();
  });

  test('the OTP step: code checks, wrong code, resend after the 60-second countdown, back to the form', async () => {
    page = await newPage(browser, product);
    await page.clock.install();
    const person = newPerson();
    await page.goto('/signup');
    await fillSignupForm(page, person);
    await sendCode(page);
    await otpHeading(page).waitFor();
    const first = lastOtpFor(product, person.email);
    const resend = page.getByRole('button', { name: /Resend code/ });
    expect(await resend.textContent()).toMatch(/Resend code in (59|60)s/);
    expect(await resend.isDisabled()).toBe(true);

    await verify(page);
    await page.getByText(MSG.signup.otpRequired).waitFor();
    await page.getByLabel('Verification code').fill('123');
    await verify(page);
    await page.getByText(MSG.signup.otpSixDigits).waitFor();
    await page.getByLabel('Verification code').fill(first === '000000' ? '111111' : '000000');
    await verify(page);
    await page.getByText(MSG.signup.invalidOtp).waitFor();

    await page.clock.fastForward(30_000);
    await page.getByRole('button', { name: /Resend code in (2\d|30)s/ }).waitFor();
    expect(await resend.isDisabled()).toBe(true);
    product.clock.advance(61_000); // the server keeps its own 60-second rule
    await page.clock.fastForward(31_000);
    await page.getByRole('button', { name: 'Resend code', exact: true }).waitFor();
    await resend.click();
    await page.getByRole('button', { name: /Resend code in (59|60)s/ }).waitFor();
    const second = lastOtpFor(product, person.email);
    expect(await page.getByTestId('dev-otp').textContent()).toBe(second);

    // Back to the form: the OTP state is gone, the form keeps what was typed.
    await page.getByRole('button', { name: 'Back to signup form' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(await page.getByLabel('Username', { exact: true }).inputValue()).toBe(person.username);
    product.clock.advance(20_000);
    await page.clock.fastForward(20_000);
    // Within 60 s of the last code no new one is sent, but the code step comes back with the
    // remaining wait counting down, so the code already received can still be entered.
    await sendCode(page);
    await otpHeading(page).waitFor();
    expect(await page.getByRole('button', { name: /Resend code in (39|40)s/ }).isDisabled()).toBe(true);
    await page.clock.fastForward(5_000);
    await page.getByRole('button', { name: /Resend code in (34|35)s/ }).waitFor();
    expect(await page.getByTestId('dev-otp').textContent()).toBe(second);
    expect(lastOtpFor(product, person.email)).toBe(second);
    expect(await page.getByLabel('Verification code').inputValue()).toBe('');
    await page.getByLabel('Verification code').fill(second);
    await verify(page);
    await page.waitForURL('**/login');
  });

  test("on CP's own host the client signs the user up with publisher 'CP'", async () => {
    page = await newPage(browser, product);
    // Serve the product under the CP host name without touching DNS: the browser's requests
    // to that host are answered by the test server.
    const cpOrigin = `http://${CP_SIGNUP_HOST}`;
    await page.context().route(`${cpOrigin}/**`, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace(cpOrigin, product.baseUrl) });
      await route.fulfill({ response });
    });
    const person = newPerson();
    await page.goto(`${cpOrigin}/signup`);
    await fillSignupForm(page, person);
    const sent = page.waitForRequest('**/api/users/send-otp');
    await sendCode(page);
    expect((await sent).postDataJSON()).toMatchObject({ publisher: 'CP', email: person.email });
    await otpHeading(page).waitFor();
    await page.getByLabel('Verification code').fill(lastOtpFor(product, person.email));
    await verify(page);
    await page.waitForURL('**/login');
    await page.getByLabel('Username', { exact: true }).fill(person.username);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/chat');
    expect(await page.evaluate(() => localStorage.getItem('userPublisher'))).toBe('CP');
    await page.context().unrouteAll({ behavior: 'ignoreErrors' });
  });
});

describe('with real mail delivery (no code on screen)', () => {
  let product: Product;
  const mailbox: Mail[] = [];
  beforeAll(async () => {
    product = await startProduct({ mailer: { developmentMode: false, send: (mail) => Promise.resolve(void mailbox.push(mail)) } });
  });
  afterAll(async () => {
    await product?.close();
  });

  test('signs up with the code read from the e-mail', async () => {
    page = await newPage(browser, product);
    const person = newPerson();
    await page.goto('/signup');
    await fillSignupForm(page, person, { grade: 'Grade 7' });
    await sendCode(page);
    await otpHeading(page).waitFor();
    expect(await page.getByTestId('dev-otp').count()).toBe(0);
    const mail = mailbox.find((m) => m.to === person.email);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('Verification code').fill(code!);
    await verify(page);
    await page.waitForURL('**/login');
    await signInThroughForm(page, person.email, person.password);
    expect(await page.evaluate(() => localStorage.getItem('userGrade'))).toBe('7');
  });
});
