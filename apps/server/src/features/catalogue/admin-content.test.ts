import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MSG } from '@booktutor/contracts/catalogue';
import { MSG } from '@booktutor/contracts/messages';
import { type TestApp } from '../../../test/test-app';
import { appWithAdmin, createAdmin, createUser, type TestAdmin } from '../../../test/factories';
import { chapterPassages, chapters, chatMessages, subscriptions, testAnswers, testAttempts } from '../../db/schema';
import { pngDeclaring } from '../../../test/image-fixtures';
import { removeUnusedCovers, UNUSED_COVER_AGE_MS } from './unused-covers';
import { addBook, addChapter, multipartFile, PNG_1X1, recordAttempt, SAMPLE_CHAPTER } from './test-helpers';

let t: TestApp;
let admin: TestAdmin;
beforeAll(async () => ({ t, admin } = await appWithAdmin()));
afterAll(() => t.close());

const uploadCover = (bytes: Buffer, type = 'image/png', name = 'cover.png', auth = admin.auth) => {
  const form = multipartFile('coverImage', name, type, bytes);
  return t.app.inject({ method: 'POST', url: '/api/admins/upload-book-cover', headers: { ...auth, ...form.headers }, payload: form.payload });
};

describe('cover uploads no book uses', () => {
  it('are removed once a day old; covers in use stay', async () => {
    const unused = (await uploadCover(PNG_1X1)).json().imageUrl as string;
    const used = (await uploadCover(PNG_1X1)).json().imageUrl as string;
    await addBook(t, admin, { bookCoverImgLink: used });
    const exists = async (publicPath: string) => (await t.app.inject({ method: 'GET', url: publicPath })).statusCode === 200;

    expect(await removeUnusedCovers(t.deps)).toBe(0); // nothing is a day old yet
    t.clock.advance(UNUSED_COVER_AGE_MS + 60_000);
    expect(await removeUnusedCovers(t.deps)).toBe(1);
    expect({ unused: await exists(unused), used: await exists(used) }).toEqual({ unused: false, used: true });
    // The clock moved past the admin session's 12 hours: the tests after this one sign in afresh.
    admin = await createAdmin(t);
  });
});

describe('upload-book-cover', () => {
  it('refuses a 30,000 x 30,000 px PNG with a clear message and stores nothing', async () => {
    const res = await uploadCover(pngDeclaring(30_000, 30_000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MSG.generic.imageTooManyPixels, field: 'coverImage' });
    expect((await uploadCover(pngDeclaring(1_600, 2_400))).statusCode).toBe(200);
  });

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
    expect(
      body.questionArray.map((q: { number: number; type: string; marks: number; answer: string | null; needsAnswerKey: boolean }) => [q.number, q.type, q.marks, q.answer, q.needsAnswerKey]),
    ).toEqual([
      [1, 'short', 2, 'A push or a pull.', false],
      [2, 'true_false', 1, 'false', false],
      [3, 'mcq', 1, 'B', false],
      [4, 'short', 1, null, true],
    ]);
  });

  it('treats plain prose as a chapter without questions', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admins/process-text-batch',
      headers: admin.auth,
      payload: { rawText: 'Rivers carry water to the sea.\n\nDeltas form at river mouths.', subject: 'Geography' },
    });
    expect(res.json()).toMatchObject({ isQuestionFormat: false, totalQuestions: 0, questionArray: [] });
  });

  it('reports unreadable question-set input as a 400 with the line', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admins/process-text-batch',
      headers: admin.auth,
      payload: { rawText: 'What is 2+2? {~4 ~3}\n\n::Q2:: What is 3+3? {=6 ~7 =}', subject: 'Maths' },
    });
    // GIFT keeps every readable question (problems go to warnings); only input with none is a 400.
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

  it("tells the book's subscribers, and nobody else, about a new chapter", async () => {
    const book = await addBook(t, admin, { title: 'Notified Book' });
    const [subscriber, other] = [await createUser(t), await createUser(t)];
    const subscribed = await t.app.inject({ method: 'POST', url: '/api/subscriptions', headers: subscriber.auth, payload: { bookId: book._id } });
    expect(subscribed.statusCode).toBe(201);
    await addChapter(t, admin, book, 'Magnets');
    const inboxOf = async (user: { auth: Record<string, string> }) =>
      (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: user.auth })).json<{ title: string; message: string }[]>();
    // The outbox worker delivers after the answer (woken by the commit, no drain): wait for it.
    const newsOf = async () => (await inboxOf(subscriber)).filter((n) => n.title === 'New chapter available');
    for (const end = Date.now() + 5000; (await newsOf()).length === 0 && Date.now() < end;) await new Promise((r) => setTimeout(r, 25));
    const news = await newsOf();
    expect(news).toHaveLength(1);
    expect(news[0]!.message).toBe('"Magnets" has been added to Notified Book.');
    expect((await inboxOf(other)).some((n) => n.title === 'New chapter available')).toBe(false);
  });

  it('takes the subject from the book, whatever the body says', async () => {
    const book = await addBook(t, admin, { subject: 'Biology' });
    const processed = (
      await t.app.inject({ method: 'POST', url: '/api/admins/process-text-batch', headers: admin.auth, payload: { rawText: SAMPLE_CHAPTER, subject: 'Biology', title: 'Cells' } })
    ).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admins/add-chapter',
      headers: admin.auth,
      payload: { bookId: book._id, title: 'Cells', subject: 'Chemistry', prompt: processed.combinedPrompt, vectorStoreId: processed.vectorStoreId, rawText: SAMPLE_CHAPTER },
    });
    expect(res.json().chapter.subject).toBe('Biology');
  });

  it('refuses to save text that differs from what was processed, and saves nothing', async () => {
    const book = await addBook(t, admin);
    const processed = (await t.app.inject({ method: 'POST', url: '/api/admins/process-text-batch', headers: admin.auth, payload: { rawText: SAMPLE_CHAPTER, subject: book.subject } })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admins/add-chapter',
      headers: admin.auth,
      payload: { bookId: book._id, title: 'X', subject: book.subject, prompt: processed.combinedPrompt, vectorStoreId: processed.vectorStoreId, rawText: SAMPLE_CHAPTER.replace('push', 'shove') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CATALOGUE_MSG.staleProcessing);
    const [count] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(chapters)
      .where(eq(chapters.bookId, book._id));
    expect(count!.n).toBe(0);
  });

  it('checks questions read from raw text like an edited set: a question worth 999,999,999 marks is refused with the same message, and nothing is saved', async () => {
    const book = await addBook(t, admin);
    const rawText = SAMPLE_CHAPTER.replace('(2 marks)', '(999999999 marks)');
    const processed = (await t.app.inject({ method: 'POST', url: '/api/admins/process-text-batch', headers: admin.auth, payload: { rawText, subject: book.subject } })).json();
    expect(processed.questionArray[0].marks).toBe(999999999);
    const chapter = { bookId: book._id, title: 'X', subject: book.subject, prompt: processed.combinedPrompt, vectorStoreId: processed.vectorStoreId, rawText };
    const raw = await t.app.inject({ method: 'POST', url: '/api/admins/add-chapter', headers: admin.auth, payload: chapter });
    const editedRows = processed.questionArray.map((q: { number: number; type: string; prompt: string; options?: unknown[]; answer: string | null; acceptedAnswers: string[]; marks: number }) => ({
      sourceNumber: q.number,
      type: q.type,
      prompt: q.prompt,
      options: ['mcq', 'multi'].includes(q.type) ? (q.options ?? []) : [],
      answer: q.answer,
      acceptedAnswers: ['short', 'long'].includes(q.type) ? q.acceptedAnswers : [],
      marks: q.marks,
    }));
    const edited = await t.app.inject({ method: 'POST', url: '/api/admins/add-chapter', headers: admin.auth, payload: { ...chapter, questions: editedRows } });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().message).toBe('Question 1: marks must be between 0.5 and 100, in steps of 0.5.');
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toMatchObject({ message: edited.json().message, field: 'rawText' });
    const [count] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(chapters)
      .where(eq(chapters.bookId, book._id));
    expect(count!.n).toBe(0);
  });

  it('needs the final prompt before saving (the spec message) and an existing book', async () => {
    const book = await addBook(t, admin);
    const noPrompt = await t.app.inject({
      method: 'POST',
      url: '/api/admins/add-chapter',
      headers: admin.auth,
      payload: { bookId: book._id, title: 'X', subject: 'S', prompt: '', vectorStoreId: '', rawText: 'text' },
    });
    expect(noPrompt.statusCode).toBe(400);
    expect(noPrompt.json().message).toBe(MSG.books.processFirst);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admins/add-chapter',
      headers: admin.auth,
      payload: { bookId: '00000000-0000-4000-8000-000000000000', title: 'X', subject: 'S', prompt: 'p', vectorStoreId: 'v', rawText: 'text' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('add-chapter with the question set edited in the review table', () => {
  type Row = { sourceNumber?: number; type: string; prompt: string; options?: { label: string; text: string }[]; answer: string | null; acceptedAnswers?: string[]; marks: number };
  const process = async (rawText = SAMPLE_CHAPTER, subject = 'Science') => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admins/process-text-batch', headers: admin.auth, payload: { rawText, subject } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  /** The processed questions as the review table starts: the rows the web sends back. */
  const rowsOf = (processed: { questionArray: Array<Row & { number: number; needsAnswerKey: boolean }> }): Row[] =>
    processed.questionArray.map((q) => ({
      sourceNumber: q.number,
      type: q.type,
      prompt: q.prompt,
      options: q.type === 'mcq' || q.type === 'multi' ? q.options : [],
      answer: q.answer,
      acceptedAnswers: q.acceptedAnswers ?? [],
      marks: q.marks,
    }));
  const save = (
    book: { _id: string; subject: string },
    processed: { combinedPrompt: string; vectorStoreId: string },
    questions: unknown,
    rawText = SAMPLE_CHAPTER,
    auth: Record<string, string> = admin.auth,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admins/add-chapter',
      headers: auth,
      payload: { bookId: book._id, title: 'Edited', subject: book.subject, prompt: processed.combinedPrompt, vectorStoreId: processed.vectorStoreId, rawText, questions },
    });
  const storedChapters = (bookId: string) => t.deps.db.select().from(chapters).where(eq(chapters.bookId, bookId));

  it("the process result carries the warnings list and each question's other accepted answers", async () => {
    const processed = await process();
    expect(processed.warnings).toEqual([]);
    expect(processed.questionArray.map((q: Row) => q.acceptedAnswers)).toEqual([[], [], [], []]);
  });

  it('stores exactly the edited set: fixed key, new key, deleted and added questions, marks, numbered in table order', async () => {
    const book = await addBook(t, admin, { subject: 'Physics' });
    const processed = await process();
    const [q1, , q3, q4] = rowsOf(processed);
    const edited: Row[] = [
      { ...q1!, prompt: 'What is a force, in your own words?', acceptedAnswers: ['a push or pull'], marks: 3 },
      { ...q3!, options: [...q3!.options!, { label: 'D', text: 'pascal' }], answer: 'D', marks: 1.5 },
      { ...q4!, answer: "It can change an object's speed." },
      { type: 'numeric', prompt: 'How fast does light travel?', answer: '3.0 × 10^8 m/s', marks: 2 },
      {
        type: 'mcq',
        prompt: 'Which is a contact force?',
        options: [
          { label: 'A', text: 'gravity' },
          { label: 'B', text: 'friction' },
        ],
        answer: null,
        marks: 1,
      },
    ];
    const res = await save(book, processed, edited);
    expect(res.statusCode).toBe(201);
    expect(res.json().chapter).toMatchObject({ totalQuestions: 5, totalMarks: 8.5 });
    const [row] = await storedChapters(book._id);
    const stored = row!.questions;
    expect(stored.map((q) => [q.number, q.type, q.prompt, q.answer, q.marks, Boolean(q.needsAnswerKey)])).toEqual([
      [1, 'short', 'What is a force, in your own words?', 'A push or a pull.', 3, false],
      [2, 'mcq', 'Which unit measures force?', 'D', 1.5, false],
      [3, 'short', 'Name one effect of a force.', "It can change an object's speed.", 1, false],
      [4, 'numeric', 'How fast does light travel?', '3.0 × 10^8 m/s', 2, false],
      [5, 'mcq', 'Which is a contact force?', null, 1, true],
    ]);
    expect(stored[0]!.acceptedAnswers).toEqual(['a push or pull']);
    expect(stored[1]!.options).toEqual([
      { label: 'A', text: 'metre' },
      { label: 'B', text: 'newton' },
      { label: 'C', text: 'kilogram' },
      { label: 'D', text: 'pascal' },
    ]);
    expect(stored[3]!.numericAnswers).toEqual([expect.objectContaining({ value: 300000000, unit: 'm/s' })]);
    expect(row!.totalQuestions).toBe(5);
    expect(row!.totalMarks).toBe(8.5);
    // Students still get neither the questions' keys nor the prompt.
    const student = await createUser(t);
    const listed = await t.app.inject({ method: 'GET', url: `/api/books/${book._id}/chapters`, headers: student.auth });
    expect(listed.body).not.toContain('pascal');
    expect(listed.body).not.toContain("object's speed");
  });

  it("keeps an unchanged imported question's details (GIFT weights, feedback) and drops them when its key is changed", async () => {
    const gift = '::Q1:: Which are primes? {~%50%2#yes ~%50%3 ~%-100%4#no}\n\n::Q2:: Capital of France? {=Paris#right ~Rome ~Berlin}';
    const processed = await process(gift, 'Maths');
    const rows = rowsOf(processed);
    expect(rows.map((r) => [r.type, r.answer])).toEqual([
      ['multi', 'A, B'],
      ['mcq', 'A'],
    ]);
    const book = await addBook(t, admin, { subject: 'Maths' });
    const res = await save(book, processed, [rows[0], { ...rows[1]!, answer: 'B' }], gift);
    expect(res.statusCode).toBe(201);
    const [row] = await storedChapters(book._id);
    const [kept, changed] = row!.questions as Array<{ options: Array<{ label: string; weight?: number; feedback?: string }> }>;
    expect(kept!.options.map((o) => o.weight)).toEqual([0.5, 0.5, -1]);
    expect(kept!.options[2]!.feedback).toBe('no');
    expect(changed!.options.map((o) => o.weight)).toEqual([undefined, undefined, undefined]);
    expect(changed!.options[0]!.feedback).toBe('right'); // same letter and text: its feedback stays
  });

  it('refuses a bad edited set with a 400 naming the question, and writes nothing', async () => {
    const book = await addBook(t, admin);
    const processed = await process();
    const rows = rowsOf(processed);
    const mcq = rows[2]!;
    const bad: Array<[unknown, RegExp]> = [
      [[{ ...mcq, answer: 'E' }], /^Question 1: the answer must be the letter of one of the options \(A-C\)/],
      [
        [
          rows[0],
          {
            ...mcq,
            options: [
              { label: 'A', text: 'x' },
              { label: 'C', text: 'y' },
            ],
            answer: 'A',
          },
        ],
        /^Question 2: options must be lettered/,
      ],
      [[{ ...mcq, options: [{ label: 'A', text: 'only one' }], answer: 'A' }], /at least 2 options/],
      [
        [
          {
            ...mcq,
            options: [
              { label: 'A', text: 'same' },
              { label: 'B', text: 'Same' },
            ],
          },
        ],
        /options A and B are the same/,
      ],
      [[{ ...mcq, type: 'multi', answer: 'A,C' }], /separated by commas/],
      [[{ ...mcq, type: 'multi', answer: 'A, A' }], /separated by commas/],
      [[{ ...mcq, options: Array.from({ length: 27 }, (_, i) => ({ label: String.fromCharCode(65 + i), text: `o${i}` })) }], /at most 26 options/],
      [[{ ...rows[0], marks: 0 }], /marks must be between 0.5 and 100, in steps of 0.5/],
      [[{ ...rows[0], marks: 101 }], /marks must be between/],
      [[{ ...rows[0], marks: 1.3 }], /marks must be between/],
      [[{ ...rows[0], marks: '2' }], /Marks must be a number/],
      [[{ ...rows[0], prompt: '   ' }], /^Question 1: the question text is empty/],
      [[{ ...rows[0], prompt: 'x'.repeat(5001) }], /at most 5000 characters/],
      // Refused for every route by the text guard, with its message (plugins/text-guard.ts).
      [[{ ...rows[0], prompt: 'What\u0000 is this?' }], /not allowed/],
      [[{ ...rows[0], answer: 'broken \uD800 text' }], /not allowed/],
      [[{ ...rows[0], type: 'essay' }], /type must be one of/],
      [
        [
          {
            ...rows[0],
            options: [
              { label: 'A', text: 'x' },
              { label: 'B', text: 'y' },
            ],
          },
        ],
        /only multiple-choice questions have options/,
      ],
      [[{ ...mcq, acceptedAnswers: ['newton'] }], /only short and long answers take other accepted answers/],
      [[{ ...rows[1], answer: 'maybe' }], /must be "true" or "false"/],
      [[{ type: 'numeric', prompt: 'How many?', answer: 'forty', marks: 1 }], /^Question 1: the answer must be one number/],
      [[{ type: 'numeric', prompt: 'How many?', answer: 'about 4 or 5 apples, give or take a few more', marks: 1 }], /^Question 1: the answer must be one number/],
      [[{ type: 'matching', prompt: 'Match', answer: 'cat mammal', marks: 1 }], /matching answer is two or more pairs/],
      [[{ ...rows[0], acceptedAnswers: Array.from({ length: 21 }, (_, i) => `a${i}`) }], /at most 20 other accepted answers/],
      [Array.from({ length: 501 }, () => rows[0]), /at most 500 questions/],
      ['not a list', /./],
      [[null], /./],
    ];
    for (const [questions, message] of bad) {
      const res = await save(book, processed, questions);
      expect(res.statusCode, JSON.stringify(questions).slice(0, 120)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await storedChapters(book._id)).toHaveLength(0);
  });

  it('is for admins only: a student or no token is refused and nothing is written', async () => {
    const book = await addBook(t, admin);
    const processed = await process();
    const student = await createUser(t);
    expect((await save(book, processed, rowsOf(processed), SAMPLE_CHAPTER, student.auth)).statusCode).toBe(403);
    expect((await save(book, processed, rowsOf(processed), SAMPLE_CHAPTER, {})).statusCode).toBe(401);
    expect(await storedChapters(book._id)).toHaveLength(0);
  });

  it('an empty set saves a chapter without questions; hostile text (NUL, lone surrogates, emoji) never crashes', async () => {
    const book = await addBook(t, admin);
    const processed = await process();
    expect((await save(book, processed, [])).statusCode).toBe(201);
    const [row] = await storedChapters(book._id);
    expect(row!.questions).toEqual([]);
    expect(row!.totalMarks).toBe(0);

    // NUL and lone surrogates are refused with a 400 before any handler (the text guard); emoji are text.
    const refused = await t.app.inject({ method: 'POST', url: '/api/admins/process-text-batch', headers: admin.auth, payload: { rawText: 'Heat\u0000 moves \uDC00 things.', subject: 'Science' } });
    expect(refused.statusCode).toBe(400);
    const hostile = `Heat 🔥 moves from hot to cold things 🌡️.\n\n1. What moves from hot to cold? 🔥\nAnswer: heat`;
    const other = await addBook(t, admin);
    const hostileProcessed = await process(hostile);
    const rows = rowsOf(hostileProcessed);
    expect(rows).toHaveLength(1);
    const res = await save(other, hostileProcessed, [{ ...rows[0], acceptedAnswers: ['thermal energy 🔥'] }], hostile);
    expect(res.statusCode).toBe(201);
    const [saved] = await storedChapters(other._id);
    expect((saved!.questions as Array<{ answer: string; acceptedAnswers: string[] }>)[0]).toMatchObject({ answer: 'heat', acceptedAnswers: ['thermal energy 🔥'] });
  });
});

describe('admin books list and deletions', () => {
  it("lists every publisher's books with chapter counts", async () => {
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

  it("deletes a book with its chapters, passages, subscriptions and students' chapter data", async () => {
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
      (
        await t.deps.db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(where)
      )[0]!.n;
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
