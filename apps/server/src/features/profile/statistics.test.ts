import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statisticsResponse } from '@booktutor/contracts/profile';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/factories';
import { createBook, createChapter, recordAttempt } from '../../../test/score-factory';
import { getChapterStats } from '../progress/chapter-stats';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stats = (viewer: TestUser, userId = viewer.id) => t.app.inject({ method: 'GET', url: `/api/users/statistics/${userId}`, headers: viewer.auth });

describe('who may read statistics', () => {
  it("answers 403 for another user's statistics, 400 for a malformed id, 401 without a token", async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const res = await stats(bob, alice.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().data).toBeUndefined();
    expect((await stats(bob, 'me')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/statistics/${alice.id}` })).statusCode).toBe(401);
  });
});

describe('figures computed from stored answers', () => {
  it('is all zeros and empty lists before any test', async () => {
    const user = await createUser(t);
    const res = await stats(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        totalBooksAttempted: 0,
        totalChaptersAttempted: 0,
        totalQuestionsAnswered: 0,
        totalMarksEarned: 0,
        totalMarksAvailable: 0,
        overallPercentage: 0,
        bookStats: [],
        recentActivity: [],
        chapterStats: [],
      },
    });
  });

  it('counts the latest attempt per chapter, keeps history, and fills every field', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const physics = await createBook(t, { title: 'Physics 8', subject: 'Physics', grade: '8' });
    const forces = await createChapter(t, { bookId: physics.id, title: 'Forces', subject: 'Physics', totalQuestions: 4 });
    const energy = await createChapter(t, { bookId: physics.id, title: 'Energy', subject: 'Physics', totalQuestions: 4 });
    await createChapter(t, { bookId: physics.id, title: 'Waves', totalQuestions: 5 }); // never attempted
    const history = await createBook(t, { title: 'History 8', subject: 'History' });
    const rome = await createChapter(t, { bookId: history.id, title: 'Rome', subject: 'History', totalQuestions: 3 });

    const day = 24 * 3600_000;
    const t0 = new Date('2026-11-01T09:00:00.000Z');
    // Forces, attempt 1 (older, all wrong): history only.
    await recordAttempt(t, {
      userId: user.id,
      chapterId: forces.id,
      attemptNumber: 1,
      totalQuestions: 4,
      startedAt: t0,
      finished: true,
      answers: [
        { marks: 0, maxMarks: 2, verdict: 'incorrect' },
        { marks: 0, maxMarks: 2, verdict: 'incorrect' },
      ],
    });
    // Forces, attempt 2 (latest, complete): 2 + 1 + 0 + 0 of 8; the running totals stored on the
    // attempt are deliberately wrong to show the figures come from the answers.
    await recordAttempt(t, {
      userId: user.id,
      chapterId: forces.id,
      attemptNumber: 2,
      totalQuestions: 4,
      startedAt: new Date(t0.getTime() + day),
      timeSpentSeconds: 330,
      finished: true,
      summaryOverride: { earnedMarks: 99, totalMarks: 100 },
      answers: [
        { marks: 2, maxMarks: 2, verdict: 'correct' },
        { marks: 1, maxMarks: 2, verdict: 'partial' },
        { marks: 0, maxMarks: 2, verdict: 'incorrect' },
        { marks: 0, maxMarks: 2, verdict: 'skipped' },
      ],
    });
    // Energy: half done, all right.
    await recordAttempt(t, {
      userId: user.id,
      chapterId: energy.id,
      totalQuestions: 4,
      startedAt: new Date(t0.getTime() + 2 * day),
      answers: [
        { marks: 2, maxMarks: 2, verdict: 'correct' },
        { marks: 3, maxMarks: 3, verdict: 'correct' },
      ],
    });
    // Rome: opened, nothing answered yet.
    await recordAttempt(t, { userId: user.id, chapterId: rome.id, totalQuestions: 3, startedAt: new Date(t0.getTime() + 3 * day), answers: [] });
    // Someone else's perfect score must not count.
    await recordAttempt(t, { userId: other.id, chapterId: forces.id, totalQuestions: 4, answers: [{ marks: 2, maxMarks: 2, verdict: 'correct' }] });

    const res = await stats(user);
    expect(res.statusCode).toBe(200);
    const { data } = statisticsResponse.parse(res.json());

    expect(data).toMatchObject({ totalBooksAttempted: 1, totalChaptersAttempted: 2, totalQuestionsAnswered: 6, totalMarksEarned: 8, totalMarksAvailable: 13, overallPercentage: 61.5 });

    const byTitle = Object.fromEntries(data.chapterStats.map((c) => [c.chapterTitle, c]));
    expect(Object.keys(byTitle).sort()).toEqual(['Energy', 'Forces', 'Rome']);
    expect(byTitle.Forces).toEqual({
      chapterId: forces.id,
      chapterTitle: 'Forces',
      bookId: physics.id,
      bookTitle: 'Physics 8',
      subject: 'Physics',
      grade: '8',
      questionsAnswered: 4,
      totalQuestions: 4,
      marksEarned: 3,
      marksAvailable: 8,
      percentage: 37.5,
      correctAnswers: 1,
      partialAnswers: 1,
      incorrectAnswers: 2,
      timeSpentMinutes: 5.5,
      lastAttempted: new Date(t0.getTime() + day + 4 * 60_000).toISOString(),
      firstAttempted: t0.toISOString(),
      completionStatus: 'completed',
      attemptCount: 2,
      attempts: [
        { attemptNumber: 1, percentage: 0, questionsAnswered: 2, at: new Date(t0.getTime() + 2 * 60_000).toISOString() },
        { attemptNumber: 2, percentage: 37.5, questionsAnswered: 4, at: new Date(t0.getTime() + day + 4 * 60_000).toISOString() },
      ],
    });
    expect(byTitle.Energy).toMatchObject({
      questionsAnswered: 2,
      totalQuestions: 4,
      marksEarned: 5,
      marksAvailable: 5,
      percentage: 100,
      correctAnswers: 2,
      partialAnswers: 0,
      incorrectAnswers: 0,
      timeSpentMinutes: null,
      completionStatus: 'in_progress',
    });
    expect(byTitle.Rome).toMatchObject({ questionsAnswered: 0, percentage: 0, completionStatus: 'not_started', attempts: [] });
    // Most recently active first.
    expect(data.chapterStats.map((c) => c.chapterTitle)).toEqual(['Rome', 'Energy', 'Forces']);

    const physicsStats = data.bookStats.find((b) => b.bookId === physics.id)!;
    expect(physicsStats).toEqual({
      bookId: physics.id,
      bookTitle: 'Physics 8',
      subject: 'Physics',
      grade: '8',
      totalChapters: 3,
      chaptersAttempted: 2,
      chaptersCompleted: 1,
      questionsAnswered: 6,
      totalQuestions: 13,
      marksEarned: 8,
      marksAvailable: 13,
      progressPercentage: 46.2,
      averageScore: 68.8,
      status: 'in_progress',
    });
    expect(data.bookStats.find((b) => b.bookId === history.id)).toMatchObject({ chaptersAttempted: 0, status: 'not_started', progressPercentage: 0 });

    expect(data.recentActivity.map((a) => [a.chapterTitle, a.attemptNumber, a.percentage])).toEqual([
      ['Rome', 1, 0],
      ['Energy', 1, 100],
      ['Forces', 2, 37.5],
      ['Forces', 1, 0],
    ]);

    // The profile carries the same overall figures.
    const profile = (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.auth })).json();
    expect(profile.overallStats).toEqual({ totalBooksAttempted: 1, totalChaptersAttempted: 2, totalQuestionsAnswered: 6, totalMarksEarned: 8, totalMarksAvailable: 13, overallPercentage: 61.5 });
  });

  it('keeps showing the previous attempt while a retake has no answers yet (as the chat does)', async () => {
    const user = await createUser(t);
    const book = await createBook(t, { title: 'Biology 8' });
    const cells = await createChapter(t, { bookId: book.id, title: 'Cells', totalQuestions: 2 });
    const t0 = new Date('2026-11-02T09:00:00.000Z');
    await recordAttempt(t, {
      userId: user.id,
      chapterId: cells.id,
      attemptNumber: 1,
      totalQuestions: 2,
      startedAt: t0,
      timeSpentSeconds: 120,
      finished: true,
      answers: [
        { marks: 2, maxMarks: 2, verdict: 'correct' },
        { marks: 1, maxMarks: 2, verdict: 'partial' },
      ],
    });
    const retakeStart = new Date(t0.getTime() + 3600_000);
    await recordAttempt(t, { userId: user.id, chapterId: cells.id, attemptNumber: 2, totalQuestions: 2, startedAt: retakeStart, timeSpentSeconds: 30, answers: [] });

    const { data } = statisticsResponse.parse((await stats(user)).json());
    expect(data).toMatchObject({ totalBooksAttempted: 1, totalChaptersAttempted: 1, totalQuestionsAnswered: 2, totalMarksEarned: 3, totalMarksAvailable: 4, overallPercentage: 75 });
    expect(data.chapterStats).toHaveLength(1);
    expect(data.chapterStats[0]).toMatchObject({
      questionsAnswered: 2,
      marksEarned: 3,
      marksAvailable: 4,
      percentage: 75,
      correctAnswers: 1,
      partialAnswers: 1,
      completionStatus: 'completed',
      attemptCount: 2,
      // Time and last activity cover every attempt, the retake included.
      timeSpentMinutes: 2.5,
      lastAttempted: retakeStart.toISOString(),
      firstAttempted: t0.toISOString(),
      attempts: [{ attemptNumber: 1, percentage: 75, questionsAnswered: 2 }],
    });
    expect(data.bookStats).toEqual([expect.objectContaining({ chaptersAttempted: 1, chaptersCompleted: 1, questionsAnswered: 2, progressPercentage: 100, averageScore: 75, status: 'completed' })]);
    // The retake itself is listed as activity.
    expect(data.recentActivity.map((a) => [a.attemptNumber, a.questionsAnswered])).toEqual([
      [2, 0],
      [1, 2],
    ]);

    // The chat's statistics for the chapter say the same (its service function: this attempt has no engine state).
    const chat = await getChapterStats(t.deps.db, { userId: user.id, chapterId: cells.id });
    const { timeSpentMinutes, attemptCount, attempts: _history, ...figures } = data.chapterStats[0]!;
    expect(chat).toEqual({ ...figures, timeSpentMinutes, attempts: attemptCount, testInProgress: true });
  });

  it('keeps half and quarter marks exact and rounds the percentage to one decimal', async () => {
    const user = await createUser(t);
    const book = await createBook(t);
    const chapter = await createChapter(t, { bookId: book.id, totalQuestions: 3 });
    await recordAttempt(t, {
      userId: user.id,
      chapterId: chapter.id,
      totalQuestions: 3,
      answers: [
        { marks: 0.5, maxMarks: 1, verdict: 'partial' },
        { marks: 1.25, maxMarks: 2, verdict: 'partial' },
        { marks: 0, maxMarks: 3, verdict: 'incorrect' },
      ],
    });
    const { data } = statisticsResponse.parse((await stats(user)).json());
    expect(data.chapterStats[0]).toMatchObject({ marksEarned: 1.75, marksAvailable: 6, percentage: 29.2, partialAnswers: 2, completionStatus: 'completed' });
    expect(data.bookStats[0]).toMatchObject({ status: 'completed', chaptersCompleted: 1, progressPercentage: 100 });
  });
});
