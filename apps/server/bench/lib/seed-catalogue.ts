/**
 * Seeds the benchmark catalogue: per publisher 10,000 books and 1,000 subscriptions, held by
 * 100 readers with 10 books each (or, with `heavyReader`, by one reader holding all 1,000:
 * the worst case), three chapters on each subscribed book, and test records on a tenth of the
 * chapters so progress is really computed. Multi-row inserts in batches of 1,000 (one
 * INSERT per row would take minutes).
 */
import { PUBLISHERS } from '@booktutor/contracts/domain';
import type { TestState } from '@booktutor/tutor';
import type { Database } from '../../src/db/client';
import { books, chapters, subscriptions, testAnswers, testAttempts, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';

export const BOOKS_PER_PUBLISHER = 10_000;
export const SUBSCRIPTIONS_PER_PUBLISHER = 1_000;
export const BENCH_PASSWORD = 'bench-password';
export const READERS_PER_PUBLISHER = 100;

/** An engine state with no questions: the bench's attempts stand for answers given, not tests to resume. */
const RESULT_ONLY_STATE: TestState = { version: 1, status: 'in_progress', order: [], position: 0, answers: [], hintsForCurrent: 0 };

const SUBJECTS = ['Science', 'Mathematics', 'History', 'Geography', 'English', 'Physics', 'Chemistry', 'Biology', 'Economics', 'Civics'];
const WORDS = ['Explorer', 'Essentials', 'Foundations', 'Journeys', 'Horizons', 'Insights', 'Workbook', 'Companion', 'Pathways', 'Discoveries', 'Frontiers', 'Basics'];
const AUTHORS = ['R. Menon', 'S. Qureshi', 'L. Fernandes', 'A. Das', 'M. Okafor', 'J. Silva', 'K. Tanaka', 'P. Novak'];
const GRADES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'College Student'];

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
}

export async function seedBenchCatalogue(db: Database, { heavyReader = false } = {}) {
  const readers: Array<{ publisher: string; id: string }> = [];
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  for (const [p, publisher] of PUBLISHERS.entries()) {
    const bookRows = Array.from({ length: BOOKS_PER_PUBLISHER }, (_, i) => ({
      title: `${SUBJECTS[i % SUBJECTS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i + 1}`,
      publisher,
      subject: SUBJECTS[i % SUBJECTS.length]!,
      language: 'English',
      grade: GRADES[(i * 5) % GRADES.length]!,
      author: AUTHORS[(i * 3) % AUTHORS.length]!,
      coverUrl: `https://covers.example.org/${p}/${i}.png`,
    }));
    const ids: string[] = [];
    await insertInBatches(bookRows, async (batch) => {
      ids.push(...(await db.insert(books).values(batch).returning({ id: books.id })).map((r) => r.id));
    });
    const readerCount = heavyReader ? 1 : READERS_PER_PUBLISHER;
    const readerRows = Array.from({ length: readerCount }, (_, r) => {
      const username = `bench-reader-${p}-${r}-${Date.now()}`;
      return { username, fullname: 'Bench Reader', email: `${username}@bench.local`, publisher, grade: '8', passwordHash };
    });
    const readerIds = (await db.insert(users).values(readerRows).returning({ id: users.id })).map((r) => r.id);
    readers.push(...readerIds.map((id) => ({ publisher, id })));
    // Every tenth book, so the subscribed set spreads over the catalogue; dealt out to the readers in turn.
    const subscribed = ids.filter((_, i) => i % (BOOKS_PER_PUBLISHER / SUBSCRIPTIONS_PER_PUBLISHER) === 0);
    const ownerOf = (i: number) => readerIds[i % readerIds.length]!;
    await insertInBatches(
      subscribed.map((bookId, i) => ({ userId: ownerOf(i), bookId })),
      (batch) => db.insert(subscriptions).values(batch),
    );
    const chapterRows = subscribed.flatMap((bookId) =>
      [1, 2, 3].map((position) => ({ bookId, title: `Chapter ${position}`, subject: 'Science', prompt: 'bench', vectorStoreId: 'vs_bench', totalQuestions: 5, totalMarks: 6, position })),
    );
    const chapterIds: string[] = [];
    await insertInBatches(chapterRows, async (batch) => {
      chapterIds.push(...(await db.insert(chapters).values(batch).returning({ id: chapters.id })).map((r) => r.id));
    });
    // Chapter c belongs to subscribed book floor(c / 3), whose reader is ownerOf(floor(c / 3)).
    const attempted = chapterIds.map((chapterId, c) => ({ chapterId, userId: ownerOf(Math.floor(c / 3)) })).filter((_, c) => c % 10 === 0);
    const attemptIds: string[] = [];
    await insertInBatches(attempted, async (batch) => {
      const rows = batch.map(({ chapterId, userId }) => ({ userId, chapterId, attemptNumber: 1, state: RESULT_ONLY_STATE, timeSpentSeconds: 240 }));
      attemptIds.push(...(await db.insert(testAttempts).values(rows).returning({ id: testAttempts.id })).map((r) => r.id));
    });
    const answerRows = attemptIds.flatMap((attemptId, i) =>
      Array.from({ length: 1 + (i % 5) }, (_, q) => ({ attemptId, questionNumber: q + 1, answerText: 'x', marks: q % 2, maxMarks: 1, verdict: q % 2 ? ('correct' as const) : ('incorrect' as const) })),
    );
    await insertInBatches(answerRows, (batch) => db.insert(testAnswers).values(batch));
  }
  return readers;
}
