/**
 * All Books at catalogue scale: the total counted up to the cap only, every sort, and keyset
 * (cursor) pages that neither skip nor repeat books while books are added between pages.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_COUNT_CAP, CATALOGUE_SEARCH_COUNT_CAP, SEARCH_SORT_KEYS } from '@booktutor/contracts/catalogue';
import { createTestApp, unique, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/factories';
import { allBooksPage } from './test-helpers';
import { rowsOf } from '../../db/rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `count` books of one new publisher in one INSERT ... SELECT; titles, subjects and grades repeat so ties are common. */
async function catalogueOf(count: number) {
  // The publisher's name is searchable: its random part starts with a letter, or "book 42" would match
  // every book of a publisher named "Publisher 42ab..." (one run in 256).
  const publisher = unique('Publisher x');
  await t.deps.db.execute(sql`
    insert into books (title, publisher, subject, language, grade, author)
    select 'Book ' || (i % 97), ${publisher}, (array['Science','History','Art'])[1 + i % 3], 'English',
           (array['2','10','College Student','9'])[1 + i % 4], 'Author ' || (i % 5)
    from generate_series(1, ${count}::int) as i`);
  // A publisher of its own (not one of the sign-up form's choices) keeps counts exact on a shared database.
  return { publisher, user: await createUser(t, { publisher: publisher as never }) };
}

const page = (user: TestUser, query: Record<string, string | number>) => allBooksPage(t, user, query);

describe('the page count', () => {
  it('is exact up to the cap', async () => {
    const { user } = await catalogueOf(CATALOGUE_COUNT_CAP);
    const { pagination } = await page(user, { limit: 100 });
    expect(pagination).toMatchObject({ totalBooks: CATALOGUE_COUNT_CAP, totalPages: 100, hasNext: true });
    expect(pagination.totalCapped).toBeUndefined();
    const last = await page(user, { limit: 100, page: 100 });
    expect(last.data.books).toHaveLength(100);
    expect(last.pagination).toMatchObject({ hasNext: false, hasPrev: true });
    expect(last.pagination.nextCursor).toBeUndefined();
  });

  it('says "at least" past the cap, and Next keeps working beyond its pages', async () => {
    const { user } = await catalogueOf(CATALOGUE_COUNT_CAP + 150);
    const first = await page(user, { limit: 100 });
    expect(first.pagination).toMatchObject({ totalBooks: CATALOGUE_COUNT_CAP, totalPages: 100, totalCapped: true, hasNext: true, currentPage: 1 });
    const beyond = await page(user, { limit: 100, page: 101 });
    expect(beyond.data.books).toHaveLength(100);
    expect(beyond.pagination).toMatchObject({ totalCapped: true, totalPages: 102, hasNext: true });
    const end = await page(user, { limit: 100, page: 102 });
    expect(end.data.books).toHaveLength(50);
    expect(end.pagination).toMatchObject({ totalPages: 102, hasNext: false });
  });
});

describe('search', () => {
  it('pages a rare term from the text index and a term matching past the cap by walking the sort, alike', async () => {
    const { publisher, user } = await catalogueOf(CATALOGUE_COUNT_CAP + 150);
    const counted = await t.deps.db.execute(sql`select count(*)::int as n from books where publisher = ${publisher} and title = 'Book 42'`);
    const rare = rowsOf<{ n: number }>(counted)[0]!.n;
    for (const [q, total, capped] of [
      ['book 42', rare, undefined],
      ['book', CATALOGUE_SEARCH_COUNT_CAP, true],
    ] as const) {
      for (const sortBy of ['title', 'grade'] as const) {
        const first = await page(user, { q, sortBy, limit: 40 });
        expect(first.pagination).toMatchObject({ totalBooks: total, hasNext: true });
        expect(first.pagination.totalCapped).toBe(capped);
        const second = await page(user, { q, sortBy, limit: 40, page: 2 });
        const byCursor = await page(user, { q, sortBy, limit: 40, page: 2, after: first.pagination.nextCursor! });
        expect(byCursor.data.books.map((b) => b.bookId)).toEqual(second.data.books.map((b) => b.bookId));
        expect(second.data.books.every((b) => b.title.toLowerCase().startsWith(q === 'book' ? 'book' : 'book 42'))).toBe(true);
      }
    }
  });
});

describe('the total without filters (kept per publisher by a trigger on books)', () => {
  it('follows books added, moved to another publisher, renamed and deleted, several in one statement', async () => {
    const mine = await catalogueOf(30);
    const theirs = await catalogueOf(5);
    const total = async (who: { user: TestUser }, query: Record<string, string | number> = {}) => (await page(who.user, { limit: 10, ...query })).pagination.totalBooks;
    expect([await total(mine), await total(theirs)]).toEqual([30, 5]);
    await t.deps.db.execute(sql`
      insert into books (title, publisher, subject, language, grade, author)
      values ('New 1', ${mine.publisher}, 'Art', 'English', '2', ''), ('New 2', ${mine.publisher}, 'Art', 'English', '2', ''), ('New 3', ${theirs.publisher}, 'Art', 'English', '2', '')`);
    expect([await total(mine), await total(theirs)]).toEqual([32, 6]);
    await t.deps.db.execute(sql`update books set publisher = ${theirs.publisher} where publisher = ${mine.publisher} and title in ('Book 1', 'Book 2', 'New 1')`);
    expect([await total(mine), await total(theirs)]).toEqual([29, 9]);
    await t.deps.db.execute(sql`update books set title = title || ' (2nd edition)' where publisher = ${mine.publisher}`);
    await t.deps.db.execute(sql`delete from books where publisher in (${mine.publisher}, ${theirs.publisher}) and title like 'New %'`);
    expect([await total(mine), await total(theirs)]).toEqual([28, 7]); // 'New 2' was mine; 'New 1' (moved) and 'New 3' theirs
    // A filtered list is counted as it stands.
    const art = await t.deps.db.execute(sql`select count(*)::int as n from books where publisher = ${mine.publisher} and subject = 'Art'`);
    expect(await total(mine, { subject: 'Art' })).toBe(rowsOf<{ n: number }>(art)[0]!.n);
  });
});

describe('the count of a search', () => {
  it('is exact up to the search cap, then "at least" with Next still working past its pages', async () => {
    const { publisher, user } = await catalogueOf(CATALOGUE_SEARCH_COUNT_CAP);
    const exact = await page(user, { q: 'book', limit: 100 });
    expect(exact.pagination).toMatchObject({ totalBooks: CATALOGUE_SEARCH_COUNT_CAP, totalPages: 10, hasNext: true });
    expect(exact.pagination.totalCapped).toBeUndefined();
    // One more match: the count stops at the cap (the list without a search still counts to its own).
    await t.deps.db.execute(sql`insert into books (title, publisher, subject, language, grade, author) values ('Book extra', ${publisher}, 'Art', 'English', '2', '')`);
    const capped = await page(user, { q: 'book', limit: 100 });
    expect(capped.pagination).toMatchObject({ totalBooks: CATALOGUE_SEARCH_COUNT_CAP, totalPages: 10, totalCapped: true, hasNext: true });
    expect((await page(user, { limit: 100 })).pagination).toMatchObject({ totalBooks: CATALOGUE_SEARCH_COUNT_CAP + 1, totalPages: 11 });
    expect((await page(user, { limit: 100 })).pagination.totalCapped).toBeUndefined();
    const ids: string[] = [];
    let after: string | undefined;
    for (let n = 1; n <= 11; n++) {
      const res = await page(user, { q: 'book', limit: 100, page: n, ...(after ? { after } : {}) });
      ids.push(...res.data.books.map((b) => b.bookId));
      after = res.pagination.nextCursor;
      expect(res.pagination.totalCapped).toBe(true);
      expect(res.pagination.totalPages).toBe(n < 10 ? 10 : 11);
    }
    expect(after).toBeUndefined();
    expect(new Set(ids).size).toBe(CATALOGUE_SEARCH_COUNT_CAP + 1);
  });
});

describe('keyset pages of a search while matching books are added', () => {
  it('neither skips nor repeats a match, for a word matching under the cap and one matching past it', async () => {
    const { publisher, user } = await catalogueOf(CATALOGUE_SEARCH_COUNT_CAP + 60);
    // Words the publisher's random hex name cannot contain ('4' could: it matched every book 1 time in 16).
    for (const [q, limit] of [
      ['book art', 40],
      ['book', 100],
    ] as const) {
      for (const sortBy of ['title', 'createdAt'] as const) {
        const label = `${q} by ${sortBy}`;
        const before = rowsOf<{ id: string }>(
          await t.deps.db.execute(sql`select id from books where publisher = ${publisher} and search @@ to_tsquery('simple', ${q === 'book' ? 'book:*' : 'book:* & art:*'})`),
        ).map((r) => r.id);
        const seen: string[] = [];
        let after: string | undefined;
        for (let n = 1; n < 30; n++) {
          const res = await page(user, { q, sortBy, limit, page: n, ...(after ? { after } : {}) });
          seen.push(...res.data.books.map((b) => b.bookId));
          // Matches that sort before and after the reader's place arrive between pages.
          await t.deps.db.execute(sql`
            insert into books (title, publisher, subject, language, grade, author)
            values ('Book aaa ' || ${n}, ${publisher}, 'Art', 'English', '2', ''), ('Book zzz ' || ${n}, ${publisher}, 'Art', 'English', '2', '')`);
          after = res.pagination.nextCursor;
          if (!after) break;
        }
        expect(after, label).toBeUndefined();
        expect(new Set(seen).size, label).toBe(seen.length);
        expect(
          before.filter((id) => !seen.includes(id)),
          label,
        ).toEqual([]);
      }
    }
  });
});

describe('every sort, both ways', () => {
  it('pages by cursor exactly as by page number, in the order the sort promises', async () => {
    const { user } = await catalogueOf(130);
    for (const sortBy of SEARCH_SORT_KEYS) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        const byNumber: string[] = [];
        const byCursor: string[] = [];
        let after: string | undefined;
        for (let n = 1; n <= 3; n++) {
          byNumber.push(...(await page(user, { sortBy, sortOrder, limit: 50, page: n })).data.books.map((b) => b.bookId));
          const next = await page(user, { sortBy, sortOrder, limit: 50, page: n, ...(after ? { after } : {}) });
          byCursor.push(...next.data.books.map((b) => b.bookId));
          after = next.pagination.nextCursor;
          expect(Boolean(after)).toBe(n < 3);
        }
        expect(byCursor, `${sortBy} ${sortOrder}`).toEqual(byNumber);
        expect(new Set(byNumber).size).toBe(130);
      }
    }
  });

  it('orders grades 1-12 by number, then words; titles A-Z within a subject either way', async () => {
    const { user } = await catalogueOf(40);
    const grades = (await page(user, { sortBy: 'grade', limit: 40 })).data.books.map((b) => b.grade);
    expect([...new Set(grades)]).toEqual(['2', '9', '10', 'College Student']);
    const desc = (await page(user, { sortBy: 'subject', sortOrder: 'desc', limit: 40 })).data.books;
    expect([...new Set(desc.map((b) => b.subject))]).toEqual(['Science', 'History', 'Art']);
    const science = desc.filter((b) => b.subject === 'Science').map((b) => b.title.toLowerCase());
    expect(science).toEqual([...science].sort());
  });

  it('refuses a cursor made for another sort', async () => {
    const { user } = await catalogueOf(30);
    const { pagination } = await page(user, { sortBy: 'title', limit: 10 });
    const res = await t.app.inject({ method: 'GET', url: '/api/books/search-with-status', headers: user.auth, query: { sortBy: 'grade', limit: '10', after: pagination.nextCursor! } });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('after');
    const garbage = await t.app.inject({ method: 'GET', url: '/api/books/search-with-status', headers: user.auth, query: { after: 'not-a-cursor' } });
    expect(garbage.statusCode).toBe(400);
  });
});

describe('keyset pages while books are added', () => {
  it('neither skips nor repeats a book that was there from the start, in every sort both ways', async () => {
    for (const sortBy of SEARCH_SORT_KEYS) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        const { publisher, user } = await catalogueOf(70);
        const seen: string[] = [];
        let after: string | undefined;
        for (let n = 1; ; n++) {
          const res = await page(user, { sortBy, sortOrder, limit: 25, page: n, ...(after ? { after } : {}) });
          seen.push(...res.data.books.map((b) => b.bookId));
          // Between pages an admin adds books that sort before and after where the reader is, in every key.
          await t.deps.db.execute(sql`
            insert into books (title, publisher, subject, language, grade, author)
            values ('Aaa new ' || ${n}, ${publisher}, 'Aardvarks', 'English', '1', ''), ('Zzz new ' || ${n}, ${publisher}, 'Zoology', 'English', 'Zzz grade', '')`);
          after = res.pagination.nextCursor;
          if (!after) break;
        }
        const label = `${sortBy} ${sortOrder}`;
        expect(new Set(seen).size, label).toBe(seen.length);
        const original = await t.deps.db.execute(sql`select id from books where publisher = ${publisher} and title like 'Book %'`);
        const originalIds = rowsOf<{ id: string }>(original).map((r) => r.id);
        expect(originalIds).toHaveLength(70);
        expect(
          originalIds.filter((id) => !seen.includes(id)),
          label,
        ).toEqual([]);
      }
    }
  });
});
