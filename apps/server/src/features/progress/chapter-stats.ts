/**
 * Chapter statistics of one student (book figures: book-progress.ts), as reusable service
 * functions. Other features call these instead of reading test tables themselves (the
 * catalogue's paged lists, which sort and page in SQL, use this feature's SQL: repository.ts):
 *
 * - `listChapterStats(db, { userId, chapterIds?, includeUnanswered? })`: one `ChapterStatsSummary` per
 *   chapter the student has answered at least one question of (newest activity first); with
 *   `includeUnanswered`, chapters opened but not answered yet too, as `not_started` with zero
 *   figures. The profile's Statistics response (`chapterStats[]`) is built from this list.
 * - `getChapterStats(db, { userId, chapterId })`: the same for one chapter, or null.
 * - `listStudentsChapterStats(db, { userIds, chapterIds })`: the same for many students at once
 *   (a teacher's class), each with the id of the attempt its figures come from.
 * - `classScoresQuery(classId)` and `classChapterScoresOf(rows)`: only the score part
 *   (`chapterScoreOf`, the same rule and SQL) of every student of a class in every chapter of its
 *   books: the class table, run by the classes feature in one statement with its own lists.
 * - book-progress.ts: `summarizeBooks(db, { bookIds, stats })`, book figures from those chapter
 *   figures, and `bookProgressOf(counts)`, the catalogue's `userProgress`.
 *
 * Rules (ARCHITECTURE "Decisions"): marks, counts and completion come from the graded answers
 * of the LATEST attempt that has answers (a retake that has not answered anything yet does not
 * hide the last result); time spent, first/last attempted and the number of attempts cover
 * every attempt. The percentage is earned over available marks of answered questions, one
 * decimal; marks keep two decimals (half and quarter marks stay exact). A chapter is
 * `not_started` with no answers, `in_progress` with some, `completed` when every question of
 * the attempt is answered (skips count as answered with 0 marks). A book's progress is answered
 * questions over all questions of its chapters (a started chapter counts its attempt's
 * questions), its average score the mean chapter percentage over started chapters, both one
 * decimal; its time the chapters' minutes summed, whole; it is `completed` when every chapter
 * with questions is completed.
 */
import type { ChapterStatsSummary } from '@booktutor/contracts/chat';
import type { ProgressStatus } from '@booktutor/contracts/domain';
import { oneDecimal, percentOf, roundMarks } from '@booktutor/contracts/rounding';
import type { Database } from '../../db/client';
import { latestScoresOf, listChapterAttemptSummaries, type AttemptSummaryRow, type ClassScoresRow } from './repository';

const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

export function completionStatus(answered: number, total: number): ProgressStatus {
  if (answered <= 0) return 'not_started';
  return answered >= total ? 'completed' : 'in_progress';
}

export type ChapterScore = Pick<ChapterStatsSummary, 'questionsAnswered' | 'totalQuestions' | 'marksEarned' | 'marksAvailable' | 'percentage' | 'completionStatus'>;

/**
 * The mean of the started chapters' earned/available percentages, unrounded; null when none is
 * started. A book's average score and a class's averages (per chapter, per student) are this.
 */
export function meanStartedPercentage(scores: Array<Pick<ChapterScore, 'questionsAnswered' | 'marksEarned' | 'marksAvailable'>>): number | null {
  const started = scores.filter((s) => s.questionsAnswered > 0);
  if (!started.length) return null;
  return started.reduce((total, s) => total + (s.marksAvailable > 0 ? (s.marksEarned / s.marksAvailable) * 100 : 0), 0) / started.length;
}

/** The score of a chapter from its latest graded attempt's row: every consumer's figures come from here. */
export function chapterScoreOf(row: Pick<AttemptSummaryRow, 'answered_questions' | 'total_questions' | 'earned_marks' | 'total_marks'>): ChapterScore {
  const earned = Number(row.earned_marks);
  const available = Number(row.total_marks);
  return {
    questionsAnswered: row.answered_questions,
    totalQuestions: row.total_questions,
    marksEarned: roundMarks(earned),
    marksAvailable: roundMarks(available),
    percentage: percentOf(earned, available),
    completionStatus: completionStatus(row.answered_questions, row.total_questions),
  };
}

function toChapterStats(row: AttemptSummaryRow): ChapterStatsSummary {
  return {
    chapterId: row.chapter_id,
    chapterTitle: row.chapter_title,
    bookId: row.book_id,
    bookTitle: row.book_title,
    subject: row.subject,
    grade: row.grade,
    ...chapterScoreOf(row),
    correctAnswers: row.correct_count,
    partialAnswers: row.partial_count,
    incorrectAnswers: row.incorrect_count,
    timeSpentMinutes: oneDecimal(Number(row.time_spent_seconds) / 60),
    firstAttempted: iso(row.first_attempted),
    lastAttempted: iso(row.last_attempted),
    attempts: row.attempts,
    testInProgress: row.test_in_progress,
  };
}

export async function listChapterStats(db: Database, query: { userId: string; chapterIds?: string[] | undefined; includeUnanswered?: boolean }): Promise<ChapterStatsSummary[]> {
  return (await listChapterAttemptSummaries(db, query)).map(toChapterStats);
}

/** `ChapterStatsSummary` of many students in one query, each with the attempt its figures come from. */
export async function listStudentsChapterStats(
  db: Database,
  { userIds, chapterIds }: { userIds: string[]; chapterIds: string[] },
): Promise<Array<{ userId: string; attemptId: string | null; stats: ChapterStatsSummary }>> {
  if (!userIds.length || !chapterIds.length) return [];
  const rows = await listChapterAttemptSummaries(db, { userIds, chapterIds });
  return rows.map((row) => ({ userId: row.user_id, attemptId: row.attempt_id, stats: toChapterStats(row) }));
}

/** The statement behind a class's scores (`classScoresQuery`), for the classes feature to run with its own lists. */
export { classScoresQuery, type ClassScoresRow } from './repository';

/** Per student of the class and chapter with a graded attempt, its `ChapterScore` (the class table), from `classScoresQuery`'s rows. */
export function classChapterScoresOf(rows: ClassScoresRow[]): Array<{ userId: string; chapterId: string; score: ChapterScore }> {
  return latestScoresOf(rows).map((row) => ({ userId: row.user_id, chapterId: row.chapter_id, score: chapterScoreOf(row) }));
}

export async function getChapterStats(db: Database, { userId, chapterId }: { userId: string; chapterId: string }) {
  const [stats] = await listChapterStats(db, { userId, chapterIds: [chapterId] });
  return stats ?? null;
}
