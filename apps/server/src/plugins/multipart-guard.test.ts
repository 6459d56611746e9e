import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@booktutor/contracts/messages';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAdmin, createUser, type TestAdmin, type TestUser } from '../../test/factories';

let t: TestApp;
let user: TestUser;
let admin: TestAdmin;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t);
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const uploads = () => [
  { url: '/api/users/upload-profile-picture', auth: user.auth },
  { url: '/api/admins/upload-book-cover', auth: admin.auth },
  { url: '/api/chat/transcribe', auth: user.auth },
];

describe('malformed multipart uploads', () => {
  it('answers 400 saying the upload is malformed, never 500, when the content type has no usable boundary', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=""', `multipart/form-data; boundary=${'b'.repeat(300)}`]) {
      for (const { url, auth } of uploads()) {
        const res = await t.app.inject({ method: 'POST', url, headers: { ...auth, 'content-type': contentType }, payload: 'x' });
        expect(res.statusCode, `${url} ${contentType.slice(0, 40)}`).toBe(400);
        expect(res.json()).toMatchObject({ message: MSG.generic.malformedUpload, code: 'bad_request' });
      }
    }
  });

  it('answers 400 when the body is cut short before its closing boundary', async () => {
    const payload = '--b\r\ncontent-disposition: form-data; name="profilePicture"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n\x89PNG';
    for (const { url, auth } of uploads()) {
      const res = await t.app.inject({ method: 'POST', url, headers: { ...auth, 'content-type': 'multipart/form-data; boundary=b' }, payload });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('still asks for sign-in first', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/upload-profile-picture', headers: { 'content-type': 'multipart/form-data' }, payload: 'x' });
    expect(res.statusCode).toBe(401);
  });
});
