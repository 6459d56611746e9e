/**
 * The search's probe (paged-books-repository.ts, SEARCH_PROBE_ROWS): a word with more than the
 * count cap of matches among the first rows of books as stored is counted "1,000+" without the
 * text index. The probe must count only the user's publisher's books that pass every filter, and
 * its pages must be the list's own. Its books are this file's first (a fresh PGlite database per
 * file), so the probe is what counts them there; on a shared PostgreSQL database other tests'
 * books come first, and the same answers then come from the text index.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_SEARCH_COUNT_CAP } from '@booktutor/contracts/catalogue';
import { createTestApp, unique, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/factories';
import { allBooksPage } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = (user: TestUser, query: Record<string, string | number>) => allBooksPage(t, user, query);

const insertPhysics = (publisher: string, from: number, to: number) =>
  t.deps.db.execute(sql`
    insert into books (title, publisher, subject, language, grade, author)
    select 'Physics ' || (i % 89), ${publisher}, (array['Science','Art'])[1 + i % 2], 'English', (array['2','10','College Student','9'])[1 + i % 4], 'Author ' || (i % 5)
    from generate_series(${from}::int, ${to}::int) as i`);

describe('a search counted by its probe', () => {
  it("counts the user's publisher's matches passing the filters only, then caps them, paging as the list does", async () => {
    const mine = unique('Publisher ');
    const theirs = unique('Publisher ');
    // Stored interleaved: the first rows hold more matches than the cap, but not of one publisher.
    const half = CATALOGUE_SEARCH_COUNT_CAP - 100;
    for (let k = 0; k < 2 * half; k += 100) {
      await insertPhysics(mine, k + 1, k + 50);
      await insertPhysics(theirs, k + 51, k + 100);
    }
    const user = await createUser(t, { publisher: mine as never });
    const exact = await page(user, { q: 'physics', limit: 20 });
    expect(exact.pagination.totalBooks).toBe(half);
    expect(exact.pagination.totalCapped).toBeUndefined();
    const science = await page(user, { q: 'phys', subject: 'Science', limit: 20 });
    expect(science.pagination.totalBooks).toBe(half / 2);
    expect(science.data.books.every((b) => b.subject === 'Science')).toBe(true);

    await insertPhysics(mine, 2 * half + 1, 2 * half + 200);
    for (const [sortBy, sortOrder] of [
      ['title', 'asc'],
      ['grade', 'desc'],
    ] as const) {
      const label = `${sortBy} ${sortOrder}`;
      let after: string | undefined;
      for (let n = 1; n <= 2; n++) {
        // Every book of the publisher matches: the search's pages are the list's.
        const listed = await page(user, { sortBy, sortOrder, limit: 30, page: n });
        const numbered = await page(user, { q: 'physics', sortBy, sortOrder, limit: 30, page: n });
        const byCursor = await page(user, { q: 'physic', sortBy, sortOrder, limit: 30, page: n, ...(after ? { after } : {}) });
        after = byCursor.pagination.nextCursor;
        expect(numbered.pagination, label).toMatchObject({ totalBooks: CATALOGUE_SEARCH_COUNT_CAP, totalCapped: true, hasNext: true });
        expect(
          numbered.data.books.map((b) => b.bookId),
          label,
        ).toEqual(listed.data.books.map((b) => b.bookId));
        expect(
          byCursor.data.books.map((b) => b.bookId),
          label,
        ).toEqual(listed.data.books.map((b) => b.bookId));
      }
    }
  });
});
