/**
 * Books, chapters, subscriptions and test results straight in the database, for the profile,
 * statistics and notification tests (the real test flow is the chat feature's, tested there).
 */
import type { TestState } from '@booktutor/tutor';
import { books, chapters, subscriptions, testAnswers, testAttempts } from '../src/db/schema';
import type { TestApp } from './test-app';
import { unique } from './test-app';

/** An engine state with no questions: these rows stand for a test's result, not a test to resume. */
const blankState = (status: TestState['status']): TestState => ({ version: 1, status, order: [], position: 0, answers: [], hintsForCurrent: 0 });

export async function createBook(t: TestApp, o: { publisher?: string; title?: string; subject?: string; grade?: string } = {}) {
  const [row] = await t.deps.db
    .insert(books)
    .values({
      title: o.title ?? `Book ${unique('b')}`,
      publisher: o.publisher ?? 'EXCELLENCE PUBLICATION',
      subject: o.subject ?? 'Science',
      language: 'English',
      grade: o.grade ?? '8',
      author: 'A. Author',
    })
    .returning();
  return row!;
}

export async function createChapter(t: TestApp, o: { bookId: string; title?: string; subject?: string; totalQuestions?: number; totalMarks?: number; position?: number }) {
  const totalQuestions = o.totalQuestions ?? 4;
  const [row] = await t.deps.db
    .insert(chapters)
    .values({
      bookId: o.bookId,
      title: o.title ?? `Chapter ${unique('c')}`,
      subject: o.subject ?? 'Science',
      prompt: 'You are a tutor for this chapter.',
      vectorStoreId: unique('vs'),
      totalQuestions,
      totalMarks: o.totalMarks ?? totalQuestions * 2,
      position: o.position ?? 0,
    })
    .returning();
  return row!;
}

export async function subscribe(t: TestApp, { userId, bookId }: { userId: string; bookId: string }) {
  await t.deps.db.insert(subscriptions).values({ userId, bookId });
}

export type Verdict = 'correct' | 'partial' | 'incorrect' | 'skipped';
export interface AnswerSpec {
  marks: number;
  maxMarks: number;
  verdict: Verdict;
  /** The grader doubted the marks (the answer waits in the review queue). */
  uncertain?: boolean;
}

/**
 * One attempt with its graded answers. Answers are one minute apart from startedAt.
 * The attempt's own summary columns are filled as the chat feature would, but statistics
 * must come from the answers, so `summaryOverride` can make them disagree on purpose.
 */
export async function recordAttempt(
  t: TestApp,
  o: {
    userId: string;
    chapterId: string;
    attemptNumber?: number;
    totalQuestions: number;
    answers: AnswerSpec[];
    startedAt?: Date;
    timeSpentSeconds?: number;
    finished?: boolean;
    summaryOverride?: { earnedMarks: number; totalMarks: number };
  },
) {
  const startedAt = o.startedAt ?? new Date();
  const earned = o.answers.reduce((s, a) => s + a.marks, 0);
  const total = o.answers.reduce((s, a) => s + a.maxMarks, 0);
  const count = (v: Verdict) => o.answers.filter((a) => a.verdict === v).length;
  const lastAt = new Date(startedAt.getTime() + o.answers.length * 60_000);
  const [attempt] = await t.deps.db
    .insert(testAttempts)
    .values({
      userId: o.userId,
      chapterId: o.chapterId,
      attemptNumber: o.attemptNumber ?? 1,
      status: o.finished ? 'finished' : 'in_progress',
      state: blankState(o.finished ? 'finished' : 'in_progress'),
      earnedMarks: o.summaryOverride?.earnedMarks ?? earned,
      totalMarks: o.summaryOverride?.totalMarks ?? total,
      testTotalMarks: o.summaryOverride?.totalMarks ?? total,
      answeredQuestions: o.answers.length,
      totalQuestions: o.totalQuestions,
      correctCount: count('correct'),
      partialCount: count('partial'),
      incorrectCount: count('incorrect') + count('skipped'),
      timeSpentSeconds: o.timeSpentSeconds ?? 0,
      startedAt,
      updatedAt: lastAt,
      finishedAt: o.finished ? lastAt : null,
    })
    .returning();
  if (o.answers.length) {
    await t.deps.db
      .insert(testAnswers)
      .values(
        o.answers.map((a, i) => ({
          attemptId: attempt!.id,
          questionNumber: i + 1,
          answerText: `answer ${i + 1}`,
          marks: a.marks,
          maxMarks: a.maxMarks,
          verdict: a.verdict,
          uncertain: a.uncertain ?? false,
          createdAt: new Date(startedAt.getTime() + (i + 1) * 60_000),
        })),
      );
  }
  return attempt!;
}
