/**
 * Chapter and book statistics of one student, as reusable service functions. Other features
 * call these instead of reading test tables themselves (the catalogue's paged lists, which sort
 * and page in SQL, mirror these rules in catalogue/paged-books-repository.ts):
 *
 * - `listChapterStats(db, { userId, chapterIds?, includeUnanswered? })`: one `ChapterStats` per
 *   chapter the student has answered at least one question of (newest activity first); with
 *   `includeUnanswered`, chapters opened but not answered yet too, as `not_started` with zero
 *   figures. The profile's Statistics response (`chapterStats[]`) is built from this list.
 * - `getChapterStats(db, { userId, chapterId })`: the same for one chapter, or null.
 * - `listStudentsChapterStats(db, { userIds, chapterIds })`: the same for many students at once
 *   (a teacher's class), each with the id of the attempt its figures come from.
 * - `classScoresQuery(classId)` and `classChapterScoresOf(rows)`: only the score part
 *   (`chapterScoreOf`, the same rule and SQL) of every student of a class in every chapter of its
 *   books: the class table, run by the classes feature in one statement with its own lists.
 * - `summarizeBooks(db, { bookIds, stats })`: book figures from those chapter figures.
 * - `getBookProgress(db, { userId, bookIds })`: the catalogue's `userProgress` per book id.
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
import type { ChapterStats } from '@booktutor/contracts/chat';
import type { ProgressStatus } from '@booktutor/contracts/domain';
import type { Database } from '../../db/client';
import { latestScoresOf, listBookChapterTotals, listChapterAttemptSummaries, type AttemptSummaryRow, type ClassScoresRow } from './stats-repository';

export const oneDecimal = (n: number) => Math.round(n * 10) / 10;
/** Marks are stored as reals: two decimals hide float noise without losing half or quarter marks. */
export const roundMarks = (n: number) => Math.round(n * 100) / 100;
/** part / whole x 100, one decimal; 0 when there is nothing to divide by. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? oneDecimal((part / whole) * 100) : 0);
const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

export function completionStatus(answered: number, total: number): ProgressStatus {
  if (answered <= 0) return 'not_started';
  return answered >= total ? 'completed' : 'in_progress';
}

export type ChapterScore = Pick<ChapterStats, 'questionsAnswered' | 'totalQuestions' | 'marksEarned' | 'marksAvailable' | 'percentage' | 'completionStatus'>;

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

function toChapterStats(row: AttemptSummaryRow): ChapterStats {
  const score = chapterScoreOf(row);
  return {
    chapterId: row.chapter_id,
    chapterTitle: row.chapter_title,
    bookId: row.book_id,
    bookTitle: row.book_title,
    subject: row.subject,
    grade: row.grade,
    questionsAnswered: score.questionsAnswered,
    totalQuestions: score.totalQuestions,
    marksEarned: score.marksEarned,
    marksAvailable: score.marksAvailable,
    percentage: score.percentage,
    correctAnswers: row.correct_count,
    partialAnswers: row.partial_count,
    incorrectAnswers: row.incorrect_count,
    timeSpentMinutes: oneDecimal(Number(row.time_spent_seconds) / 60),
    firstAttempted: iso(row.first_attempted),
    lastAttempted: iso(row.last_attempted),
    completionStatus: score.completionStatus,
    attempts: row.attempts,
    testInProgress: row.test_in_progress,
  };
}

export async function listChapterStats(
  db: Database,
  query: { userId: string; chapterIds?: string[] | undefined; includeUnanswered?: boolean },
): Promise<ChapterStats[]> {
  return (await listChapterAttemptSummaries(db, query)).map(toChapterStats);
}

/** `ChapterStats` of many students in one query, each with the attempt its figures come from. */
export async function listStudentsChapterStats(
  db: Database,
  { userIds, chapterIds }: { userIds: string[]; chapterIds: string[] },
): Promise<Array<{ userId: string; attemptId: string | null; stats: ChapterStats }>> {
  if (!userIds.length || !chapterIds.length) return [];
  const rows = await listChapterAttemptSummaries(db, { userIds, chapterIds });
  return rows.map((row) => ({ userId: row.user_id, attemptId: row.attempt_id, stats: toChapterStats(row) }));
}

/** The statement behind a class's scores (`classScoresQuery`), for the classes feature to run with its own lists. */
export { classScoresQuery, type ClassScoresRow } from './stats-repository';

/** Per student of the class and chapter with a graded attempt, its `ChapterScore` (the class table), from `classScoresQuery`'s rows. */
export function classChapterScoresOf(rows: ClassScoresRow[]): Array<{ userId: string; chapterId: string; score: ChapterScore }> {
  return latestScoresOf(rows).map((row) => ({ userId: row.user_id, chapterId: row.chapter_id, score: chapterScoreOf(row) }));
}

export async function getChapterStats(db: Database, { userId, chapterId }: { userId: string; chapterId: string }) {
  const [stats] = await listChapterStats(db, { userId, chapterIds: [chapterId] });
  return stats ?? null;
}

/** A book's figures before rounding for display; every consumer rounds these the same way. */
export interface BookFigures {
  totalChapters: number;
  chaptersStarted: number;
  chaptersCompleted: number;
  questionsAnswered: number;
  totalQuestions: number;
  /** Sums over started chapters. */
  marksEarned: number;
  marksAvailable: number;
  /** The started chapters' minutes (one decimal each), summed. */
  minutesSpent: number;
  /** Answered over all questions x 100, unrounded. */
  progress: number;
  /** Mean of the started chapters' earned/available percentages, unrounded. */
  meanPercentage: number;
  status: ProgressStatus;
}

function bookFigures(chapters: Array<{ chapterId: string; totalQuestions: number }>, statsByChapter: Map<string, ChapterStats>): BookFigures {
  const answeredOf = (id: string) => statsByChapter.get(id)?.questionsAnswered ?? 0;
  const started = chapters.map((c) => statsByChapter.get(c.chapterId)).filter((s): s is ChapterStats => !!s && s.questionsAnswered > 0);
  // A chapter's question count comes from its attempt when there is one (only keyed questions are asked).
  const questionsOf = (c: { chapterId: string; totalQuestions: number }) => statsByChapter.get(c.chapterId)?.totalQuestions ?? c.totalQuestions;
  const totalQuestions = chapters.reduce((sum, c) => sum + questionsOf(c), 0);
  const answered = started.reduce((sum, s) => sum + s.questionsAnswered, 0);
  const isCompleted = (c: { chapterId: string; totalQuestions: number }) => completionStatus(answeredOf(c.chapterId), questionsOf(c)) === 'completed';
  const withQuestions = chapters.filter((c) => questionsOf(c) > 0);
  const sum = (pick: (s: ChapterStats) => number) => started.reduce((total, s) => total + pick(s), 0);
  return {
    totalChapters: chapters.length,
    chaptersStarted: started.length,
    chaptersCompleted: chapters.filter(isCompleted).length,
    questionsAnswered: answered,
    totalQuestions,
    marksEarned: sum((s) => s.marksEarned),
    marksAvailable: sum((s) => s.marksAvailable),
    minutesSpent: sum((s) => s.timeSpentMinutes),
    progress: totalQuestions ? (answered / totalQuestions) * 100 : 0,
    meanPercentage: started.length ? sum((s) => (s.marksAvailable > 0 ? (s.marksEarned / s.marksAvailable) * 100 : 0)) / started.length : 0,
    status: !started.length ? 'not_started' : withQuestions.every(isCompleted) ? 'completed' : 'in_progress',
  };
}

type BookChapterRow = Awaited<ReturnType<typeof listBookChapterTotals>>[number];

function figuresByBook(bookIds: string[], chapterRows: BookChapterRow[], stats: ChapterStats[]): Map<string, BookFigures> {
  const statsByChapter = new Map(stats.map((s) => [s.chapterId, s]));
  return new Map(bookIds.map((bookId) => [bookId, bookFigures(chapterRows.filter((c) => c.bookId === bookId), statsByChapter)]));
}

/** Book figures of the given books from the student's chapter figures (`listChapterStats`). */
export async function summarizeBooks(db: Database, { bookIds, stats }: { bookIds: string[]; stats: ChapterStats[] }): Promise<Map<string, BookFigures>> {
  return figuresByBook(bookIds, await listBookChapterTotals(db, { bookIds }), stats);
}

export interface BookProgress {
  /** Answered questions over all questions of the book's chapters, one decimal. */
  progressPercentage: number;
  status: ProgressStatus;
  chaptersCompleted: number;
  /** Minutes, whole. */
  totalTimeSpent: number;
  /** Mean percentage over the chapters started, one decimal. */
  averageScore: number;
}

export const NOT_STARTED: BookProgress = { progressPercentage: 0, status: 'not_started', chaptersCompleted: 0, totalTimeSpent: 0, averageScore: 0 };

function toBookProgress(f: BookFigures): BookProgress {
  if (f.status === 'not_started') return { ...NOT_STARTED };
  return {
    progressPercentage: oneDecimal(f.progress),
    status: f.status,
    chaptersCompleted: f.chaptersCompleted,
    totalTimeSpent: Math.round(f.minutesSpent),
    averageScore: oneDecimal(f.meanPercentage),
  };
}

export async function getBookProgress(db: Database, { userId, bookIds }: { userId: string; bookIds: string[] }): Promise<Map<string, BookProgress>> {
  if (!bookIds.length) return new Map();
  const chapterRows = await listBookChapterTotals(db, { bookIds });
  const stats = await listChapterStats(db, { userId, chapterIds: chapterRows.map((c) => c.chapterId) });
  return new Map([...figuresByBook(bookIds, chapterRows, stats)].map(([bookId, figures]) => [bookId, toBookProgress(figures)]));
}
