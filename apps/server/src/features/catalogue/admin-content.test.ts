import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MSG } from '@booktutor/contracts/catalogue';
import { MSG } from '@booktutor/contracts/messages';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createAdmin, createUser, type TestAdmin } from '../../../test/factories';
import { chapterPassages, chapters, chatMessages, subscriptions, testAnswers, testAttempts } from '../../db/schema';
import { addBook, addChapter, multipartFile, PNG_1X1, recordAttempt, SAMPLE_CHAPTER } from './test-helpers';

let t: TestApp;
let admin: TestAdmin;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const uploadCover = (bytes: Buffer, type = 'image/png', name = 'cover.png', auth = admin.auth) => {
  const form = multipartFile('coverImage', name, type, bytes);
  return t.app.inject({ method: 'POST', url: '/api/admins/upload-book-cover', headers: { ...auth, ...form.headers }, payload: form.payload });
};

describe('upload-book-cover', () => {
  it('stores an image checked by its content and serves it at the returned imageUrl', async () => {
    const res = await uploadCover(PNG_1X1);
    expect(res.statusCode).toBe(200);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(/^\/uploads\/covers\/[0-9a-f-]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('names the file by what it is, whatever the browser claims', async () => {
    const res = await uploadCover(PNG_1X1, 'image/jpeg', 'photo.jpg');
    expect(res.json().imageUrl).toMatch(/\.png$/);
  });

  it('refuses a non-image dressed up as one with the spec message', async () => {
    for (const [bytes, name] of [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg'],
      [Buffer.from('just some text pretending to be a png'), 'fake.png'],
      [Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'doc.png'],
    ] as const) {
      const res = await uploadCover(bytes, 'image/png', name);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ message: MSG.books.imageTypeInvalid, field: 'coverImage' });
    }
  });

  it('refuses an image over 5 MB with the spec message', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await uploadCover(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MSG.books.imageTooLarge);
  });

  it('accepts an image of exactly 5 MB', async () => {
    const exact = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024 - PNG_1X1.length)]);
    expect((await uploadCover(exact)).statusCode).toBe(200);
  });

  it('asks for a file when none is sent, and for an admin token', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/admins/upload-book-cover', headers: { ...admin.auth, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(CATALOGUE_MSG.coverRequired);
    const user = await createUser(t);
    expect((await uploadCover(PNG_1X1, 'image/png', 'a.png', user.auth)).statusCode).toBe(403);
    expect((await uploadCover(PNG_1X1, 'image/png', 'a.png', {} as never)).statusCode).toBe(401);
  });
});

describe('add-book', () => {
  it('adds a book with 201 and presents it without column names', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admins/add-book',
      headers: admin.auth,
      payload: { title: ' Algebra I ', publisher: 'CP', subject: 'Mathematics', language: 'English', grade: 'College Student', bookCoverImgLink: 'https://example.org/a.png' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: CATALOGUE_MSG.bookAdded,
      book: { title: 'Algebra I', publisher: 'CP', grade: 'College Student', bookCoverImgLink: 'https://example.org/a.png', totalChapters: 0 },
    });
    expect(res.json().book).not.toHaveProperty('coverUrl');
  });

  it('accepts a custom grade and no cover', async () => {
    const book = await addBook(t, admin, { grade: 'Year 9 (IGCSE)' });
    expect(book).toMatchObject({ grade: 'Year 9 (IGCSE)', bookCoverImgLink: '' });
  });

  it('requires every field, a listed publisher and a web or uploaded cover address', async () => {
    const base = { title: 'T', publisher: 'JD', subject: 'S', language: 'L', grade: '1' };
    for (const payload of [
      { ...base, title: '  ' },
      { ...base, subject: undefined },
      { ...base, publisher: 'ACME' },
      { ...base, bookCoverImgLink: 'javascript:alert(1)' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admins/add-book', headers: admin.auth, payload });
      expect(res.statusCode).toBe(400);
    }
  });

  it('is for admins only', async () => {
    const user = await createUser(t);
    const payload = { title: 'T', publisher: 'JD', subject: 'S', language: 'L', grade: '1' };
    expect((await t.app.inject({ method: 'POST', url: '/api/admins/add-book', headers: user.auth, payload })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admins/add-book', payload })).statusCode).toBe(401);
  });
});

describe('process-text-batch and add-chapter', () => {
  it('returns the spec response with the questions, marks, keys and missing keys flagged', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admins/process-text-batch', headers: admin.auth, payload: { rawText: SAMPLE_CHAPTER, subject: 'Science' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, isQuestionFormat: true, totalQuestions: 4, totalMarks: 5, missingAnswerKeys: 1, passageCount: 1 });
    expect(body.vectorStoreId).toMatch(/^vs_/);
    expect(body.combinedPrompt).toContain('Science');
    expect(body.processedText).toContain('Friction');
    expect(body.questionArray.map((q: { number: number; type: string; marks: number; answer: string | null; needsAnswerKey: boolean }) => [q.number, q.type, q.marks, q.answer, q.needsAnswerKey])).toEqual([
      [1, 'short', 2, 'A push or a pull.', false],
      [2, 'true_false', 1, 'false', false],
      [3, 'mcq', 1, 'B', false],
      [4, 'short', 1, null, true],
    ]);
  });

  it('treats plain prose as a chapter without questions', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admins/process-text-batch', headers: admin.auth, payload: { rawText: 'Rivers carry water to the sea.\n\nDeltas form at river mouths.', subject: 'Geography' } });
    expect(res.json()).toMatchObject({ isQuestionFormat: false, totalQuestions: 0, questionArray: [] });
  });

  it('reports unreadable question-set input as a 400 with the line', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admins/process-text-batch', headers: admin.auth, payload: { rawText: 'What is 2+2? {=4 ~3}\n\n::Broken title What is 3+3? {=6}', subject: 'Maths' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/line \d+/);
  });

  it('needs raw text (the spec message) and an admin', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admins/process-text-batch', headers: admin.auth, payload: { rawText: ' ', subject: 'S' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.books.rawTextRequired);
    const user = await createUser(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/admins/process-text-batch', headers: user.auth, payload: { rawText: 'x', subject: 'S' } })).statusCode).toBe(403);
  });

  it('stores prompt, questions with keys, passages, totals; students get no prompt and no keys', async () => {
    const book = await addBook(t, admin, { subject: 'Physics' });
    const chapter = await addChapter(t, admin, book, 'Forces');
    expect(chapter).toMatchObject({ bookId: book._id, title: 'Forces', subject: 'Physics', totalQuestions: 4, totalMarks: 5, position: 1 });
    const [row] = await t.deps.db.select().from(chapters).where(eq(chapters.id, chapter._id));
    expect(row!.prompt).toContain('"Forces"');
    expect((row!.questions as Array<{ answer: string | null }>).map((q) => q.answer)).toEqual(['A push or a pull.', 'false', 'B', null]);
    const passages = await t.deps.db.select().from(chapterPassages).where(eq(chapterPassages.chapterId, chapter._id));
    expect(passages).toHaveLength(1);
    expect(passages[0]).toMatchObject({ ordinal: 1, heading: 'Forces and Motion' });

    const second = await addChapter(t, admin, book, 'Friction');
    expect(second.position).toBe(2);
    const student = await createUser(t);
    const listed = await t.app.inject({ method: 'GET', url: `/api/books/${book._id}/chapters`, headers: student.auth });
    expect(listed.json().map((c: { title: string }) => c.title)).toEqual(['Forces', 'Friction']);
    expect(listed.body).not.toContain('A push or a pull');
    expect(listed.json()[0]).not.toHaveProperty('prompt');
    const asAdmin = await t.app.inject({ method: 'GET', url: `/api/books/${book._id}/chapters`, headers: admin.auth });
    expect(asAdmin.json()[0].prompt).toContain('Physics');
  });

  it('tells the book\'s subscribers, and nobody else, about a new chapter', async () => {
    const book = await addBook(t, admin, { title: 'Notified Book' });
    const [subscriber, other] = [await createUser(t), await createUser(t)];
    const subscribed = await t.app.inject({ method: 'POST', url: '/api/subscriptions', headers: subscriber.auth, payload: { bookId: book._id } });
    expect(subscribed.statusCode).toBe(201);
    await addChapter(t, admin, book, 'Magnets');
    const inboxOf = async (user: { auth: Record<string, string> }) =>
      (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: user.auth })).json() as { title: string; message: string }[];
    // The outbox worker delivers after the answer (woken by the commit, no drain): wait for it.
    const newsOf = async () => (await inboxOf(subscriber)).filter((n) => n.title === 'New chapter available');
    for (const end = Date.now() + 5000; (await newsOf()).length === 0 && Date.now() < end; ) await new Promise((r) => setTimeout(r, 25));
    const news = await newsOf();
    expect(news).toHaveLength(1);
    expect(news[0]!.message).toBe('"Magnets" has been added to Notified Book.');
    expect((await inboxOf(other)).some((n) => n.title === 'New chapter available')).toBe(false);
  });

  it('takes the subject from the book, whatever the body says', async () => {
    const book = await addBook(t, admin, { subject: 'Biology' });
    const processed = (await t.app.inject({ method: 'POST', url: '/api/admins/process-text-batch', headers: admin.auth, payload: { rawText: SAMPLE_CHAPTER, subject: 'Biology', title: 'Cells' } })).json();
    const res = await t.app.inject({ method: 'POST', url: '/api/admins/add-chapter', headers: admin.auth, payload: { bookId: book._id, title: 'Cells', subject: 'Chemistry', prompt: processed.combinedPrompt, vectorStoreId: processed.vectorStoreId, rawText: SAMPLE_CHAPTER } });
    expect(res.json().chapter.subject).toBe('Biology');
  });

  it('refuses to save text that differs from what was processed, and saves nothing', async () => {
    const book = await addBook(t, admin);
    const processed = (await t.app.inject({ method: 'POST', url: '/api/admins/process-text-batch', headers: admin.auth, payload: { rawText: SAMPLE_CHAPTER, subject: book.subject } })).json();
    const res = await t.app.inject({ method: 'POST', url: '/api/admins/add-chapter', headers: admin.auth, payload: { bookId: book._id, title: 'X', subject: book.subject, prompt: processed.combinedPrompt, vectorStoreId: processed.vectorStoreId, rawText: SAMPLE_CHAPTER.replace('push', 'shove') } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CATALOGUE_MSG.staleProcessing);
    const [count] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(chapters).where(eq(chapters.bookId, book._id));
    expect(count!.n).toBe(0);
  });

  it('needs the final prompt before saving (the spec message) and an existing book', async () => {
    const book = await addBook(t, admin);
    const noPrompt = await t.app.inject({ method: 'POST', url: '/api/admins/add-chapter', headers: admin.auth, payload: { bookId: book._id, title: 'X', subject: 'S', prompt: '', vectorStoreId: '', rawText: 'text' } });
    expect(noPrompt.statusCode).toBe(400);
    expect(noPrompt.json().message).toBe(MSG.books.processFirst);
    const missing = await t.app.inject({ method: 'POST', url: '/api/admins/add-chapter', headers: admin.auth, payload: { bookId: '00000000-0000-4000-8000-000000000000', title: 'X', subject: 'S', prompt: 'p', vectorStoreId: 'v', rawText: 'text' } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('admin books list and deletions', () => {
  it('lists every publisher\'s books with chapter counts', async () => {
    const jd = await addBook(t, admin, { publisher: 'JD', title: 'JD Book' });
    const cm = await addBook(t, admin, { publisher: 'CM', title: 'CM Book' });
    await addChapter(t, admin, cm);
    const res = await t.app.inject({ method: 'GET', url: '/api/admins/books', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().map((b: { _id: string }) => [b._id, b]));
    expect(byId.get(jd._id)).toMatchObject({ publisher: 'JD', totalChapters: 0 });
    expect(byId.get(cm._id)).toMatchObject({ publisher: 'CM', totalChapters: 1 });
    const user = await createUser(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/admins/books', headers: user.auth })).statusCode).toBe(403);
  });

  it('deletes a book with its chapters, passages, subscriptions and students\' chapter data', async () => {
    const cover = (await uploadCover(PNG_1X1)).json().imageUrl as string;
    const book = await addBook(t, admin, { bookCoverImgLink: cover });
    const chapter = await addChapter(t, admin, book);
    const student = await createUser(t);
    await t.app.inject({ method: 'POST', url: '/api/subscriptions', headers: student.auth, payload: { bookId: book._id } });
    const attempt = await recordAttempt(t, { userId: student.id, chapterId: chapter._id, answers: [[2, 2]] });
    await t.deps.db.insert(chatMessages).values({ userId: student.id, chapterId: chapter._id, role: 'user', content: 'hello' });

    const res = await t.app.inject({ method: 'DELETE', url: `/api/admins/books/${book._id}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.books.bookDeleted);
    const count = async (table: typeof chapters | typeof subscriptions | typeof testAttempts | typeof chatMessages | typeof testAnswers | typeof chapterPassages, where: ReturnType<typeof eq>) =>
      (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(table).where(where))[0]!.n;
    expect(await count(chapters, eq(chapters.bookId, book._id))).toBe(0);
    expect(await count(chapterPassages, eq(chapterPassages.chapterId, chapter._id))).toBe(0);
    expect(await count(subscriptions, eq(subscriptions.bookId, book._id))).toBe(0);
    expect(await count(testAttempts, eq(testAttempts.chapterId, chapter._id))).toBe(0);
    expect(await count(testAnswers, eq(testAnswers.attemptId, attempt.id))).toBe(0);
    expect(await count(chatMessages, eq(chatMessages.chapterId, chapter._id))).toBe(0);
    expect(existsSync(path.join(t.deps.storage.root, cover.replace('/uploads/', '')))).toBe(false);

    const again = await t.app.inject({ method: 'DELETE', url: `/api/admins/books/${book._id}`, headers: admin.auth });
    expect(again.statusCode).toBe(404);
  });

  it('deletes one chapter and leaves the others', async () => {
    const book = await addBook(t, admin);
    const first = await addChapter(t, admin, book, 'One');
    await addChapter(t, admin, book, 'Two');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admins/chapters/${first._id}`, headers: admin.auth });
    expect(res.json().message).toBe(MSG.books.chapterDeleted);
    const left = await t.app.inject({ method: 'GET', url: `/api/books/${book._id}/chapters`, headers: admin.auth });
    expect(left.json().map((c: { title: string }) => c.title)).toEqual(['Two']);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admins/chapters/${first._id}`, headers: admin.auth })).statusCode).toBe(404);
  });

  it('lets only admins delete', async () => {
    const book = await addBook(t, admin);
    const chapter = await addChapter(t, admin, book);
    const user = await createUser(t);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admins/books/${book._id}`, headers: user.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admins/chapters/${chapter._id}`, headers: user.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admins/chapters/${chapter._id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admins/books/not-a-uuid`, headers: admin.auth })).statusCode).toBe(400);
  });
});
