/**
 * Seeds the benchmark catalogue: per publisher 10,000 books and a reader with 1,000
 * subscriptions (the heaviest My Collection), three chapters on each subscribed book, and
 * test records on a tenth of them so progress is really computed. Multi-row inserts in
 * batches of 1,000 (one INSERT per row would take minutes).
 */
import { PUBLISHERS } from '@booktutor/contracts/domain';
import type { Database } from '../../src/db/client';
import { books, chapters, subscriptions, testAnswers, testAttempts, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';

export const BOOKS_PER_PUBLISHER = 10_000;
export const SUBSCRIPTIONS_PER_PUBLISHER = 1_000;
export const BENCH_PASSWORD = 'bench-password';

const SUBJECTS = ['Science', 'Mathematics', 'History', 'Geography', 'English', 'Physics', 'Chemistry', 'Biology', 'Economics', 'Civics'];
const WORDS = ['Explorer', 'Essentials', 'Foundations', 'Journeys', 'Horizons', 'Insights', 'Workbook', 'Companion', 'Pathways', 'Discoveries', 'Frontiers', 'Basics'];
const AUTHORS = ['R. Menon', 'S. Qureshi', 'L. Fernandes', 'A. Das', 'M. Okafor', 'J. Silva', 'K. Tanaka', 'P. Novak'];
const GRADES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'College Student'];

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
}

export async function seedBenchCatalogue(db: Database) {
  const readers: Array<{ publisher: string; username: string }> = [];
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
    const username = `bench-reader-${p}-${Date.now()}`;
    const [reader] = await db
      .insert(users)
      .values({ username, fullname: 'Bench Reader', email: `${username}@bench.local`, publisher, grade: '8', passwordHash })
      .returning({ id: users.id });
    readers.push({ publisher, username });
    // Every tenth book, so the subscribed set spreads over the catalogue.
    const subscribed = ids.filter((_, i) => i % (BOOKS_PER_PUBLISHER / SUBSCRIPTIONS_PER_PUBLISHER) === 0);
    await insertInBatches(subscribed, (batch) => db.insert(subscriptions).values(batch.map((bookId) => ({ userId: reader!.id, bookId }))));
    const chapterRows = subscribed.flatMap((bookId) =>
      [1, 2, 3].map((position) => ({ bookId, title: `Chapter ${position}`, subject: 'Science', prompt: 'bench', vectorStoreId: 'vs_bench', totalQuestions: 5, totalMarks: 6, position })),
    );
    const chapterIds: string[] = [];
    await insertInBatches(chapterRows, async (batch) => {
      chapterIds.push(...(await db.insert(chapters).values(batch).returning({ id: chapters.id })).map((r) => r.id));
    });
    const attempted = chapterIds.filter((_, i) => i % 10 === 0);
    const attemptIds: string[] = [];
    await insertInBatches(attempted, async (batch) => {
      const rows = batch.map((chapterId) => ({ userId: reader!.id, chapterId, attemptNumber: 1, state: {}, timeSpentSeconds: 240 }));
      attemptIds.push(...(await db.insert(testAttempts).values(rows).returning({ id: testAttempts.id })).map((r) => r.id));
    });
    const answerRows = attemptIds.flatMap((attemptId, i) =>
      Array.from({ length: 1 + (i % 5) }, (_, q) => ({ attemptId, questionNumber: q + 1, answerText: 'x', marks: q % 2, maxMarks: 1, verdict: q % 2 ? ('correct' as const) : ('incorrect' as const) })),
    );
    await insertInBatches(answerRows, (batch) => db.insert(testAnswers).values(batch));
  }
  return readers;
}
