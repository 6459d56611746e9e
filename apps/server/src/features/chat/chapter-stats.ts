/**
 * Chapter and book statistics of one student, as reusable service functions. Other features
 * call these instead of reading test tables themselves:
 *
 * - `listChapterStats(db, { userId, chapterIds? })`: one `ChapterStats` per chapter the student
 *   has answered at least one question of (newest activity first). The profile's Statistics
 *   response (`chapterStats[]`) is exactly this list.
 * - `getChapterStats(db, { userId, chapterId })`: the same for one chapter, or null.
 * - `getBookProgress(db, { userId, bookIds })`: the catalogue's `userProgress` per book id.
 *
 * Rules (ARCHITECTURE §3): marks, counts and completion come from the LATEST attempt that has
 * answers (a retake that has not answered anything yet does not hide the last result); time
 * spent, first/last attempted and the number of attempts cover every attempt. The percentage
 * is earned over available marks of answered questions, one decimal. A chapter is
 * `not_started` with no answers, `in_progress` with some, `completed` when every question of
 * the attempt is answered (skips count as answered with 0 marks).
 */
import type { ChapterStats } from '@booktutor/contracts/chat';
import type { ProgressStatus } from '@booktutor/contracts/domain';
import type { Database } from '../../db/client';
import { listBookChapterTotals, listChapterAttemptSummaries, type AttemptSummaryRow } from './repository';

export const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

export function completionStatus(answered: number, total: number): ProgressStatus {
  if (answered <= 0) return 'not_started';
  return answered >= total ? 'completed' : 'in_progress';
}

function toChapterStats(row: AttemptSummaryRow): ChapterStats {
  const earned = Number(row.earned_marks);
  const available = Number(row.total_marks);
  return {
    chapterId: row.chapter_id,
    chapterTitle: row.chapter_title,
    bookId: row.book_id,
    bookTitle: row.book_title,
    subject: row.subject,
    grade: row.grade,
    questionsAnswered: row.answered_questions,
    totalQuestions: row.total_questions,
    marksEarned: oneDecimal(earned),
    marksAvailable: oneDecimal(available),
    percentage: available > 0 ? oneDecimal((earned / available) * 100) : 0,
    correctAnswers: row.correct_count,
    partialAnswers: row.partial_count,
    incorrectAnswers: row.incorrect_count,
    timeSpentMinutes: oneDecimal(Number(row.time_spent_seconds) / 60),
    firstAttempted: iso(row.first_attempted),
    lastAttempted: iso(row.last_attempted),
    completionStatus: completionStatus(row.answered_questions, row.total_questions),
    attempts: row.attempts,
    testInProgress: row.test_in_progress,
  };
}

export async function listChapterStats(db: Database, query: { userId: string; chapterIds?: string[] | undefined }): Promise<ChapterStats[]> {
  return (await listChapterAttemptSummaries(db, query)).map(toChapterStats);
}

export async function getChapterStats(db: Database, { userId, chapterId }: { userId: string; chapterId: string }) {
  const [stats] = await listChapterStats(db, { userId, chapterIds: [chapterId] });
  return stats ?? null;
}

export interface BookProgress {
  /** Answered questions over all questions of the book's chapters, whole percent. */
  progressPercentage: number;
  status: ProgressStatus;
  chaptersCompleted: number;
  /** Minutes, whole. */
  totalTimeSpent: number;
  /** Mean percentage over the chapters started, whole percent. */
  averageScore: number;
}

export const NOT_STARTED: BookProgress = { progressPercentage: 0, status: 'not_started', chaptersCompleted: 0, totalTimeSpent: 0, averageScore: 0 };

export async function getBookProgress(db: Database, { userId, bookIds }: { userId: string; bookIds: string[] }): Promise<Map<string, BookProgress>> {
  const progress = new Map<string, BookProgress>();
  if (!bookIds.length) return progress;
  const chapterRows = await listBookChapterTotals(db, { bookIds });
  const stats = await listChapterStats(db, { userId, chapterIds: chapterRows.map((c) => c.chapterId) });
  const statsByChapter = new Map(stats.map((s) => [s.chapterId, s]));
  for (const bookId of bookIds) {
    const chapters = chapterRows.filter((c) => c.bookId === bookId);
    const started = chapters.map((c) => statsByChapter.get(c.chapterId)).filter((s): s is ChapterStats => !!s);
    if (!started.length) {
      progress.set(bookId, { ...NOT_STARTED });
      continue;
    }
    // A chapter's question count comes from its attempt when there is one (only keyed questions are asked).
    const totalQuestions = chapters.reduce((sum, c) => sum + (statsByChapter.get(c.chapterId)?.totalQuestions ?? c.totalQuestions), 0);
    const answered = started.reduce((sum, s) => sum + s.questionsAnswered, 0);
    const chaptersCompleted = started.filter((s) => s.completionStatus === 'completed').length;
    progress.set(bookId, {
      progressPercentage: totalQuestions ? Math.round((answered / totalQuestions) * 100) : 0,
      status: chaptersCompleted === chapters.length ? 'completed' : 'in_progress',
      chaptersCompleted,
      totalTimeSpent: Math.round(started.reduce((sum, s) => sum + s.timeSpentMinutes, 0)),
      averageScore: Math.round(started.reduce((sum, s) => sum + s.percentage, 0) / started.length),
    });
  }
  return progress;
}
