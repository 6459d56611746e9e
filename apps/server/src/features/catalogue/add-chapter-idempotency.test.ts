/** Adding a chapter is idempotent under an Idempotency-Key: a retry never makes a second chapter. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/test-app';
import { appWithAdmin, createUser, type TestAdmin } from '../../../test/factories';
import { chapters, notificationOutbox } from '../../db/schema';
import { addBook, SAMPLE_CHAPTER } from './test-helpers';
import type { Book } from '@booktutor/contracts/catalogue';

let t: TestApp;
let admin: TestAdmin;
beforeAll(async () => ({ t, admin } = await appWithAdmin()));
afterAll(() => t.close());

async function chapterRequest(book: Book, title: string) {
  const processed = (await t.app.inject({ method: 'POST', url: '/api/admins/process-text-batch', headers: admin.auth, payload: { rawText: SAMPLE_CHAPTER, subject: book.subject, title } })).json();
  const payload = { bookId: book._id, title, subject: book.subject, prompt: processed.combinedPrompt, vectorStoreId: processed.vectorStoreId, rawText: SAMPLE_CHAPTER };
  return (key?: string) => t.app.inject({ method: 'POST', url: '/api/admins/add-chapter', headers: { ...admin.auth, ...(key === undefined ? {} : { 'idempotency-key': key }) }, payload });
}
const chaptersOf = (book: Book) => t.deps.db.select().from(chapters).where(eq(chapters.bookId, book._id));
const outboxOf = (book: Book) => t.deps.db.select().from(notificationOutbox).where(eq(notificationOutbox.bookId, book._id));

describe('add-chapter with an Idempotency-Key', () => {
  it('answers a repeat with the chapter already added: one chapter, one notification', async () => {
    const book = await addBook(t, admin);
    const reader = await createUser(t);
    await t.app.inject({ method: 'POST', url: '/api/subscriptions', headers: reader.auth, payload: { bookId: book._id } });
    const send = await chapterRequest(book, 'Forces');
    const first = await send('save-1');
    const retry = await send('save-1');
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().chapter._id).toBe(first.json().chapter._id);
    expect(await chaptersOf(book)).toHaveLength(1);
    expect(await outboxOf(book)).toHaveLength(1);
    await t.deps.notificationOutbox.drain();
    const inbox = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: reader.auth })).json<{ kind: string }[]>();
    expect(inbox.filter((n) => n.kind === 'new_chapter')).toHaveLength(1);
  });

  it('adds one chapter when the same request arrives twice at once', async () => {
    const book = await addBook(t, admin);
    const send = await chapterRequest(book, 'Friction');
    const answers = await Promise.all([send('twin'), send('twin'), send('twin')]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().chapter._id)).size).toBe(1);
    expect(await chaptersOf(book)).toHaveLength(1);
    expect(await outboxOf(book)).toHaveLength(1);
  });

  it('adds a chapter per distinct key, and per request without a key', async () => {
    const book = await addBook(t, admin);
    const send = await chapterRequest(book, 'Motion');
    expect((await send('a')).statusCode).toBe(201);
    expect((await send('b')).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    expect(await chaptersOf(book)).toHaveLength(4);
  });

  it('refuses an empty or overlong key with a 400 and saves nothing', async () => {
    const book = await addBook(t, admin);
    const send = await chapterRequest(book, 'Energy');
    for (const key of [' ', 'k'.repeat(201)]) {
      const res = await send(key);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('idempotency-key');
    }
    expect(await chaptersOf(book)).toHaveLength(0);
  });
});
