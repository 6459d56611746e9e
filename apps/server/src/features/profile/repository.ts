import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { books, chapters, testAnswers, testAttempts, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Database, { id }: { id: string }) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function updateUserDetails(db: Database, { id, ...details }: { id: string; fullname: string; phone: string; grade: string; publisher: string }) {
  const [row] = await db
    .update(users)
    .set({ ...details, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function updateUserPicture(db: Database, { id, profilePicture }: { id: string; profilePicture: string | null }) {
  const [row] = await db.update(users).set({ profilePicture, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return row;
}

export async function updateUserPasswordHash(db: Database, { id, passwordHash }: { id: string; passwordHash: string }) {
  // The caller ends every session in the same transaction (features/sessions).
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
}

/**
 * Every test attempt of the user with the totals of its graded answers: the history behind the
 * score chart and recent activity. Which attempt counts for a chapter is decided by the chat's
 * chapter-stats, not here.
 */
export async function listAttemptHistory(db: Database, { userId }: { userId: string }) {
  const answers = db
    .select({
      attemptId: testAnswers.attemptId,
      answered: sql<number>`count(*)::int`.as('answered'),
      earned: sql<number>`coalesce(sum(${testAnswers.marks}), 0)::float8`.as('earned'),
      available: sql<number>`coalesce(sum(${testAnswers.maxMarks}), 0)::float8`.as('available'),
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
      updatedAt: testAttempts.updatedAt,
      chapterId: chapters.id,
      chapterTitle: chapters.title,
      bookTitle: books.title,
      answered: sql<number>`coalesce(${answers.answered}, 0)::int`,
      earned: sql<number>`coalesce(${answers.earned}, 0)::float8`,
      available: sql<number>`coalesce(${answers.available}, 0)::float8`,
    })
    .from(testAttempts)
    .innerJoin(chapters, eq(chapters.id, testAttempts.chapterId))
    .innerJoin(books, eq(books.id, chapters.bookId))
    .leftJoin(answers, eq(answers.attemptId, testAttempts.id))
    .where(eq(testAttempts.userId, userId));
}
export type AttemptHistoryRow = Awaited<ReturnType<typeof listAttemptHistory>>[number];
