import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MSG } from '@booktutor/contracts/catalogue';
import { MSG } from '@booktutor/contracts/messages';
import { type TestApp } from '../../../test/test-app';
import { appWithAdmin, createUser, type TestAdmin } from '../../../test/factories';
import { users } from '../../db/schema';
import { addBook, addChapter } from './test-helpers';

let t: TestApp;
let admin: TestAdmin;
beforeAll(async () => ({ t, admin } = await appWithAdmin()));
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const subscribe = (bookId: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/subscriptions', headers, payload: { bookId } });

describe('GET /books', () => {
  it('gives a user only the books of their own publisher, whatever publisher they ask for', async () => {
    const mine = await addBook(t, admin, { publisher: 'JD' });
    const other = await addBook(t, admin, { publisher: 'CM' });
    const user = await createUser(t, { publisher: 'JD' });
    const ids = (await get('/api/books', user.auth)).json().map((b: { _id: string }) => b._id);
    expect(ids).toContain(mine._id);
    expect(ids).not.toContain(other._id);
    expect((await get('/api/books?publisher=CM', user.auth)).json()).toEqual([]);
    const asked = (await get('/api/books?publisher=JD', user.auth)).json();
    expect(asked.every((b: { publisher: string }) => b.publisher === 'JD')).toBe(true);
  });

  it('gives an admin every publisher, or the one asked for', async () => {
    const jd = await addBook(t, admin, { publisher: 'JD' });
    const cp = await addBook(t, admin, { publisher: 'CP' });
    const all = (await get('/api/books', admin.auth)).json().map((b: { _id: string }) => b._id);
    expect(all).toEqual(expect.arrayContaining([jd._id, cp._id]));
    const onlyCp = (await get('/api/books?publisher=CP', admin.auth)).json();
    expect(onlyCp.map((b: { _id: string }) => b._id)).toContain(cp._id);
    expect(onlyCp.every((b: { publisher: string }) => b.publisher === 'CP')).toBe(true);
  });

  it('needs a token', async () => {
    expect((await get('/api/books')).statusCode).toBe(401);
    expect((await get('/api/books', { authorization: 'Bearer nonsense' })).statusCode).toBe(401);
  });
});

describe('GET /books/:bookId/chapters', () => {
  it('answers 404 with the spec text when a book has no chapters', async () => {
    const book = await addBook(t, admin);
    const user = await createUser(t);
    const res = await get(`/api/books/${book._id}/chapters`, user.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.books.noChaptersFound);
  });

  it("hides another publisher's chapters from a user, not from an admin", async () => {
    const book = await addBook(t, admin, { publisher: 'CM' });
    await addChapter(t, admin, book);
    const user = await createUser(t, { publisher: 'JD' });
    const res = await get(`/api/books/${book._id}/chapters`, user.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CATALOGUE_MSG.bookNotFound);
    expect((await get(`/api/books/${book._id}/chapters`, admin.auth)).statusCode).toBe(200);
  });
});

describe('subscriptions', () => {
  it('subscribes, lists, refuses a second time with the spec text, and unsubscribes', async () => {
    const book = await addBook(t, admin, { title: 'Earth Science', bookCoverImgLink: 'https://example.org/e.png' });
    const user = await createUser(t);
    const first = await subscribe(book._id, user.auth);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe(MSG.collections.subscribed);

    const again = await subscribe(book._id, user.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.collections.alreadySubscribedServer);

    const list = (await get('/api/subscriptions', user.auth)).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ bookId: book._id, bookTitle: 'Earth Science', publisher: book.publisher, bookCoverImgLink: 'https://example.org/e.png' });
    expect(list[0]._id).toBeTruthy();

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/subscriptions/unsubscribe-book/${book._id}`, headers: user.auth });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(MSG.collections.unsubscribed);
    expect((await get('/api/subscriptions', user.auth)).json()).toEqual([]);

    const notThere = await t.app.inject({ method: 'DELETE', url: `/api/subscriptions/unsubscribe-book/${book._id}`, headers: user.auth });
    expect(notThere.statusCode).toBe(404);
    expect(notThere.json().message).toBe(MSG.collections.notSubscribed);
  });

  it("keeps each user's subscriptions apart", async () => {
    const book = await addBook(t, admin);
    const [a, b] = [await createUser(t), await createUser(t)];
    await subscribe(book._id, a.auth);
    expect((await get('/api/subscriptions', b.auth)).json()).toEqual([]);
    expect((await subscribe(book._id, b.auth)).statusCode).toBe(201);
  });

  it("refuses another publisher's book and a book that does not exist", async () => {
    const foreign = await addBook(t, admin, { publisher: 'CP' });
    const user = await createUser(t, { publisher: 'JD' });
    const res = await subscribe(foreign._id, user.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CATALOGUE_MSG.bookNotFound);
    expect((await subscribe('00000000-0000-4000-8000-000000000000', user.auth)).statusCode).toBe(404);
    expect((await subscribe('nope', user.auth)).statusCode).toBe(400);
  });

  it("lists only subscriptions of the user's current publisher", async () => {
    const jd = await addBook(t, admin, { publisher: 'JD' });
    const user = await createUser(t, { publisher: 'JD' });
    await subscribe(jd._id, user.auth);
    await t.deps.db.update(users).set({ publisher: 'CM' }).where(eq(users.id, user.id));
    expect((await get('/api/subscriptions', user.auth)).json()).toEqual([]);
  });

  it('is for signed-in users: admins and anonymous callers are refused', async () => {
    const book = await addBook(t, admin);
    expect((await subscribe(book._id, {})).statusCode).toBe(401);
    expect((await subscribe(book._id, admin.auth)).statusCode).toBe(403);
    expect((await get('/api/subscriptions', admin.auth)).statusCode).toBe(403);
    expect((await get('/api/books/user-collection', admin.auth)).statusCode).toBe(403);
    expect((await get('/api/books/search-with-status', {})).statusCode).toBe(401);
  });
});
