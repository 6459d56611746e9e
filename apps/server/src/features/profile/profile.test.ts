import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@booktutor/contracts/messages';
import { PROFILE_PICTURE_MAX_BYTES, userProfileSchema } from '@booktutor/contracts/profile';
import { clientAddress, createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/factories';
import { pngDeclaring } from '../../../test/image-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A real 1x1 PNG and the start of a real 3x2 JPEG: enough bytes for content detection and size. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
  // SOF0: 8 bits, height 2, width 3, three components.
  Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x02, 0x00, 0x03, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]),
  Buffer.alloc(64),
]);
const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length)]);

async function multipart(field: string, bytes: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

async function upload(user: TestUser, bytes: Buffer, { field = 'profilePicture', filename = 'me.png', type = 'image/png' } = {}) {
  const { payload, contentType } = await multipart(field, bytes, filename, type);
  return t.app.inject({ method: 'POST', url: '/api/users/upload-profile-picture', payload, headers: { ...user.auth, 'content-type': contentType } });
}

const me = async (user: TestUser) => userProfileSchema.parse((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.auth })).json());
const pictureFiles = () => {
  const dir = path.join(t.deps.storage.root, 'profile-pictures');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const diskPath = (publicPath: string) => path.join(t.deps.storage.root, publicPath.replace('/uploads/', ''));

describe('GET /users/me', () => {
  it('returns exactly the profile fields, never the password hash', async () => {
    const user = await createUser(t, { fullname: 'Ada Lovelace', grade: '9', role: 'teacher' });
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      ['_id', 'authProvider', 'createdAt', 'email', 'emailVerified', 'fullname', 'grade', 'overallStats', 'pendingEmail', 'phone', 'profilePicture', 'publisher', 'role', 'username'].sort(),
    );
    expect(body).toMatchObject({ _id: user.id, username: user.username, fullname: 'Ada Lovelace', grade: '9', role: 'teacher', profilePicture: null });
    expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    expect(body.overallStats).toEqual({ totalBooksAttempted: 0, totalChaptersAttempted: 0, totalQuestionsAnswered: 0, totalMarksEarned: 0, totalMarksAvailable: 0, overallPercentage: 0 });
    expect(JSON.stringify(body)).not.toMatch(/password/i);
  });

  it('needs a user token: none is 401, an admin token is refused', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    const adminToken = await t.deps.tokens.sign('admin', { sub: crypto.randomUUID() });
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${adminToken}` } });
    expect(res.statusCode).toBe(403);
  });
});

describe('picture size in pixels', () => {
  it('refuses a 30,000 x 30,000 px PNG with a clear message, and takes one within the limits', async () => {
    const user = await createUser(t);
    const huge = await upload(user, pngDeclaring(30_000, 30_000));
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ message: MSG.generic.imageTooManyPixels, field: 'profilePicture' });
    expect((await upload(user, pngDeclaring(10_001, 10))).statusCode).toBe(400);
    expect((await upload(user, pngDeclaring(8_000, 6_000))).statusCode).toBe(400); // 48 megapixels
    expect((await upload(user, pngDeclaring(4_032, 3_024))).statusCode).toBe(200); // a phone photo
  });
});

describe('PUT /users/profile', () => {
  const details = { fullname: 'Ada King', email: '', phone: '+44 1', grade: '10', publisher: 'CP' };

  it('saves the details, answers with the new profile and a token that carries grade and publisher', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: user.auth, payload: { ...details, email: user.email } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.profile.updated);
    expect(res.json().user).toMatchObject({ fullname: 'Ada King', email: user.email, phone: '+44 1', grade: '10', publisher: 'CP', pendingEmail: null });
    const claims = await t.deps.tokens.verify('user', res.json().token);
    expect(claims).toMatchObject({ sub: user.id, grade: '10', publisher: 'CP' });
    expect(await me(user)).toMatchObject({ fullname: 'Ada King', grade: '10', publisher: 'CP' });
  });

  it('accepts the unchanged username and role but refuses to change them', async () => {
    const user = await createUser(t, { role: 'student' });
    const base = { ...details, email: user.email };
    const same = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: user.auth, payload: { ...base, username: user.username, role: 'student' } });
    expect(same.statusCode).toBe(200);

    const rename = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: user.auth, payload: { ...base, fullname: 'Changed', username: 'someone-else' } });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toMatchObject({ message: MSG.profile.usernameReadOnly, field: 'username' });

    const promote = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: user.auth, payload: { ...base, fullname: 'Changed', role: 'teacher' } });
    expect(promote.statusCode).toBe(400);
    expect(promote.json()).toMatchObject({ message: MSG.profile.roleReadOnly, field: 'role' });
    const now = await me(user);
    expect(now).toMatchObject({ username: user.username, role: 'student', fullname: 'Ada King' });
  });

  it('refuses an e-mail another account has (409), a bad e-mail, grade or publisher (400)', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const taken = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: user.auth, payload: { ...details, email: other.email.toUpperCase() } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: MSG.signup.emailTaken, field: 'email' });
    for (const change of [{ email: 'nope' }, { grade: '13' }, { publisher: 'ACME' }, { fullname: '  ' }]) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: user.auth, payload: { ...details, email: user.email, ...change } });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
    }
    expect((await me(user)).email).toBe(user.email);
  });
});

describe('profile picture', () => {
  it('stores a real image, serves it, and removes the old file when replaced', async () => {
    const user = await createUser(t);
    const first = await upload(user, PNG);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(MSG.profile.pictureUpdated);
    const firstPath: string = first.json().user.profilePicture;
    expect(firstPath).toMatch(/^\/uploads\/profile-pictures\/[0-9a-f-]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: firstPath });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);

    // A JPEG sent under a misleading name and type is still a JPEG: content decides.
    const second = await upload(user, JPEG, { filename: 'notes.txt', type: 'text/plain' });
    expect(second.statusCode).toBe(200);
    const secondPath: string = second.json().user.profilePicture;
    expect(secondPath).toMatch(/\.jpg$/);
    expect(existsSync(diskPath(firstPath))).toBe(false);
    expect(existsSync(diskPath(secondPath))).toBe(true);
    expect((await me(user)).profilePicture).toBe(secondPath);
  });

  it('refuses files that only claim to be images, and stores nothing', async () => {
    const user = await createUser(t);
    const before = pictureFiles().length;
    const liars: Array<[Buffer, string, string]> = [
      [Buffer.from('just some text, honest'), 'photo.png', 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'face.svg', 'image/svg+xml'],
      [Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'face.jpg', 'image/jpeg'],
      [Buffer.alloc(0), 'empty.png', 'image/png'],
    ];
    for (const [bytes, filename, type] of liars) {
      const res = await upload(user, bytes, { filename, type });
      expect(res.statusCode, filename).toBe(415);
      expect(res.json()).toMatchObject({ message: MSG.profile.pictureInvalid, field: 'profilePicture' });
    }
    expect(pictureFiles().length).toBe(before);
    expect((await me(user)).profilePicture).toBeNull();
  });

  it('takes exactly 5,242,880 bytes and refuses one byte more', async () => {
    const user = await createUser(t);
    const atLimit = await upload(user, padded(PNG, PROFILE_PICTURE_MAX_BYTES));
    expect(atLimit.statusCode).toBe(200);
    const kept = atLimit.json().user.profilePicture;
    const before = pictureFiles().length;
    const over = await upload(user, padded(PNG, PROFILE_PICTURE_MAX_BYTES + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ message: MSG.profile.pictureTooLarge, field: 'profilePicture' });
    expect(pictureFiles().length).toBe(before);
    expect((await me(user)).profilePicture).toBe(kept);
  });

  it('answers 400 when no profilePicture part is sent', async () => {
    const user = await createUser(t);
    const wrongField = await upload(user, PNG, { field: 'avatar' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(MSG.profile.pictureInvalid);
    const json = await t.app.inject({ method: 'POST', url: '/api/users/upload-profile-picture', headers: user.auth, payload: { profilePicture: 'x' } });
    expect(json.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/upload-profile-picture' })).statusCode).toBe(401);
  });

  it('deletes the picture and its file; deleting again still succeeds', async () => {
    const user = await createUser(t);
    const saved: string = (await upload(user, PNG)).json().user.profilePicture;
    const res = await t.app.inject({ method: 'DELETE', url: '/api/users/delete-profile-picture', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: MSG.profile.pictureDeleted, user: { profilePicture: null } });
    expect(existsSync(diskPath(saved))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: saved })).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: '/api/users/delete-profile-picture', headers: user.auth });
    expect(again.statusCode).toBe(200);
  });
});

describe('POST /users/change-password', () => {
  const change = (user: TestUser, payload: object) => t.app.inject({ method: 'POST', url: '/api/users/change-password', headers: { ...user.auth, 'x-forwarded-for': clientAddress() }, payload });
  const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password }, headers: { 'x-forwarded-for': clientAddress() } });

  it("checks the form with the spec's messages", async () => {
    const user = await createUser(t);
    const cases: Array<[object, string, string]> = [
      [{ oldPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' }, MSG.profile.currentPasswordRequired, 'oldPassword'],
      [{ oldPassword: user.password, newPassword: '', confirmPassword: '' }, MSG.profile.newPasswordRequired, 'newPassword'],
      [{ oldPassword: user.password, newPassword: 'abc', confirmPassword: 'abc' }, MSG.profile.passwordTooShort, 'newPassword'],
      [{ oldPassword: user.password, newPassword: 'abcdef', confirmPassword: '' }, MSG.profile.confirmPasswordRequired, 'confirmPassword'],
      [{ oldPassword: user.password, newPassword: 'abcdef', confirmPassword: 'abcdeg' }, MSG.profile.passwordsMismatch, 'confirmPassword'],
    ];
    for (const [payload, message, field] of cases) {
      const res = await change(user, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ message, field });
    }
  });

  it('refuses a wrong current password, marking that field, and keeps the old one', async () => {
    const user = await createUser(t);
    const res = await change(user, { oldPassword: 'not-my-password', newPassword: 'brand-new', confirmPassword: 'brand-new' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MSG.profile.currentPasswordIncorrect, field: 'oldPassword' });
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it('changes it: the new password signs in, the old one no longer does', async () => {
    const user = await createUser(t);
    const res = await change(user, { oldPassword: user.password, newPassword: 'brand-new', confirmPassword: 'brand-new' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.profile.passwordChanged, token: expect.any(String), refreshToken: expect.any(String) });
    expect((await login(user.username, 'brand-new')).statusCode).toBe(200);
    expect((await login(user.username, user.password)).statusCode).toBe(401);
  });
});
