import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@booktutor/contracts/messages';
import { clientAddress, createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, signupFormFor } from '../../../test/factories';
import { findPendingSignup } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, ip = clientAddress()) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'x-forwarded-for': ip } });

describe('check-username', () => {
  it('answers 200 for a free name and 409 with a message for a taken one, ignoring case', async () => {
    const user = await createUser(t);
    expect((await post('/api/users/check-username', { username: 'free' + user.username })).statusCode).toBe(200);
    const taken = await post('/api/users/check-username', { username: user.username.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Username is already taken.');
  });
});

describe('send-otp validation (spec section 5)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['missing field', { fullname: '' }, MSG.signup.fieldRequired],
    ['bad e-mail', { email: 'not-an-email' }, MSG.signup.invalidEmail],
    ['passwords differ', { confirmPassword: 'other-pass' }, MSG.signup.passwordsMismatch],
    ['unknown role', { role: 'principal' }, 'Please choose teacher or student.'],
    ['grade out of range', { grade: '13' }, 'Please choose a grade from 1 to 12 or College Student.'],
    ['short password', { password: 'abc', confirmPassword: 'abc' }, MSG.forgot.passwordTooShort],
  ];
  for (const [name, change, message] of cases) {
    it(`refuses ${name} with the spec's message and stores nothing`, async () => {
      const form = { ...signupFormFor(), ...change };
      const res = await post('/api/users/send-otp', form);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await findPendingSignup(t.deps.db, { email: String(form.email) })).toBeUndefined();
    });
  }

  it('accepts College Student and both roles', async () => {
    const res = await post('/api/users/send-otp', signupFormFor({ grade: 'College Student', role: 'teacher' }));
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong type with a 400, not a 500', async () => {
    const res = await post('/api/users/send-otp', { ...signupFormFor(), grade: 7, phone: ['x'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('refuses a taken username and a taken e-mail with 409', async () => {
    const user = await createUser(t);
    const byName = await post('/api/users/send-otp', signupFormFor({ username: user.username }));
    expect(byName.statusCode).toBe(409);
    expect(byName.json()).toMatchObject({ message: MSG.signup.usernameTaken, field: 'username' });
    const byEmail = await post('/api/users/send-otp', signupFormFor({ email: user.email.toUpperCase() }));
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().field).toBe('email');
  });
});

describe('sign-up with the code', () => {
  it('creates the user with the form fields and the publisher the client set', async () => {
    const form = signupFormFor({ publisher: 'CP', grade: '11', role: 'teacher' });
    const sent = await post('/api/users/send-otp', form);
    expect(sent.statusCode).toBe(200);
    const body = sent.json();
    expect(body).toMatchObject({ developmentMode: true, resendAfterSeconds: 60 });
    expect(body.devOtp).toMatch(/^\d{6}$/);
    expect(t.outbox.at(-1)?.text).toContain(body.devOtp);

    const verified = await post('/api/users/verify-otp', { email: form.email, otp: body.devOtp });
    expect(verified.statusCode).toBe(201);

    const login = await post('/api/users/login', { username: form.username, password: form.password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ grade: '11', publisher: 'CP', role: 'teacher', username: form.username });
    expect(login.json().token).toBeTruthy();
    expect(login.json().refreshToken).toBeTruthy();
  });

  it('validates the code format with the spec messages', async () => {
    const form = signupFormFor();
    await post('/api/users/send-otp', form);
    expect((await post('/api/users/verify-otp', { email: form.email, otp: '' })).json().message).toBe(MSG.signup.otpRequired);
    expect((await post('/api/users/verify-otp', { email: form.email, otp: '12a45' })).json().message).toBe(MSG.signup.otpSixDigits);
  });

  it('refuses a wrong code, and locks the code after 5 wrong tries', async () => {
    const form = signupFormFor();
    const { devOtp } = (await post('/api/users/send-otp', form)).json();
    const wrong = devOtp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/users/verify-otp', { email: form.email, otp: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.signup.invalidOtp);
    }
    const locked = await post('/api/users/verify-otp', { email: form.email, otp: devOtp });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MSG.signup.otpAttemptsExceeded);
  });

  it('refuses a code after 10 minutes', async () => {
    const form = signupFormFor();
    const { devOtp } = (await post('/api/users/send-otp', form)).json();
    t.clock.advance(10 * 60 * 1000 + 1000);
    const res = await post('/api/users/verify-otp', { email: form.email, otp: devOtp });
    expect(res.json()).toMatchObject({ code: 'otp_expired', message: MSG.signup.otpExpired });
  });

  it('refuses a resend within 60 seconds, allows it after, and only the newest code works', async () => {
    const form = signupFormFor();
    const first = (await post('/api/users/send-otp', form)).json().devOtp;
    const early = await post('/api/users/resend-otp', { email: form.email });
    expect(early.statusCode).toBe(429);
    expect(early.json().retryAfterSeconds).toBeGreaterThan(0);
    expect((await post('/api/users/send-otp', form)).statusCode).toBe(429);
    t.clock.advance(61_000);
    const resent = await post('/api/users/resend-otp', { email: form.email });
    expect(resent.statusCode).toBe(200);
    const second = resent.json().devOtp;
    if (first !== second) {
      expect((await post('/api/users/verify-otp', { email: form.email, otp: first })).statusCode).toBe(400);
    }
    expect((await post('/api/users/verify-otp', { email: form.email, otp: second })).statusCode).toBe(201);
  });

  it('creates exactly one user when the code is submitted twice at once', async () => {
    const form = signupFormFor();
    const { devOtp } = (await post('/api/users/send-otp', form)).json();
    const results = await Promise.all([post('/api/users/verify-otp', { email: form.email, otp: devOtp }), post('/api/users/verify-otp', { email: form.email, otp: devOtp })]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(201);
    expect(codes[1]).toBeGreaterThanOrEqual(400);
    expect(codes[1]).toBeLessThan(500);
    const again = await post('/api/users/verify-otp', { email: form.email, otp: devOtp });
    expect(again.statusCode).toBe(409);
  });
});
