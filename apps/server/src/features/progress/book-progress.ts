/**
 * A book's figures from its chapters' (chapter-stats.ts): the profile sums them in TypeScript
 * (`summarizeBooks`), the catalogue counts them in SQL (repository.ts `bookProgressCtes`, so
 * My Collection can sort by them); both end in `bookStatusOf` and `bookProgressOf` here.
 */
import type { ChapterStatsSummary } from '@booktutor/contracts/chat';
import type { ProgressStatus } from '@booktutor/contracts/domain';
import { oneDecimal } from '@booktutor/contracts/rounding';
import type { Database } from '../../db/client';
import { completionStatus, meanStartedPercentage } from './chapter-stats';
import { listBookChapterTotals } from './repository';

/** What a book's progress is made of, however it was counted. */
export interface BookCounts {
  questionsAnswered: number;
  totalQuestions: number;
  chaptersStarted: number;
  chaptersCompleted: number;
  /** Chapters whose (attempt's) question count is above zero. */
  chaptersWithQuestions: number;
  /** Mean of the started chapters' earned/available percentages, unrounded; 0 when none. */
  meanPercentage: number;
  /** The started chapters' minutes (one decimal each), summed. */
  minutesSpent: number;
}

/** A book is `completed` when every chapter with questions is, `in_progress` once one chapter is started. */
export function bookStatusOf(c: Pick<BookCounts, 'chaptersStarted' | 'chaptersCompleted' | 'chaptersWithQuestions'>): ProgressStatus {
  if (c.chaptersStarted <= 0) return 'not_started';
  return c.chaptersWithQuestions > 0 && c.chaptersCompleted === c.chaptersWithQuestions ? 'completed' : 'in_progress';
}

/** A book's figures before rounding for display; every consumer rounds these the same way. */
export interface BookFigures extends BookCounts {
  totalChapters: number;
  /** Sums over started chapters. */
  marksEarned: number;
  marksAvailable: number;
  /** Answered over all questions x 100, unrounded. */
  progress: number;
  status: ProgressStatus;
}

type ChapterTotals = { chapterId: string; totalQuestions: number };

function bookFigures(chapters: ChapterTotals[], statsByChapter: Map<string, ChapterStatsSummary>): BookFigures {
  const answeredOf = (id: string) => statsByChapter.get(id)?.questionsAnswered ?? 0;
  const started = chapters.map((c) => statsByChapter.get(c.chapterId)).filter((s): s is ChapterStatsSummary => !!s && s.questionsAnswered > 0);
  // A chapter's question count comes from its attempt when there is one (only keyed questions are asked).
  const questionsOf = (c: ChapterTotals) => statsByChapter.get(c.chapterId)?.totalQuestions ?? c.totalQuestions;
  const totalQuestions = chapters.reduce((sum, c) => sum + questionsOf(c), 0);
  const answered = started.reduce((sum, s) => sum + s.questionsAnswered, 0);
  const withQuestions = chapters.filter((c) => questionsOf(c) > 0);
  const completed = withQuestions.filter((c) => completionStatus(answeredOf(c.chapterId), questionsOf(c)) === 'completed');
  const sum = (pick: (s: ChapterStatsSummary) => number) => started.reduce((total, s) => total + pick(s), 0);
  const counts: BookCounts = {
    questionsAnswered: answered,
    totalQuestions,
    chaptersStarted: started.length,
    chaptersCompleted: completed.length,
    chaptersWithQuestions: withQuestions.length,
    meanPercentage: meanStartedPercentage(started) ?? 0,
    minutesSpent: sum((s) => s.timeSpentMinutes),
  };
  return {
    ...counts,
    totalChapters: chapters.length,
    marksEarned: sum((s) => s.marksEarned),
    marksAvailable: sum((s) => s.marksAvailable),
    progress: totalQuestions ? (answered / totalQuestions) * 100 : 0,
    status: bookStatusOf(counts),
  };
}

/** Book figures of the given books from the student's chapter figures (`listChapterStats`). */
export async function summarizeBooks(db: Database, { bookIds, stats }: { bookIds: string[]; stats: ChapterStatsSummary[] }): Promise<Map<string, BookFigures>> {
  const chapterRows = await listBookChapterTotals(db, { bookIds });
  const statsByChapter = new Map(stats.map((s) => [s.chapterId, s]));
  return new Map(
    bookIds.map((bookId) => [
      bookId,
      bookFigures(
        chapterRows.filter((c) => c.bookId === bookId),
        statsByChapter,
      ),
    ]),
  );
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

/** The catalogue's `userProgress` of a book. */
export function bookProgressOf(c: BookCounts): BookProgress {
  const status = bookStatusOf(c);
  if (status === 'not_started') return { progressPercentage: 0, status, chaptersCompleted: 0, totalTimeSpent: 0, averageScore: 0 };
  return {
    progressPercentage: c.totalQuestions > 0 ? oneDecimal((100 * c.questionsAnswered) / c.totalQuestions) : 0,
    status,
    chaptersCompleted: c.chaptersCompleted,
    totalTimeSpent: Math.round(c.minutesSpent),
    averageScore: oneDecimal(c.meanPercentage),
  };
}
