import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../src/limits';
import { percentText } from '../src/rounding';
import { MSG } from '../src/messages';
import { resetPasswordBody, signupForm } from '../src/users';

const form = {
  username: 'ada',
  fullname: 'Ada Lovelace',
  email: 'ada@example.org',
  phone: '123',
  role: 'student',
  grade: '1',
  password: 'secret1',
  confirmPassword: 'secret1',
  publisher: 'EXCELLENCE PUBLICATION',
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? undefined : result.error?.issues[0]?.message);

describe('the client call policy', () => {
  it('waits min(1000 * 2^(n-1), 10000) ms before retry n', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 10000, 10000]);
  });
});

describe('sign-up rules shared by server and web', () => {
  it('accepts a complete form and every grade the spec lists', () => {
    for (const grade of ['1', '12', 'College Student']) expect(signupForm.safeParse({ ...form, grade }).success).toBe(true);
  });

  it.each([
    [{ email: 'ada@' }, MSG.signup.invalidEmail],
    [{ confirmPassword: 'secret2' }, MSG.signup.passwordsMismatch],
    [{ fullname: '   ' }, MSG.signup.fieldRequired],
    [{ grade: '0' }, 'Please choose a grade from 1 to 12 or College Student.'],
  ])('refuses %o with the spec message', (change, message) => {
    expect(firstMessage(signupForm.safeParse({ ...form, ...change }))).toBe(message);
  });

  it('checks the reset code and password with the spec messages', () => {
    const base = { email: 'ada@example.org', otp: '123456', newPassword: 'secret1' };
    expect(firstMessage(resetPasswordBody.safeParse({ ...base, otp: '' }))).toBe(MSG.signup.otpRequired);
    expect(firstMessage(resetPasswordBody.safeParse({ ...base, otp: '12345' }))).toBe(MSG.signup.otpSixDigits);
    expect(firstMessage(resetPasswordBody.safeParse({ ...base, newPassword: 'abc' }))).toBe(MSG.forgot.passwordTooShort);
  });
});

describe('percentages as every screen shows them', () => {
  it('always have one decimal, and a missing figure reads 0.0%', () => {
    expect([0, 66.66666, 100, 12.5, 2 / 3].map(percentText)).toEqual(['0.0%', '66.7%', '100.0%', '12.5%', '0.7%']);
    expect([Number.NaN, Number.POSITIVE_INFINITY].map(percentText)).toEqual(['0.0%', '0.0%']);
  });
});
