/** Test data for the catalogue API tests: books and chapters made through the real admin API. */
import { randomUUID } from 'node:crypto';
import { pagedBooksResponse, type AddBookBody, type Book, type Chapter, type ProcessTextResponse } from '@booktutor/contracts/catalogue';
import type { TestState } from '@booktutor/tutor';
import type { TestApp } from '../../../test/test-app';
import type { TestAdmin, TestUser } from '../../../test/factories';
import { testAnswers, testAttempts } from '../../db/schema';

export const SAMPLE_CHAPTER = `Forces and Motion

A force is a push or a pull. Forces can change the speed, direction or shape of an object.

Friction is a force that opposes motion between two surfaces in contact.

Review Questions

1. What is a force? (2 marks)
Answer: A push or a pull.

2. Friction speeds objects up. True or False? [1]
Answer: False

3. Which unit measures force?
a) metre b) newton c) kilogram
Answer: b

4. Name one effect of a force. (1 mark)
`;

export async function addBook(t: TestApp, admin: TestAdmin, overrides: Partial<AddBookBody> = {}): Promise<Book> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admins/add-book',
    headers: admin.auth,
    payload: { title: 'Physics Today', publisher: 'EXCELLENCE PUBLICATION', subject: 'Science', language: 'English', grade: '8', ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`add-book failed: ${res.statusCode} ${res.body}`);
  return res.json<{ book: Book }>().book;
}

/** Processes the text and saves the chapter, as the admin screen does. */
export async function addChapter(t: TestApp, admin: TestAdmin, book: Book, title = 'Forces', rawText = SAMPLE_CHAPTER): Promise<Chapter> {
  const processed = await t.app.inject({ method: 'POST', url: '/api/admins/process-text-batch', headers: admin.auth, payload: { rawText, subject: book.subject, title, grade: book.grade } });
  if (processed.statusCode !== 200) throw new Error(`process failed: ${processed.body}`);
  const { combinedPrompt, vectorStoreId } = processed.json<ProcessTextResponse>();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admins/add-chapter',
    headers: admin.auth,
    payload: { bookId: book._id, title, subject: book.subject, prompt: combinedPrompt, vectorStoreId, rawText },
  });
  if (res.statusCode !== 201) throw new Error(`add-chapter failed: ${res.statusCode} ${res.body}`);
  return res.json<{ chapter: Chapter }>().chapter;
}

/** An engine state with no questions: the rows stand for answers given, not a test to resume. */
const RESULT_ONLY_STATE: TestState = { version: 1, status: 'in_progress', order: [], position: 0, answers: [], hintsForCurrent: 0 };

/**
 * Records a test attempt the way the chat feature does: one test_attempts row and one
 * test_answers row per answered question (marks earned of marks available).
 */
export async function recordAttempt(t: TestApp, args: { userId: string; chapterId: string; attemptNumber?: number; seconds?: number; answers: Array<[earned: number, available: number]> }) {
  const [attempt] = await t.deps.db
    .insert(testAttempts)
    .values({ userId: args.userId, chapterId: args.chapterId, attemptNumber: args.attemptNumber ?? 1, state: RESULT_ONLY_STATE, timeSpentSeconds: args.seconds ?? 0 })
    .returning();
  if (args.answers.length) {
    await t.deps.db
      .insert(testAnswers)
      .values(
        args.answers.map(([marks, maxMarks], i) => ({
          attemptId: attempt!.id,
          questionNumber: i + 1,
          answerText: `answer ${i + 1}`,
          marks,
          maxMarks,
          verdict: marks >= maxMarks ? ('correct' as const) : marks > 0 ? ('partial' as const) : ('incorrect' as const),
        })),
      );
  }
  return attempt!;
}

/** One page of All Books (GET /api/books/search-with-status) as `user` sees it; anything but a 200 fails the test. */
export async function allBooksPage(t: TestApp, user: TestUser, query: Record<string, string | number>) {
  const res = await t.app.inject({ method: 'GET', url: '/api/books/search-with-status', headers: user.auth, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  // Thrown rather than expect(): the scale bench imports this file outside Vitest.
  if (res.statusCode !== 200) throw new Error(`All Books answered ${res.statusCode}, not 200: ${res.body}`);
  return pagedBooksResponse.parse(res.json());
}

/** A word no other test's book contains, so full-text searches see only this test's books. */
export const uniqueWord = () => `w${randomUUID().replace(/-/g, '').slice(0, 10)}`;

/** A multipart/form-data body with one file, for app.inject. */
export function multipartFile(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----booktutor${randomUUID()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest valid PNG: a 1x1 transparent pixel. */
export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
