import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChangeSentMessage, MSG } from '@booktutor/contracts/messages';
import { clientAddress, createTestApp, unique, type TestApp } from '../../../test/test-app';
import { createUser, signupFormFor, type TestUser } from '../../../test/factories';
import { hashPassword } from '../../lib/passwords';
import { findUserByEmail, insertUser } from '../users/repository';
import { issueUserSession } from '../users/user-session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const details = { fullname: 'Ada King', phone: '+44 1', grade: '10', publisher: 'EXCELLENCE PUBLICATION' };
const put = (user: TestUser, email: string) => t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: user.auth, payload: { ...details, email } });
const verify = (user: TestUser, otp: string) => t.app.inject({ method: 'POST', url: '/api/users/email/verify', headers: user.auth, payload: { otp } });
const me = async (user: TestUser) => (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.auth })).json();
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': clientAddress() } });
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('e-mail change by code', () => {
  it('keeps the old address until the code sent to the new one is entered', async () => {
    const user = await createUser(t);
    const newEmail = `${unique('moved')}@example.org`;
    const res = await put(user, newEmail);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(emailChangeSentMessage(newEmail));
    expect(res.json().user).toMatchObject({ email: user.email, pendingEmail: newEmail, fullname: 'Ada King' });
    const code = res.json().emailChange.devOtp as string;
    const mail = t.outbox.at(-1)!;
    expect(mail.to).toBe(newEmail);
    expect(mail.text).toContain(code);
    // Not yet: sign-in by the new address and the profile still say the old one.
    expect((await me(user)).email).toBe(user.email);
    expect((await post('/api/users/login', { username: newEmail, password: user.password })).statusCode).toBe(401);

    const wrong = await verify(user, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MSG.signup.invalidOtp);

    const ok = await verify(user, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(MSG.profile.emailChanged);
    expect(ok.json().user).toMatchObject({ email: newEmail, pendingEmail: null, emailVerified: true });
    expect((await post('/api/users/login', { username: newEmail, password: user.password })).statusCode).toBe(200);
  });

  it('refuses an address another account has, and changes nothing', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const res = await put(user, other.email.toUpperCase());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.signup.emailTaken);
    expect((await me(user)).fullname).not.toBe('Ada King');
  });

  it('a waiting change does not stop the owner of the address from signing up; the change then fails', async () => {
    const squatter = await createUser(t);
    const owner = signupFormFor();
    const pending = await put(squatter, owner.email);
    expect(pending.json().user.pendingEmail).toBe(owner.email);

    const sent = await post('/api/users/send-otp', owner);
    expect(sent.statusCode).toBe(200);
    const created = await post('/api/users/verify-otp', { email: owner.email, otp: sent.json().devOtp });
    expect(created.statusCode).toBe(201);

    const late = await verify(squatter, pending.json().emailChange.devOtp);
    expect(late.statusCode).toBe(409);
    expect((await findUserByEmail(t.deps.db, { email: owner.email }))!.username).toBe(owner.username);
    expect((await me(squatter)).pendingEmail).toBeNull();
  });

  it('confirms an address that was never confirmed with a code sent to it', async () => {
    const form = signupFormFor();
    const row = await insertUser(t.deps.db, { ...form, passwordHash: await hashPassword(form.password) });
    const session = await issueUserSession(t.deps, row);
    const user: TestUser = { ...form, id: row.id, token: session.token, refreshToken: session.refreshToken, auth: { authorization: `Bearer ${session.token}` } };
    expect(await me(user)).toMatchObject({ emailVerified: false, pendingEmail: null });

    const sent = await t.app.inject({ method: 'POST', url: '/api/users/email/resend-code', headers: user.auth });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().pendingEmail).toBe(form.email);
    const ok = await verify(user, sent.json().devOtp);
    expect(ok.json()).toMatchObject({ message: MSG.profile.emailConfirmed, user: { email: form.email, emailVerified: true } });

    const nothing = await t.app.inject({ method: 'POST', url: '/api/users/email/resend-code', headers: user.auth });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(MSG.profile.noPendingEmail);
  });
});

describe('change-password messages', () => {
  it('refuses a new password equal to the current one', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      headers: user.auth,
      payload: { oldPassword: user.password, newPassword: user.password, confirmPassword: user.password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MSG.profile.samePassword, field: 'newPassword' });
  });

  it('tells an account without a password (social sign-in) to use Forgot password', async () => {
    const form = signupFormFor();
    const row = await insertUser(t.deps.db, { ...form, passwordHash: null, authProvider: 'google', emailVerifiedAt: new Date() });
    const { token } = await issueUserSession(t.deps, row);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { oldPassword: 'anything', newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.profile.noPasswordYet);
    expect(res.json().message).not.toBe(MSG.profile.currentPasswordIncorrect);
    expect(res.json().message).toContain('Forgot password');
  });
});
