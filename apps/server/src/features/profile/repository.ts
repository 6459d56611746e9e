import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { books, chapters, testAnswers, testAttempts, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Database, { id }: { id: string }) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function updateUserDetails(
  db: Database,
  { id, ...details }: { id: string; fullname: string; email: string; phone: string; grade: string; publisher: string },
) {
  const [row] = await db.update(users).set({ ...details, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return row;
}

export async function updateUserPicture(db: Database, { id, profilePicture }: { id: string; profilePicture: string | null }) {
  const [row] = await db.update(users).set({ profilePicture, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return row;
}

export async function updateUserPasswordHash(db: Database, { id, passwordHash }: { id: string; passwordHash: string }) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Every test attempt of the user with its chapter and book, and the totals of its graded answers. */
export async function listAttemptsWithAnswerTotals(db: Database, { userId }: { userId: string }) {
  const answers = db
    .select({
      attemptId: testAnswers.attemptId,
      answered: sql<number>`count(*)::int`.as('answered'),
      earned: sql<number>`coalesce(sum(${testAnswers.marks}), 0)::float8`.as('earned'),
      available: sql<number>`coalesce(sum(${testAnswers.maxMarks}), 0)::float8`.as('available'),
      correct: sql<number>`(count(*) filter (where ${testAnswers.verdict} = 'correct'))::int`.as('correct'),
      partial: sql<number>`(count(*) filter (where ${testAnswers.verdict} = 'partial'))::int`.as('partial'),
      // A skipped question counts as answered, with 0 marks, and as wrong (the engine's rule).
      incorrect: sql<number>`(count(*) filter (where ${testAnswers.verdict} in ('incorrect', 'skipped')))::int`.as('incorrect'),
      lastAnswerAt: sql<Date | string | null>`max(${testAnswers.createdAt})`.as('last_answer_at'),
    })
    .from(testAnswers)
    .innerJoin(testAttempts, eq(testAttempts.id, testAnswers.attemptId))
    .where(eq(testAttempts.userId, userId))
    .groupBy(testAnswers.attemptId)
    .as('answer_totals');

  return db
    .select({
      attemptId: testAttempts.id,
      attemptNumber: testAttempts.attemptNumber,
      status: testAttempts.status,
      attemptTotalQuestions: testAttempts.totalQuestions,
      timeSpentSeconds: testAttempts.timeSpentSeconds,
      startedAt: testAttempts.startedAt,
      finishedAt: testAttempts.finishedAt,
      chapterId: chapters.id,
      chapterTitle: chapters.title,
      chapterSubject: chapters.subject,
      chapterTotalQuestions: chapters.totalQuestions,
      bookId: books.id,
      bookTitle: books.title,
      bookSubject: books.subject,
      bookGrade: books.grade,
      answered: sql<number>`coalesce(${answers.answered}, 0)::int`,
      earned: sql<number>`coalesce(${answers.earned}, 0)::float8`,
      available: sql<number>`coalesce(${answers.available}, 0)::float8`,
      correct: sql<number>`coalesce(${answers.correct}, 0)::int`,
      partial: sql<number>`coalesce(${answers.partial}, 0)::int`,
      incorrect: sql<number>`coalesce(${answers.incorrect}, 0)::int`,
      lastAnswerAt: answers.lastAnswerAt,
    })
    .from(testAttempts)
    .innerJoin(chapters, eq(chapters.id, testAttempts.chapterId))
    .innerJoin(books, eq(books.id, chapters.bookId))
    .leftJoin(answers, eq(answers.attemptId, testAttempts.id))
    .where(eq(testAttempts.userId, userId));
}
export type AttemptWithTotals = Awaited<ReturnType<typeof listAttemptsWithAnswerTotals>>[number];

/** How many chapters and questions each book has in all. */
export async function countBookChaptersAndQuestions(db: Database, { bookIds }: { bookIds: string[] }) {
  if (bookIds.length === 0) return [];
  return db
    .select({
      bookId: chapters.bookId,
      chapters: sql<number>`count(*)::int`,
      questions: sql<number>`coalesce(sum(${chapters.totalQuestions}), 0)::int`,
    })
    .from(chapters)
    .where(inArray(chapters.bookId, bookIds))
    .groupBy(chapters.bookId);
}
export type BookTotals = Awaited<ReturnType<typeof countBookChaptersAndQuestions>>[number];
