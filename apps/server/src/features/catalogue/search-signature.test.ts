/**
 * The search signature (drizzle/0017, schema.ts books.searchSignature): a search matching more
 * books than it sorts from the text index (SEARCH_SORT_ROWS) walks the sort's index rejecting
 * books whose signature lacks the query's bits. The
 * signature must never reject a match (hostile text included), and the walk must page exactly as
 * the list without a search does, filtered to the matches, in every sort both ways.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_SORT_KEYS } from '@booktutor/contracts/catalogue';
import { createTestApp, unique, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/factories';
import { allBooksPage } from './test-helpers';
import { rowsOf } from '../../db/rows';
import { SEARCH_SORT_ROWS, toPrefixTsQuery } from './paged-books-repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = (user: TestUser, query: Record<string, string | number>) => allBooksPage(t, user, query);

const HOSTILE_TITLES = [
  'İstanbul Straße ÆSIR ﬁnance',
  'naïve café — résumé',
  "it's a \\back\\slash 'quoted' book",
  '数学 物理学 化学入门',
  'Ελληνικά Κείμενα',
  '🚀 rocket 🧪 lab 👩‍🔬 science',
  'constructor __proto__ toString hasOwnProperty',
  'lone \uD800 surrogate \uDC00 text',
  'e-mail x2y 3.14 1,000 ab-cd-ef',
  `long ${'w'.repeat(300)} word`,
  'Physics Physical physique phys',
];

/** Lone surrogates as U+FFFD, as UTF-8 stores them. */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

describe('the search signature', () => {
  it('never rejects a book that matches, for every prefix of every word of hostile titles', async () => {
    const publisher = unique('Publisher ');
    for (const title of HOSTILE_TITLES) {
      await t.deps.db.execute(sql`insert into books (title, publisher, subject, language, grade, author) values (${wellFormed(title)}, ${publisher}, 'Science', 'English', '2', 'Ana Ruiz')`);
    }
    const words = HOSTILE_TITLES.flatMap((title) => title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
    const queries = new Set<string>(['constructor', '__proto__', 'a\u0000b', '\uD800', '🚀', 'x'.repeat(100_000), "it's", 'back\\slash']);
    for (const word of words) for (let n = 1; n <= Math.min(word.length, 8); n++) queries.add([...word].slice(0, n).join(''));
    for (let i = 0; i + 1 < words.length; i++) queries.add(`${words[i]!.slice(0, 4)} ${words[i + 1]!.slice(0, 3)}`);
    let rejected = 0;
    for (const q of queries) {
      const tsQuery = toPrefixTsQuery(q);
      if (!tsQuery) continue;
      const rows = rowsOf<{ matches: boolean; passes: boolean }>(
        await t.deps.db.execute(sql`
          select search @@ to_tsquery('simple', ${tsQuery}) as matches,
                 (search_signature & book_search_mask(to_tsquery('simple', ${tsQuery}))) = book_search_mask(to_tsquery('simple', ${tsQuery})) as passes
          from books where publisher = ${publisher}`),
      );
      expect(
        rows.filter((r) => r.matches && !r.passes),
        q.slice(0, 40),
      ).toEqual([]);
      rejected += rows.filter((r) => !r.matches && !r.passes).length;
    }
    // It is worth having: most non-matching books are rejected by the signature alone.
    expect(rejected).toBeGreaterThan(queries.size * 5);
  });

  it('holds only non-negative values, and follows a renamed book', async () => {
    const publisher = unique('Publisher ');
    await t.deps.db.execute(sql`insert into books (title, publisher, subject, language, grade) values ('Optics primer', ${publisher}, 'Science', 'English', '2')`);
    const passes = async (word: string) =>
      rowsOf<{ ok: boolean; signature: number }>(
        await t.deps.db.execute(sql`
          select (search_signature & book_search_mask(to_tsquery('simple', ${`${word}:*`}))) = book_search_mask(to_tsquery('simple', ${`${word}:*`})) as ok, search_signature::float8 as signature
          from books where publisher = ${publisher}`),
      )[0]!;
    expect((await passes('optics')).signature).toBeGreaterThanOrEqual(0);
    await t.deps.db.execute(sql`update books set title = 'Acoustics primer' where publisher = ${publisher}`);
    expect((await passes('acoust')).ok).toBe(true);
  });
});

describe('a search matching more books than it sorts from the text index (the signature walk)', () => {
  it('pages as the list without a search filtered to the matches, in every sort both ways, by number and by cursor', async () => {
    const publisher = unique('Publisher ');
    // Three books in four match 'physics', more than a search sorts from the text index; the
    // others sort among them in every key.
    const total = Math.ceil(((SEARCH_SORT_ROWS + 1) * 4) / 3) + 400;
    await t.deps.db.execute(sql`
      insert into books (title, publisher, subject, language, grade, author)
      select (case when i % 4 = 0 then 'Geography ' else 'Physics ' end) || (i % 89), ${publisher},
             (array['Science','History','Art'])[1 + i % 3], 'English', (array['2','10','College Student','9'])[1 + i % 4], 'Author ' || (i % 5)
      from generate_series(1, ${total}::int) as i`);
    const user = await createUser(t, { publisher: publisher as never });
    const limit = 60;
    for (const sortBy of SEARCH_SORT_KEYS) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        const label = `${sortBy} ${sortOrder}`;
        // The reference: the books in the sort's order (no search), keeping the matches, as far as the pages below need.
        const expected: string[] = [];
        for (let n = 1; expected.length < 3 * limit; n++) {
          const listed = (await page(user, { sortBy, sortOrder, limit: 100, page: n })).data.books;
          expect(listed.length, label).toBeGreaterThan(0);
          expected.push(...listed.filter((b) => b.title.startsWith('Physics')).map((b) => b.bookId));
        }
        const byNumber: string[] = [];
        const byCursor: string[] = [];
        let after: string | undefined;
        for (let n = 1; n <= 3; n++) {
          const numbered = await page(user, { q: 'physics', sortBy, sortOrder, limit, page: n });
          expect(numbered.pagination.totalCapped, label).toBe(true);
          byNumber.push(...numbered.data.books.map((b) => b.bookId));
          const next = await page(user, { q: 'phys', sortBy, sortOrder, limit, page: n, ...(after ? { after } : {}) });
          byCursor.push(...next.data.books.map((b) => b.bookId));
          after = next.pagination.nextCursor;
        }
        expect(byNumber, label).toEqual(expected.slice(0, 3 * limit));
        expect(byCursor, label).toEqual(expected.slice(0, 3 * limit));
      }
    }
  });
});
