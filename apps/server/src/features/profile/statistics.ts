/**
 * The Statistics response. Every chapter figure comes from the progress feature's chapter-stats (which
 * attempt counts, how marks, time and completion are computed: one place, so /chat,
 * /collections and /profile agree); book and overall figures are sums of those. The attempt
 * history only feeds the score chart and recent activity.
 */
import type { ChapterStatsSummary } from '@booktutor/contracts/chat';
import type { BookStats, ChapterStatsWithHistory, StatisticsData } from '@booktutor/contracts/profile';
import { RECENT_ACTIVITY_LIMIT } from '@booktutor/contracts/profile';
import { oneDecimal, percentOf, roundMarks } from '@booktutor/contracts/rounding';
import type { BookFigures } from '../progress/book-progress';
import type { AttemptHistoryRow } from './repository';

const at = (a: AttemptHistoryRow) => a.updatedAt.toISOString();

function presentChapter(c: ChapterStatsSummary, history: AttemptHistoryRow[]): ChapterStatsWithHistory {
  const { timeSpentMinutes, attempts, testInProgress: _running, ...figures } = c;
  return {
    ...figures,
    timeSpentMinutes: timeSpentMinutes > 0 ? timeSpentMinutes : null,
    attemptCount: attempts,
    attempts: history
      .filter((a) => a.answered > 0)
      .sort((a, b) => a.attemptNumber - b.attemptNumber)
      .map((a) => ({ attemptNumber: a.attemptNumber, percentage: percentOf(a.earned, a.available), questionsAnswered: a.answered, at: at(a) })),
  };
}

function presentBook(first: ChapterStatsSummary, f: BookFigures): BookStats {
  return {
    bookId: first.bookId,
    bookTitle: first.bookTitle,
    subject: first.subject,
    grade: first.grade,
    totalChapters: f.totalChapters,
    chaptersAttempted: f.chaptersStarted,
    chaptersCompleted: f.chaptersCompleted,
    questionsAnswered: f.questionsAnswered,
    totalQuestions: f.totalQuestions,
    marksEarned: roundMarks(f.marksEarned),
    marksAvailable: roundMarks(f.marksAvailable),
    progressPercentage: oneDecimal(f.progress),
    averageScore: oneDecimal(f.meanPercentage),
    status: f.status,
  };
}

/**
 * `chapters`: `listChapterStats(..., includeUnanswered)`, newest activity first; `books`:
 * `summarizeBooks` of their books; `history`: every attempt of the user.
 */
export function computeStatistics(chapters: ChapterStatsSummary[], books: Map<string, BookFigures>, history: AttemptHistoryRow[]): StatisticsData {
  const chapterStats = chapters.map((c) =>
    presentChapter(
      c,
      history.filter((a) => a.chapterId === c.chapterId),
    ),
  );

  const firstOfBook = new Map<string, ChapterStatsSummary>();
  for (const c of chapters) if (!firstOfBook.has(c.bookId)) firstOfBook.set(c.bookId, c);
  const bookStats = [...firstOfBook.entries()].flatMap(([id, first]) => {
    const figures = books.get(id);
    return figures ? [presentBook(first, figures)] : [];
  });

  const started = chapters.filter((c) => c.questionsAnswered > 0);
  const earned = started.reduce((s, c) => s + c.marksEarned, 0);
  const available = started.reduce((s, c) => s + c.marksAvailable, 0);

  const recentActivity = [...history]
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.attemptNumber - a.attemptNumber)
    .slice(0, RECENT_ACTIVITY_LIMIT)
    .map((a) => ({
      attemptId: a.attemptId,
      attemptNumber: a.attemptNumber,
      chapterId: a.chapterId,
      chapterTitle: a.chapterTitle,
      bookTitle: a.bookTitle,
      questionsAnswered: a.answered,
      percentage: percentOf(a.earned, a.available),
      finished: a.status === 'finished',
      at: at(a),
    }));

  return {
    totalBooksAttempted: new Set(started.map((c) => c.bookId)).size,
    totalChaptersAttempted: started.length,
    totalQuestionsAnswered: started.reduce((s, c) => s + c.questionsAnswered, 0),
    totalMarksEarned: roundMarks(earned),
    totalMarksAvailable: roundMarks(available),
    overallPercentage: percentOf(earned, available),
    bookStats,
    recentActivity,
    chapterStats,
  };
}
