import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MAX, type CatalogueBook, type PagedBooksResponse } from '@booktutor/contracts/catalogue';
import { type TestApp } from '../../../test/test-app';
import { appWithAdmin, createUser, type TestAdmin, type TestUser } from '../../../test/factories';
import { rowsOf } from '../../db/rows';
import { subscriptions, users } from '../../db/schema';
import { bookProgressByRules } from '../../../test/book-progress-by-rules';
import { addBook, addChapter, recordAttempt, uniqueWord } from './test-helpers';

let t: TestApp;
let admin: TestAdmin;
beforeAll(async () => ({ t, admin } = await appWithAdmin()));
afterAll(() => t.close());

async function list(path: 'user-collection' | 'search-with-status', user: TestUser, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await t.app.inject({ method: 'GET', url: `/api/books/${path}?${qs}`, headers: user.auth });
  if (res.statusCode !== 200) throw new Error(`${path} ${res.statusCode} ${res.body}`);
  return res.json<PagedBooksResponse>();
}
const titles = (r: PagedBooksResponse) => r.data.books.map((b) => b.title);
const subscribe = (user: TestUser, bookId: string) => t.app.inject({ method: 'POST', url: '/api/subscriptions', headers: user.auth, payload: { bookId } });

/** Five books sharing one unique word, so a search isolates them from other tests' books. */
async function shelf(publisher: 'EXCELLENCE PUBLICATION' | 'JD' = 'EXCELLENCE PUBLICATION') {
  const word = uniqueWord();
  const specs = [
    { title: `Biology ${word}`, subject: 'Science', grade: '10', author: 'Ana Ruiz' },
    { title: `algebra ${word}`, subject: 'Mathematics', grade: '2', author: 'Ben Ode' },
    { title: `Chemistry ${word}`, subject: 'Science', grade: 'College Student', author: '' },
    { title: `Drama ${word}`, subject: 'English', grade: '12', author: 'Ana Ruiz' },
    { title: `Economics ${word}`, subject: 'Social Studies', grade: '9', author: 'Cy Lee' },
  ];
  const books = [];
  for (const spec of specs) books.push(await addBook(t, admin, { ...spec, publisher }));
  return { word, books };
}

describe('search-with-status (All Books)', () => {
  it('finds books by words of title, subject or author, as prefixes, with subscription status', async () => {
    const { word, books } = await shelf();
    const user = await createUser(t);
    await subscribe(user, books[0]!._id);
    const all = await list('search-with-status', user, { q: word });
    expect(titles(all)).toEqual([`algebra ${word}`, `Biology ${word}`, `Chemistry ${word}`, `Drama ${word}`, `Economics ${word}`]);
    expect(all.data.books.find((b) => b.bookId === books[0]!._id)!.isSubscribed).toBe(true);
    expect(all.data.books.filter((b) => b.isSubscribed)).toHaveLength(1);
    expect(titles(await list('search-with-status', user, { q: `${word.slice(0, 7)} chem` }))).toEqual([`Chemistry ${word}`]);
    expect(titles(await list('search-with-status', user, { q: `${word} MATHEMAT` }))).toEqual([`algebra ${word}`]);
    expect(titles(await list('search-with-status', user, { q: `${word} ruiz` }))).toEqual([`Biology ${word}`, `Drama ${word}`]);
    expect(titles(await list('search-with-status', user, { q: `${word} nothing-like-this` }))).toEqual([]);
    // Punctuation in a search is harmless.
    expect(titles(await list('search-with-status', user, { q: `${word} & (drama)! :* | '` }))).toEqual([`Drama ${word}`]);
  });

  it('filters by subject, grade and author/publisher', async () => {
    const { word } = await shelf();
    const user = await createUser(t);
    expect(titles(await list('search-with-status', user, { q: word, subject: 'science' }))).toEqual([`Biology ${word}`, `Chemistry ${word}`]);
    expect(titles(await list('search-with-status', user, { q: word, grade: 'College Student' }))).toEqual([`Chemistry ${word}`]);
    expect(titles(await list('search-with-status', user, { q: word, author: 'Cy Lee' }))).toEqual([`Economics ${word}`]);
    expect(titles(await list('search-with-status', user, { q: word, author: 'EXCELLENCE PUBLICATION' }))).toHaveLength(5);
    expect(titles(await list('search-with-status', user, { q: word, publisher: 'EXCELLENCE PUBLICATION' }))).toHaveLength(5);
  });

  it("finds one book by id (the carousel link), only within the user's publisher", async () => {
    const { books } = await shelf();
    const user = await createUser(t);
    expect((await list('search-with-status', user, { bookId: books[2]!._id })).data.books.map((b) => b.bookId)).toEqual([books[2]!._id]);
    const foreign = await addBook(t, admin, { publisher: 'CM' });
    expect((await list('search-with-status', user, { bookId: foreign._id })).data.books).toEqual([]);
  });

  it('sorts by title, subject, grade and createdAt, both ways', async () => {
    const { word } = await shelf();
    const user = await createUser(t);
    const by = async (sortBy: string, sortOrder = 'asc') => titles(await list('search-with-status', user, { q: word, sortBy, sortOrder })).map((s) => s.split(' ')[0]);
    expect(await by('title', 'desc')).toEqual(['Economics', 'Drama', 'Chemistry', 'Biology', 'algebra']);
    expect(await by('subject')).toEqual(['Drama', 'algebra', 'Biology', 'Chemistry', 'Economics']);
    expect(await by('subject', 'desc')).toEqual(['Economics', 'Biology', 'Chemistry', 'algebra', 'Drama']);
    expect(await by('grade')).toEqual(['algebra', 'Economics', 'Biology', 'Drama', 'Chemistry']);
    expect(await by('grade', 'desc')).toEqual(['Chemistry', 'Drama', 'Biology', 'Economics', 'algebra']);
    expect(await by('createdAt')).toEqual(['Biology', 'algebra', 'Chemistry', 'Drama', 'Economics']);
    expect(await by('createdAt', 'desc')).toEqual(['Economics', 'Drama', 'Chemistry', 'algebra', 'Biology']);
  });

  it('refuses sort keys of the other view and bad paging values', async () => {
    const user = await createUser(t);
    for (const qs of ['sortBy=progress', 'sortBy=lastAccessed', 'sortOrder=up', 'page=0', 'limit=1000', 'sortBy=completed']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/books/search-with-status?${qs}`, headers: user.auth });
      expect(res.statusCode, qs).toBe(400);
    }
  });

  it('refuses page numbers past PAGE_MAX with the same 400 on every paged route (never a 500 from an integer SQL cannot hold)', async () => {
    const user = await createUser(t);
    for (const path of ['search-with-status', 'user-collection']) {
      for (const page of ['2147483648', '4294967296', '1e10', '1e15', '1e300', String(PAGE_MAX + 1)]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/books/${path}?page=${page}`, headers: user.auth });
        expect(res.statusCode, `${path} page=${page}`).toBe(400);
        expect(res.json()).toMatchObject({ message: `Page must be a whole number from 1 to ${PAGE_MAX}.`, field: 'page' });
      }
      const last = await t.app.inject({ method: 'GET', url: `/api/books/${path}?page=${PAGE_MAX}&limit=100`, headers: user.auth });
      expect(last.statusCode, `${path} page=${PAGE_MAX}`).toBe(200);
      expect(last.json().data.books).toEqual([]);
    }
  });

  it('pages by 20 by default with the pagination block', async () => {
    const word = uniqueWord();
    for (let i = 1; i <= 23; i++) await addBook(t, admin, { title: `Volume ${String(i).padStart(2, '0')} ${word}` });
    const user = await createUser(t);
    const first = await list('search-with-status', user, { q: word });
    expect(first.data.books).toHaveLength(20);
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 2, totalBooks: 23, limit: 20, hasPrev: false, hasNext: true, nextCursor: expect.any(String) });
    const second = await list('search-with-status', user, { q: word, page: 2 });
    expect(titles(second)).toEqual([21, 22, 23].map((i) => `Volume ${i} ${word}`));
    expect(second.pagination).toMatchObject({ currentPage: 2, totalPages: 2, hasPrev: true, hasNext: false });
    const beyond = await list('search-with-status', user, { q: word, page: 5 });
    expect(beyond.data.books).toEqual([]);
    expect(beyond.pagination).toMatchObject({ totalBooks: 23, totalPages: 2, hasPrev: true, hasNext: false });
    expect((await list('search-with-status', user, { q: word, limit: 5, page: 5 })).data.books).toHaveLength(3);
  });

  it("shows only the user's publisher, with the filter choices of that catalogue", async () => {
    const jd = await shelf('JD');
    const user = await createUser(t, { publisher: 'EXCELLENCE PUBLICATION' });
    expect((await list('search-with-status', user, { q: jd.word })).data.books).toEqual([]);
    expect((await list('search-with-status', user, { publisher: 'JD' })).data.books).toEqual([]);
    const jdUser = await createUser(t, { publisher: 'JD' });
    const result = await list('search-with-status', jdUser, { q: jd.word });
    expect(result.data.books).toHaveLength(5);
    expect(result.data.books.every((b) => b.publisher === 'JD')).toBe(true);
    const filters = result.data.availableFilters;
    expect(filters.publishers).toEqual(['JD']);
    expect(filters.subjects).toEqual(expect.arrayContaining(['Mathematics', 'Science', 'Social Studies']));
    expect(filters.authors).toEqual(expect.arrayContaining(['Ana Ruiz', 'Cy Lee']));
    expect(filters.grades.indexOf('2')).toBeLessThan(filters.grades.indexOf('10'));
    expect(result.data.books[0]).not.toHaveProperty('userProgress');
  });

  it('offers each distinct subject, grade and author of the whole catalogue once as a filter choice, never an empty one', async () => {
    const word = uniqueWord();
    const distinct = async (column: 'subject' | 'grade' | 'author') => {
      const c = sql.raw(column);
      const result = await t.deps.db.execute(sql`select distinct ${c} as v from books where publisher = 'CM' and ${c} <> ''`);
      return rowsOf<{ v: string }>(result).map((r) => r.v);
    };
    await addBook(t, admin, { title: `Atlas ${word}`, publisher: 'CM', subject: `Zoology ${word}`, grade: `Year ${word}`, author: '' });
    await addBook(t, admin, { title: `Botany ${word}`, publisher: 'CM', subject: `Zoology ${word}`, grade: `Year ${word}`, author: `Writer ${word}` });
    const before = { subjects: await distinct('subject'), grades: await distinct('grade'), authors: await distinct('author') };
    const user = await createUser(t, { publisher: 'CM' });
    // The choices cover the catalogue, not only the books this search finds (none here).
    const result = await list('search-with-status', user, { q: `nothing${word}` });
    expect(result.data.books).toEqual([]);
    const after = { subjects: await distinct('subject'), grades: await distinct('grade'), authors: await distinct('author') };
    const filters = result.data.availableFilters;
    expect(filters.publishers).toEqual(['CM']);
    for (const key of ['subjects', 'grades', 'authors'] as const) {
      expect(new Set(filters[key]).size).toBe(filters[key].length);
      expect(filters[key]).not.toContain('');
      // Other test files may add CM books meanwhile (on PostgreSQL they share the database).
      expect(filters[key]).toEqual(expect.arrayContaining(before[key]));
      expect(after[key]).toEqual(expect.arrayContaining(filters[key]));
    }
    expect(filters.subjects).toContain(`Zoology ${word}`);
    expect(filters.authors).toContain(`Writer ${word}`);
  });
});

describe('user-collection (My Collection)', () => {
  async function collector() {
    const { word, books } = await shelf();
    const user = await createUser(t);
    for (const b of books.slice(0, 4)) await subscribe(user, b._id); // not Economics
    return { word, books, user };
  }

  it('lists only subscribed books, with not_started progress before any test', async () => {
    const { books, user } = await collector();
    const res = await list('user-collection', user);
    expect(res.success).toBe(true);
    expect(res.data.books.map((b) => b.bookId).sort()).toEqual(
      books
        .slice(0, 4)
        .map((b) => b._id)
        .sort(),
    );
    expect(res.data.books.every((b) => b.isSubscribed)).toBe(true);
    expect(res.data.books[0]!.userProgress).toEqual({ progressPercentage: 0, status: 'not_started', chaptersCompleted: 0, totalTimeSpent: 0, averageScore: 0 });
    expect(res.data.availableFilters.subjects).toEqual(['English', 'Mathematics', 'Science']);
    expect(res.data.availableFilters.grades).toEqual(['2', '10', '12', 'College Student']);
    expect(res.data.availableFilters.authors).toEqual(['Ana Ruiz', 'Ben Ode']);
    expect(res.pagination).toEqual({ currentPage: 1, totalPages: 1, totalBooks: 4, limit: 20, hasPrev: false, hasNext: false });
  });

  it('searches and filters within the collection', async () => {
    const { user } = await collector();
    expect(titles(await list('user-collection', user, { search: 'drama' })).map((s) => s.split(' ')[0])).toEqual(['Drama']);
    expect(titles(await list('user-collection', user, { search: 'econ' }))).toEqual([]);
    expect(titles(await list('user-collection', user, { subject: 'Science' })).map((s) => s.split(' ')[0])).toEqual(['Biology', 'Chemistry']);
    expect(titles(await list('user-collection', user, { grade: '2' })).map((s) => s.split(' ')[0])).toEqual(['algebra']);
    expect(titles(await list('user-collection', user, { author: 'Ana Ruiz', sortOrder: 'desc' })).map((s) => s.split(' ')[0])).toEqual(['Drama', 'Biology']);
  });

  it('computes progress, status, chapters completed, time and average score from the test records', async () => {
    const { books, user } = await collector();
    const [biology, algebra, chemistry] = books;
    const bio1 = await addChapter(t, admin, biology!, 'Cells'); // 4 questions, 5 marks
    const bio2 = await addChapter(t, admin, biology!, 'Genes');
    const alg1 = await addChapter(t, admin, algebra!, 'Sets');
    await addChapter(t, admin, chemistry!, 'Atoms');
    // Biology: chapter 1 fully answered (old attempt ignored), chapter 2 half answered.
    await recordAttempt(t, { userId: user.id, chapterId: bio1._id, attemptNumber: 1, seconds: 600, answers: [[0, 2]] });
    await recordAttempt(t, {
      userId: user.id,
      chapterId: bio1._id,
      attemptNumber: 2,
      seconds: 300,
      answers: [
        [2, 2],
        [1, 1],
        [0, 1],
        [1, 1],
      ],
    });
    await recordAttempt(t, {
      userId: user.id,
      chapterId: bio2._id,
      attemptNumber: 1,
      seconds: 120,
      answers: [
        [1, 2],
        [1, 1],
      ],
    });
    // Algebra: every question answered, all correct.
    await recordAttempt(t, {
      userId: user.id,
      chapterId: alg1._id,
      seconds: 90,
      answers: [
        [2, 2],
        [1, 1],
        [1, 1],
        [1, 1],
      ],
    });
    // Another student's records do not count.
    const other = await createUser(t);
    await recordAttempt(t, {
      userId: other.id,
      chapterId: bio2._id,
      answers: [
        [2, 2],
        [1, 1],
        [1, 1],
        [1, 1],
      ],
    });

    const res = await list('user-collection', user);
    const byTitle = new Map(res.data.books.map((b) => [b.title.split(' ')[0], b] as [string, CatalogueBook]));
    expect(byTitle.get('Biology')).toMatchObject({ totalChapters: 2 });
    expect(byTitle.get('Biology')!.userProgress).toEqual({
      progressPercentage: 75, // 6 of 8 questions
      status: 'in_progress',
      chaptersCompleted: 1,
      totalTimeSpent: 17, // (600 + 300 + 120) s
      averageScore: 73.3, // mean of 80% and 66.7%
    });
    expect(byTitle.get('algebra')!.userProgress).toEqual({ progressPercentage: 100, status: 'completed', chaptersCompleted: 1, totalTimeSpent: 2, averageScore: 100 });
    expect(byTitle.get('Chemistry')!.userProgress).toMatchObject({ progressPercentage: 0, status: 'not_started' });

    expect(titles(await list('user-collection', user, { status: 'completed' })).map((s) => s.split(' ')[0])).toEqual(['algebra']);
    expect(titles(await list('user-collection', user, { status: 'in_progress' })).map((s) => s.split(' ')[0])).toEqual(['Biology']);
    expect(titles(await list('user-collection', user, { status: 'not_started' })).map((s) => s.split(' ')[0])).toEqual(['Chemistry', 'Drama']);
    const byProgress = titles(await list('user-collection', user, { sortBy: 'progress', sortOrder: 'desc' })).map((s) => s.split(' ')[0]);
    expect(byProgress).toEqual(['algebra', 'Biology', 'Chemistry', 'Drama']);
    const byProgressAsc = titles(await list('user-collection', user, { sortBy: 'progress' })).map((s) => s.split(' ')[0]);
    expect(byProgressAsc).toEqual(['Chemistry', 'Drama', 'Biology', 'algebra']);
  });

  it('keeps showing the previous attempt while a retake has no answers yet, as the chat and profile do', async () => {
    const { books, user } = await collector();
    const [biology, algebra] = books;
    const sets = await addChapter(t, admin, algebra!, 'Sets'); // 4 questions
    const cells = await addChapter(t, admin, biology!, 'Cells');
    await addChapter(t, admin, biology!, 'Genes');
    await recordAttempt(t, {
      userId: user.id,
      chapterId: sets._id,
      attemptNumber: 1,
      seconds: 90,
      answers: [
        [2, 2],
        [1, 1],
        [0, 1],
        [1, 1],
      ],
    });
    await recordAttempt(t, {
      userId: user.id,
      chapterId: cells._id,
      attemptNumber: 1,
      seconds: 60,
      answers: [
        [1, 2],
        [1, 1],
      ],
    });
    // Retakes started, nothing answered yet.
    await recordAttempt(t, { userId: user.id, chapterId: sets._id, attemptNumber: 2, seconds: 60, answers: [] });
    await recordAttempt(t, { userId: user.id, chapterId: cells._id, attemptNumber: 2, seconds: 0, answers: [] });

    const res = await list('user-collection', user);
    const progressOf = (title: string) => res.data.books.find((b) => b.title.startsWith(`${title} `))!.userProgress;
    // 4 of 4, 80%; time over both attempts: 150 s = 2.5 min, whole.
    expect(progressOf('algebra')).toEqual({ progressPercentage: 100, status: 'completed', chaptersCompleted: 1, totalTimeSpent: 3, averageScore: 80 });
    // 2 of 8 questions, 66.7%.
    expect(progressOf('Biology')).toEqual({ progressPercentage: 25, status: 'in_progress', chaptersCompleted: 0, totalTimeSpent: 1, averageScore: 66.7 });
    expect(titles(await list('user-collection', user, { status: 'completed' })).map((s) => s.split(' ')[0])).toEqual(['algebra']);
    expect(
      titles(await list('user-collection', user, { sortBy: 'progress', sortOrder: 'desc' }))
        .map((s) => s.split(' ')[0])
        .slice(0, 2),
    ).toEqual(['algebra', 'Biology']);

    // The progress feature's TypeScript rules say exactly the same.
    const chat = await bookProgressByRules(t.deps.db, { userId: user.id, bookIds: [algebra!._id, biology!._id] });
    expect(chat.get(algebra!._id)).toEqual(progressOf('algebra'));
    expect(chat.get(biology!._id)).toEqual(progressOf('Biology'));
  });

  it('sorts by lastAccessed (never-opened books last) and the other keys', async () => {
    const { books, user } = await collector();
    const [biology, algebra] = books;
    await addChapter(t, admin, biology!);
    await addChapter(t, admin, algebra!);
    // Opening a book's chapters marks it accessed.
    await t.app.inject({ method: 'GET', url: `/api/books/${biology!._id}/chapters`, headers: user.auth });
    t.clock.advance(60_000);
    await t.app.inject({ method: 'GET', url: `/api/books/${algebra!._id}/chapters`, headers: user.auth });
    const [sub] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.bookId, algebra!._id));
    expect(sub!.lastAccessedAt).not.toBeNull();
    const by = async (sortBy: string, sortOrder = 'asc') => titles(await list('user-collection', user, { sortBy, sortOrder })).map((s) => s.split(' ')[0]);
    expect(await by('lastAccessed', 'desc')).toEqual(['algebra', 'Biology', 'Chemistry', 'Drama']);
    expect(await by('lastAccessed', 'asc')).toEqual(['Biology', 'algebra', 'Chemistry', 'Drama']);
    expect(await by('title')).toEqual(['algebra', 'Biology', 'Chemistry', 'Drama']);
    expect(await by('grade', 'desc')).toEqual(['Chemistry', 'Drama', 'Biology', 'algebra']);
    expect(await by('subject')).toEqual(['Drama', 'algebra', 'Biology', 'Chemistry']);
    expect(await by('createdAt', 'desc')).toEqual(['Drama', 'Chemistry', 'algebra', 'Biology']);
    const lastAccessed = (await list('user-collection', user, { sortBy: 'lastAccessed', sortOrder: 'desc' })).data.books[0]!.lastAccessed;
    expect(lastAccessed).toBeTruthy();
  });

  it('pages the collection', async () => {
    const word = uniqueWord();
    const user = await createUser(t);
    for (let i = 1; i <= 21; i++) {
      const book = await addBook(t, admin, { title: `Part ${String(i).padStart(2, '0')} ${word}` });
      await subscribe(user, book._id);
    }
    const first = await list('user-collection', user);
    expect(first.data.books).toHaveLength(20);
    expect(first.pagination).toMatchObject({ totalPages: 2, totalBooks: 21, hasNext: true });
    const second = await list('user-collection', user, { page: 2 });
    expect(titles(second)).toEqual([`Part 21 ${word}`]);
  });

  it('keeps the total and the filter choices on a page past the end', async () => {
    const { user } = await collector();
    const res = await list('user-collection', user, { page: 3 });
    expect(res.data.books).toEqual([]);
    expect(res.pagination).toEqual({ currentPage: 3, totalPages: 1, totalBooks: 4, limit: 20, hasPrev: true, hasNext: false });
    expect(res.data.availableFilters.subjects).toEqual(['English', 'Mathematics', 'Science']);
    const filtered = await list('user-collection', user, { status: 'completed', page: 2 });
    expect(filtered.pagination).toMatchObject({ totalBooks: 0, totalPages: 0 });
  });

  it('leaves out subscriptions to books of another publisher', async () => {
    const { books } = await shelf('JD');
    const user = await createUser(t, { publisher: 'JD' });
    await subscribe(user, books[0]!._id);
    await t.deps.db.update(users).set({ publisher: 'CP' }).where(eq(users.id, user.id));
    const res = await list('user-collection', user);
    expect(res.data.books).toEqual([]);
    expect(res.pagination).toMatchObject({ totalBooks: 0, totalPages: 0, hasNext: false, hasPrev: false });
  });
});
