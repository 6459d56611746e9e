/**
 * Statistics from stored test results (ARCHITECTURE section 3): the latest attempt of each
 * chapter counts, earlier attempts are kept as history for the score chart and recent activity.
 * Marks and counts come from the graded answers themselves, never from running totals.
 */
import type { BookStats, ChapterStats, StatisticsData } from '@booktutor/contracts/profile';
import { RECENT_ACTIVITY_LIMIT } from '@booktutor/contracts/profile';
import type { ProgressStatus } from '@booktutor/contracts/domain';
import type { AttemptWithTotals, BookTotals } from './repository';

const round1 = (n: number) => Math.round(n * 10) / 10;
/** Marks are stored as reals: two decimals hide float noise without losing half or quarter marks. */
const roundMarks = (n: number) => Math.round(n * 100) / 100;
const percent = (part: number, whole: number) => (whole > 0 ? round1((part / whole) * 100) : 0);
const toDate = (v: Date | string | null | undefined) => (v == null ? undefined : v instanceof Date ? v : new Date(v));

function lastActivity(a: AttemptWithTotals): Date {
  const times = [a.startedAt, toDate(a.lastAnswerAt), a.finishedAt ?? undefined].filter((d): d is Date => Boolean(d));
  return new Date(Math.max(...times.map((d) => d.getTime())));
}

function chapterStatus(answered: number, total: number): ProgressStatus {
  if (answered === 0) return 'not_started';
  return total > 0 && answered >= total ? 'completed' : 'in_progress';
}

function chapterStatsOf(history: AttemptWithTotals[]): ChapterStats {
  const sorted = [...history].sort((a, b) => a.attemptNumber - b.attemptNumber);
  const latest = sorted[sorted.length - 1]!;
  const totalQuestions = latest.attemptTotalQuestions > 0 ? latest.attemptTotalQuestions : latest.chapterTotalQuestions;
  return {
    chapterId: latest.chapterId,
    chapterTitle: latest.chapterTitle,
    bookId: latest.bookId,
    bookTitle: latest.bookTitle,
    subject: latest.chapterSubject || latest.bookSubject,
    grade: latest.bookGrade,
    questionsAnswered: latest.answered,
    totalQuestions,
    marksEarned: roundMarks(latest.earned),
    marksAvailable: roundMarks(latest.available),
    percentage: percent(latest.earned, latest.available),
    correctAnswers: latest.correct,
    partialAnswers: latest.partial,
    incorrectAnswers: latest.incorrect,
    timeSpentMinutes: latest.timeSpentSeconds > 0 ? round1(latest.timeSpentSeconds / 60) : null,
    lastAttempted: lastActivity(latest).toISOString(),
    firstAttempted: sorted[0]!.startedAt.toISOString(),
    completionStatus: chapterStatus(latest.answered, totalQuestions),
    attemptCount: sorted.length,
    attempts: sorted
      .filter((a) => a.answered > 0)
      .map((a) => ({
        attemptNumber: a.attemptNumber,
        percentage: percent(a.earned, a.available),
        questionsAnswered: a.answered,
        at: lastActivity(a).toISOString(),
      })),
  };
}

function bookStatsOf(chaptersOfBook: ChapterStats[], totals: BookTotals | undefined): BookStats {
  const first = chaptersOfBook[0]!;
  const started = chaptersOfBook.filter((c) => c.questionsAnswered > 0);
  const completed = chaptersOfBook.filter((c) => c.completionStatus === 'completed').length;
  const totalChapters = totals?.chapters ?? chaptersOfBook.length;
  const totalQuestions = totals?.questions ?? chaptersOfBook.reduce((s, c) => s + c.totalQuestions, 0);
  const answered = started.reduce((s, c) => s + c.questionsAnswered, 0);
  const status: ProgressStatus =
    started.length === 0 ? 'not_started' : completed >= totalChapters ? 'completed' : 'in_progress';
  return {
    bookId: first.bookId,
    bookTitle: first.bookTitle,
    subject: first.subject,
    grade: first.grade,
    totalChapters,
    chaptersAttempted: started.length,
    chaptersCompleted: completed,
    questionsAnswered: answered,
    totalQuestions,
    marksEarned: roundMarks(started.reduce((s, c) => s + c.marksEarned, 0)),
    marksAvailable: roundMarks(started.reduce((s, c) => s + c.marksAvailable, 0)),
    progressPercentage: Math.min(100, percent(answered, totalQuestions)),
    averageScore: started.length ? round1(started.reduce((s, c) => s + c.percentage, 0) / started.length) : 0,
    status,
  };
}

export function computeStatistics(attempts: AttemptWithTotals[], bookTotals: BookTotals[]): StatisticsData {
  const byChapter = new Map<string, AttemptWithTotals[]>();
  for (const a of attempts) byChapter.set(a.chapterId, [...(byChapter.get(a.chapterId) ?? []), a]);
  const chapterStats = [...byChapter.values()]
    .map(chapterStatsOf)
    .sort((a, b) => b.lastAttempted.localeCompare(a.lastAttempted));

  const byBook = new Map<string, ChapterStats[]>();
  for (const c of chapterStats) byBook.set(c.bookId, [...(byBook.get(c.bookId) ?? []), c]);
  const totalsById = new Map(bookTotals.map((b) => [b.bookId, b]));
  const bookStats = [...byBook.entries()].map(([id, list]) => bookStatsOf(list, totalsById.get(id)));

  const started = chapterStats.filter((c) => c.questionsAnswered > 0);
  const earned = started.reduce((s, c) => s + c.marksEarned, 0);
  const available = started.reduce((s, c) => s + c.marksAvailable, 0);

  const recentActivity = [...attempts]
    .sort((a, b) => lastActivity(b).getTime() - lastActivity(a).getTime())
    .slice(0, RECENT_ACTIVITY_LIMIT)
    .map((a) => ({
      attemptId: a.attemptId,
      attemptNumber: a.attemptNumber,
      chapterId: a.chapterId,
      chapterTitle: a.chapterTitle,
      bookTitle: a.bookTitle,
      questionsAnswered: a.answered,
      percentage: percent(a.earned, a.available),
      finished: a.status === 'finished',
      at: lastActivity(a).toISOString(),
    }));

  return {
    totalBooksAttempted: new Set(started.map((c) => c.bookId)).size,
    totalChaptersAttempted: started.length,
    totalQuestionsAnswered: started.reduce((s, c) => s + c.questionsAnswered, 0),
    totalMarksEarned: roundMarks(earned),
    totalMarksAvailable: roundMarks(available),
    overallPercentage: percent(earned, available),
    bookStats,
    recentActivity,
    chapterStats,
  };
}
