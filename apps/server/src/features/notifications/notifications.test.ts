import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@booktutor/contracts/messages';
import { notificationSchema } from '@booktutor/contracts/notifications';
import { clientAddress, createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, signupFormFor, type TestUser } from '../../../test/factories';
import { createBook, subscribe } from '../../../test/score-factory';
import { enqueueNewChapterNotification, notify, notifyTestFinished, TEST_NOTIFICATIONS_KEPT } from './service';
import { count, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (user: TestUser | undefined, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(user ? { headers: user.auth } : {}), ...(payload ? { payload } : {}) });
const list = async (user: TestUser) => notificationSchema.array().parse((await call(user, 'GET', '/api/notifications')).json());

describe('authentication', () => {
  it('refuses every call without a user token', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/first-unseen'],
      ['PUT', '/api/notifications/mark-all-seen'],
      ['PUT', `/api/notifications/${crypto.randomUUID()}/seen`],
      ['POST', '/api/notifications/seed-test'],
    ] as const) {
      expect((await call(undefined, method, url)).statusCode).toBe(401);
    }
  });
});

describe('seed-test', () => {
  it('adds 4 by default with an empty body and says so', async () => {
    const user = await createUser(t);
    const res = await call(user, 'POST', '/api/notifications/seed-test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 4, message: 'Added 4 test notifications successfully!' });
    const items = await list(user);
    expect(items).toHaveLength(4);
    expect(items.every((n) => n.seen_status === 'no' && n.kind === 'test')).toBe(true);
    // Newest first.
    const times = items.map((n) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('takes a count from 1 to 20 and refuses others with a 400', async () => {
    const user = await createUser(t);
    expect((await call(user, 'POST', '/api/notifications/seed-test', { count: 2 })).json().count).toBe(2);
    expect((await call(user, 'POST', '/api/notifications/seed-test', { count: 0 })).statusCode).toBe(400);
    expect((await call(user, 'POST', '/api/notifications/seed-test', { count: 21 })).statusCode).toBe(400);
    expect(await list(user)).toHaveLength(2);
  });
});

describe('seed-test has a limit', () => {
  it('takes 10 calls an hour per user and keeps only the newest 40 samples', async () => {
    const user = await createUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call(user, 'POST', '/api/notifications/seed-test', { count: 20 })).statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const [row] = await t.deps.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, user.id));
    expect(row!.n).toBe(TEST_NOTIFICATIONS_KEPT);
    // Another user has a limit of their own.
    expect((await call(await createUser(t), 'POST', '/api/notifications/seed-test')).statusCode).toBe(200);
  });
});

describe('reading and marking', () => {
  it('gives the oldest unseen first, marks one seen, then all, never counting twice', async () => {
    const user = await createUser(t);
    const first = await notify(t.deps, user.id, { title: 'First', message: 'one', kind: 'info' });
    t.clock.advance(1000);
    await notify(t.deps, user.id, { title: 'Second', message: 'two', kind: 'info' });
    t.clock.advance(1000);
    await notify(t.deps, user.id, { title: 'Third', message: 'three', kind: 'info' });

    const unseen = await call(user, 'GET', '/api/notifications/first-unseen');
    expect(unseen.statusCode).toBe(200);
    expect(unseen.json()).toMatchObject({ _id: first._id, title: 'First', seen_status: 'no' });

    const marked = await call(user, 'PUT', `/api/notifications/${first._id}/seen`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().message).toBe(MSG.notifications.marked);
    expect(marked.json().notification.seen_status).toBe('yes');
    expect((await call(user, 'GET', '/api/notifications/first-unseen')).json().title).toBe('Second');

    const all = await call(user, 'PUT', '/api/notifications/mark-all-seen');
    expect(all.json()).toEqual({ count: 2, message: '2 notifications marked as read' });
    expect((await call(user, 'PUT', '/api/notifications/mark-all-seen')).json().count).toBe(0);
    expect((await list(user)).map((n) => n.seen_status)).toEqual(['yes', 'yes', 'yes']);

    const none = await call(user, 'GET', '/api/notifications/first-unseen');
    expect(none.statusCode).toBe(404);
  });

  it('answers a malformed id with 400 and an unknown one with 404', async () => {
    const user = await createUser(t);
    expect((await call(user, 'PUT', '/api/notifications/not-an-id/seen')).statusCode).toBe(400);
    expect((await call(user, 'PUT', `/api/notifications/${crypto.randomUUID()}/seen`)).statusCode).toBe(404);
  });
});

describe("one user never reaches another user's notifications", () => {
  it("keeps lists apart and answers 404 for marking someone else's", async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const secret = await notify(t.deps, alice.id, { title: 'For Alice', message: 'private', kind: 'info' });

    expect(await list(bob)).toEqual([]);
    expect((await call(bob, 'GET', '/api/notifications/first-unseen')).statusCode).toBe(404);
    const res = await call(bob, 'PUT', `/api/notifications/${secret._id}/seen`);
    expect(res.statusCode).toBe(404);
    expect((await call(bob, 'PUT', '/api/notifications/mark-all-seen')).json().count).toBe(0);
    expect((await list(alice))[0]).toMatchObject({ _id: secret._id, seen_status: 'no' });
  });
});

describe('real notifications for real events', () => {
  it('welcomes a new user once sign-up creates the account', async () => {
    const form = signupFormFor({ fullname: 'Grace Hopper' });
    const ip = clientAddress();
    const sent = await t.app.inject({ method: 'POST', url: '/api/users/send-otp', payload: form, headers: { 'x-forwarded-for': ip } });
    const otp = sent.json().devOtp as string;
    const verified = await t.app.inject({ method: 'POST', url: '/api/users/verify-otp', payload: { email: form.email, otp }, headers: { 'x-forwarded-for': ip } });
    expect(verified.statusCode).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: form.username, password: form.password }, headers: { 'x-forwarded-for': ip } });
    const token = login.json().token as string;
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: `Bearer ${token}` } });
    const items = res.json<Array<{ kind: string; title: string; message: string }>>();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'welcome', title: 'Welcome to BookTutor!' });
    expect(items[0]!.message).toContain('Grace Hopper');
  });

  it('tells subscribers of a book, and only them, about a new chapter', async () => {
    const reader = await createUser(t);
    const other = await createUser(t);
    const book = await createBook(t, { title: 'Physics Today' });
    await subscribe(t, { userId: reader.id, bookId: book.id });
    await t.deps.db.transaction((tx) => enqueueNewChapterNotification(tx, { bookId: book.id, bookTitle: book.title, chapterTitle: 'Forces', at: t.deps.now() }));
    // Delivered by the outbox worker after the commit: wait for it.
    await t.deps.notificationOutbox.drain();
    const [item] = await list(reader);
    expect(item).toMatchObject({ kind: 'new_chapter', title: 'New chapter available', message: '"Forces" has been added to Physics Today.' });
    expect(await list(other)).toEqual([]);
  });

  it('reports a finished test with its score', async () => {
    const user = await createUser(t);
    await notifyTestFinished(t.deps, user.id, { chapterTitle: 'Cells', earnedMarks: 7, totalMarks: 10, percentage: 70 });
    const [item] = await list(user);
    expect(item).toMatchObject({ kind: 'test_result', title: 'Test completed' });
    expect(item!.message).toBe('You finished the test on "Cells": 7 of 10 marks (70.0%).');
  });
});
