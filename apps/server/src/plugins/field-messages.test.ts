import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSES_MSG } from '@booktutor/contracts/classes';
import { MSG } from '@booktutor/contracts/messages';
import { clientAddress, createTestApp, unique, type TestApp } from '../../test/test-app';
import { createUser, signupFormFor, type TestUser } from '../../test/factories';

let t: TestApp;
let teacher: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await createUser(t, { role: 'teacher' });
});
afterAll(() => t.close());

const long = 'x'.repeat(100_000);
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload: payload as object, headers: { 'x-forwarded-for': clientAddress(), ...headers } });

describe('a 400 says what is wrong with the field', () => {
  it('a too-long value says it is too long (not that it is missing); a missing one keeps the spec message', async () => {
    const profile = { fullname: long, email: teacher.email, grade: '8', publisher: 'EXCELLENCE PUBLICATION' };
    const res = await send('PUT', '/api/users/profile', profile, teacher.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Full name must be at most 120 characters.', field: 'fullname' });
    expect((await send('PUT', '/api/users/profile', { ...profile, fullname: ' ' }, teacher.auth)).json().message).toBe('Please enter your full name.');

    const cls = await send('POST', '/api/classes', { name: long, bookIds: [], grade: '8' }, teacher.auth);
    expect(cls.statusCode).toBe(400);
    expect(cls.json().message).toBe('Class name must be at most 100 characters.');
    expect((await send('POST', '/api/classes', { bookIds: [] }, teacher.auth)).json().message).toBe(CLASSES_MSG.nameRequired);

    const admin = { username: long, email: `${unique('a')}@example.org`, contactNumber: '1', designation: 'Editor', password: 'secret-pass' };
    const reg = await send('POST', '/api/admins/register', admin);
    expect(reg.statusCode).toBe(400);
    expect(reg.json().message).toBe('Full name must be at most 120 characters.');
    expect((await send('POST', '/api/admins/register', { ...admin, username: '' })).json().message).toBe(MSG.signup.fieldRequired);

    const signup = await send('POST', '/api/users/send-otp', { ...signupFormFor(), fullname: long });
    expect(signup.statusCode).toBe(400);
    expect(signup.json().message).toBe('Full name must be at most 120 characters.');
  });

  it('a JSON body with a __proto__ key is refused as a key that is not allowed, not as invalid JSON', async () => {
    const escaped = ['{"username":"a","password":"b","\\u005f_proto__":{"x":1}}', '{"username":"a","\\u0063onstructor":{"prototype":{"x":1}}}'];
    for (const payload of ['{"username":"a","password":"b","__proto__":{"x":1}}', '{"username":"a","constructor":{"prototype":{"x":1}}}', ...escaped]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/login', headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json(), res.body).toMatchObject({ message: MSG.generic.forbiddenKey, code: 'bad_request' });
    }
    const broken = await t.app.inject({ method: 'POST', url: '/api/users/login', headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() }, payload: '{"username":' });
    expect(broken.json().message).toBe('The request body is not valid JSON.');
  });
});
