import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@booktutor/contracts/messages';
import { clientAddress, createTestApp, unique, type TestApp } from '../../../test/test-app';
import { createAdmin, createUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': clientAddress(), ...headers } });

const registration = () => ({ username: 'Grace Hopper', email: `${unique('adm')}@example.org`, contactNumber: '+1 555 0199', designation: 'Editor', password: 'admin-pass' });

describe('admins', () => {
  it('approves the first admin ever, keeps later ones Pending until an approved admin approves them', async () => {
    // On a shared PostgreSQL database another test may have created the first admin already.
    const first = registration();
    const firstRes = await post('/api/admins/register', first);
    expect(firstRes.statusCode).toBe(201);
    const approver = firstRes.json().status === 'Approved' ? first : await createAdmin(t);

    const second = registration();
    const secondRes = await post('/api/admins/register', second);
    expect(secondRes.json()).toMatchObject({ status: 'Pending', message: MSG.admin.registered });

    const blocked = await post('/api/admins/login', { email: second.email, password: second.password });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('Your admin account is pending approval.');

    const approverLogin = (await post('/api/admins/login', { email: approver.email, password: approver.password })).json();
    expect(approverLogin).toMatchObject({ status: 'Approved', adminId: expect.any(String), token: expect.any(String) });
    const auth = { authorization: `Bearer ${approverLogin.token}` };
    const pending = await t.app.inject({ method: 'GET', url: '/api/admins/pending', headers: auth });
    const entry = pending.json().find((a: { email: string }) => a.email === second.email);
    expect(entry).toBeTruthy();

    expect((await post(`/api/admins/${entry.adminId}/approve`, {}, auth)).statusCode).toBe(200);
    const now = await post('/api/admins/login', { email: second.email, password: second.password });
    expect(now.statusCode).toBe(200);
    expect(now.json().status).toBe('Approved');
  });

  it('creates exactly one automatically approved admin when the first two register at once', async () => {
    const fresh = await createTestApp();
    try {
      const results = await Promise.all(
        [registration(), registration()].map((body) => fresh.app.inject({ method: 'POST', url: '/api/admins/register', payload: body, headers: { 'x-forwarded-for': clientAddress() } })),
      );
      const statuses = results.map((r) => r.json().status);
      if (!process.env.DATABASE_URL) expect(statuses.sort()).toEqual(['Approved', 'Pending']);
      else expect(statuses.filter((s) => s === 'Approved').length).toBeLessThanOrEqual(1);
    } finally {
      await fresh.close();
    }
  });

  it('validates registration and refuses a second account with the same e-mail', async () => {
    const missing = await post('/api/admins/register', { ...registration(), designation: '' });
    expect(missing.statusCode).toBe(400);
    const body = registration();
    await post('/api/admins/register', body);
    const again = await post('/api/admins/register', { ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.admin.emailTaken);
  });

  it('refuses wrong credentials and admin tokens on user-audience checks', async () => {
    const admin = await createAdmin(t);
    const wrong = await post('/api/admins/login', { email: admin.email, password: 'wrong-pass' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MSG.auth.invalidCredentials);
    // An admin token is not a user token.
    await expect(t.deps.tokens.verify('user', admin.token)).rejects.toMatchObject({ code: 'forbidden' });
    const user = await createUser(t);
    await expect(t.deps.tokens.verify('admin', user.token)).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('lets only approved admins approve, reject or list requests', async () => {
    const pending = await createAdmin(t, 'Pending');
    const target = await createAdmin(t, 'Pending');
    const res = await post(`/api/admins/${target.id}/approve`, {}, pending.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.admin.approvalsOnlyApproved);
    expect((await post(`/api/admins/${target.id}/reject`, {}, pending.auth)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admins/pending', headers: pending.auth })).statusCode).toBe(403);
    const user = await createUser(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/admins/pending', headers: user.auth })).statusCode).toBe(403);
  });

  it('lists pending admins with name, e-mail, designation, contact number and date', async () => {
    const approver = await createAdmin(t);
    const body = registration();
    await post('/api/admins/register', body);
    const list = await t.app.inject({ method: 'GET', url: '/api/admins/pending', headers: approver.auth });
    expect(list.json().find((a: { email: string }) => a.email === body.email)).toEqual({
      adminId: expect.any(String),
      username: body.username,
      email: body.email,
      designation: body.designation,
      contactNumber: body.contactNumber,
      createdAt: expect.any(String),
    });
  });

  it('rejects a pending admin: their sign-in says so, and a decided request cannot be decided again', async () => {
    const approver = await createAdmin(t);
    const body = registration();
    await post('/api/admins/register', body);
    const entry = (await t.app.inject({ method: 'GET', url: '/api/admins/pending', headers: approver.auth })).json().find((a: { email: string }) => a.email === body.email);
    const rejected = await post(`/api/admins/${entry.adminId}/reject`, {}, approver.auth);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().message).toBe(MSG.admin.rejected);

    const signIn = await post('/api/admins/login', { email: body.email, password: body.password });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ code: 'admin_rejected', message: MSG.admin.rejectedSignIn });
    const list = (await t.app.inject({ method: 'GET', url: '/api/admins/pending', headers: approver.auth })).json();
    expect(list.some((a: { email: string }) => a.email === body.email)).toBe(false);

    const again = await post(`/api/admins/${entry.adminId}/approve`, {}, approver.auth);
    expect(again.statusCode).toBe(409);
    expect((await post(`/api/admins/${crypto.randomUUID()}/reject`, {}, approver.auth)).statusCode).toBe(404);
  });
});
