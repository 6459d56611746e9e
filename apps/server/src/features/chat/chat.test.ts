/** The chapter chat with the built-in tutor: tests from start to retake, resume, idempotency, isolation. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { ChapterStatsResponse, ChatMessage, ChatReply } from '@booktutor/contracts/chat';
import { MSG } from '@booktutor/contracts/messages';
import { buildApp } from '../../app';
import { testAnswers, testAttempts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/factories';
import { createBook, createChapter, PHOTOSYNTHESIS_GIFT, type TestChapter } from '../../../test/chapter-factory';
import { bookProgressByRules } from '../../../test/book-progress-by-rules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const cid = () => `m_${randomUUID()}`;

async function send(user: TestUser, chapterId: string, message: string, clientMessageId: string = cid(), app = t.app) {
  return app.inject({ method: 'POST', url: '/api/chat', headers: user.auth, payload: { userId: user.id, message, chapterId, clientMessageId } });
}
async function say(user: TestUser, chapter: TestChapter, message: string): Promise<ChatReply> {
  const res = await send(user, chapter.id, message);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function stats(user: TestUser, chapterId: string): Promise<ChapterStatsResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/chat/chapter-stats/${chapterId}`, headers: user.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function history(user: TestUser, chapterId: string): Promise<ChatMessage[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/chat/chapter-history/${chapterId}`, headers: user.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('a chapter test with the built-in engine', () => {
  it('starts, grades right, partly right and wrong answers, gives hints, skips, finishes and keeps score', async () => {
    const user = await createUser(t);
    const chapter = await createChapter(t, { rawText: PHOTOSYNTHESIS_GIFT });
    expect((await stats(user, chapter.id)).hasStats).toBe(false);

    const start = await say(user, chapter, MSG.chat.startText);
    expect(start.response).toContain('Question 1 of 4 (1 mark)');
    expect(start.response).toContain('What green pigment absorbs light');
    expect(start.test).toMatchObject({ status: 'in_progress', attemptNumber: 1 });
    // Before the first answer the score already knows the whole test's marks ("0/4 marks", not "0/0").
    expect(start.score).toEqual({ earnedMarks: 0, totalMarks: 0, testTotalMarks: 4, percentage: 0, answeredQuestions: 0, totalQuestions: 4 });
    expect((await stats(user, chapter.id)).test).toEqual({ status: 'in_progress', attemptNumber: 1, score: start.score });

    const right = await say(user, chapter, 'chlorophyll');
    expect(right.response).toContain('Correct!');
    expect(right.response).toContain('Question 2 of 4');
    expect(right.score).toMatchObject({ earnedMarks: 1, totalMarks: 1, testTotalMarks: 4, percentage: 100, answeredQuestions: 1 });

    const hint = await say(user, chapter, 'hint');
    expect(hint.response).toMatch(/^Hint: it is not [ACD]\./);
    expect(hint.score).toMatchObject({ earnedMarks: 1, answeredQuestions: 1 });

    const mcq = await say(user, chapter, 'B');
    expect(mcq.score).toMatchObject({ earnedMarks: 2, totalMarks: 2, answeredQuestions: 2 });

    const wrong = await say(user, chapter, 'true');
    expect(wrong.response).toContain('Not quite');
    expect(wrong.score).toMatchObject({ earnedMarks: 2, totalMarks: 3, percentage: 66.7, answeredQuestions: 3 });

    const partly = await say(user, chapter, 'to save water');
    expect(partly.response).toContain('Partly right');
    expect(partly.response).toContain('Test finished! You scored 2.5 out of 4 marks (62.5%).');
    expect(partly.test).toMatchObject({ status: 'finished' });
    expect(partly.score).toEqual({ earnedMarks: 2.5, totalMarks: 4, testTotalMarks: 4, percentage: 62.5, answeredQuestions: 4, totalQuestions: 4 });

    const s = await stats(user, chapter.id);
    expect(s.hasStats).toBe(true);
    // After a reload the Active Chapter bar keeps the final score: the server returns the finished test.
    expect(s.test).toEqual({ status: 'finished', attemptNumber: 1, score: partly.score });
    expect(s.chapter).toMatchObject({ chapterId: chapter.id, title: 'Photosynthesis', totalQuestions: 4 });
    expect(s.stats).toMatchObject({
      chapterId: chapter.id,
      questionsAnswered: 4,
      totalQuestions: 4,
      marksEarned: 2.5,
      marksAvailable: 4,
      percentage: 62.5,
      correctAnswers: 2,
      partialAnswers: 1,
      incorrectAnswers: 1,
      completionStatus: 'completed',
      attempts: 1,
      testInProgress: false,
    });

    // Every graded answer is stored once, beside the attempt's running score.
    const [attempt] = await t.deps.db
      .select()
      .from(testAttempts)
      .where(and(eq(testAttempts.userId, user.id), eq(testAttempts.chapterId, chapter.id)));
    const answers = await t.deps.db.select().from(testAnswers).where(eq(testAnswers.attemptId, attempt!.id));
    expect(answers.map((a) => [a.questionNumber, a.verdict, a.marks])).toEqual(
      expect.arrayContaining([
        [1, 'correct', 1],
        [2, 'correct', 1],
        [3, 'incorrect', 0],
        [4, 'partial', 0.5],
      ]),
    );
    expect(attempt).toMatchObject({ status: 'finished', earnedMarks: 2.5, totalMarks: 4, answeredQuestions: 4 });

    // Finishing the test leaves a notification with the score.
    const inbox = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: user.auth });
    const results = inbox.json().filter((n: { title: string }) => n.title === 'Test completed');
    expect(results).toHaveLength(1);
    expect(results[0].message).toContain('2.5 of 4 marks (62.5%)');
  });

  it('shows a test in progress from its stored running score, whatever the stored engine state holds', async () => {
    const user = await createUser(t);
    const chapter = await createChapter(t);
    await t.deps.db.insert(testAttempts).values({
      userId: user.id,
      chapterId: chapter.id,
      attemptNumber: 1,
      status: 'in_progress',
      state: sql`'{}'::jsonb`, // not an engine state: the progress must not depend on it
      earnedMarks: 1.5,
      totalMarks: 2,
      testTotalMarks: 5,
      answeredQuestions: 2,
      totalQuestions: 4,
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/chat/chapter-stats/${chapter.id}`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().test).toMatchObject({ status: 'in_progress', score: { earnedMarks: 1.5, totalMarks: 2, testTotalMarks: 5, percentage: 75, answeredQuestions: 2, totalQuestions: 4 } });
  });

  it('skips, quits and retakes as a new attempt; stats follow the latest attempt with answers', async () => {
    const user = await createUser(t);
    const chapter = await createChapter(t);
    await say(user, chapter, "Let's Start");
    for (const answer of ['chlorophyll', 'B', 'false', 'closing the stomata on a hot day reduces water loss by transpiration so the plant does not wilt']) {
      await say(user, chapter, answer);
    }
    expect((await stats(user, chapter.id)).stats).toMatchObject({ percentage: 100, completionStatus: 'completed' });

    const retake = await say(user, chapter, "Let's Start");
    expect(retake.test).toMatchObject({ status: 'in_progress', attemptNumber: 2 });
    // A retake that has answered nothing yet does not hide the last result.
    const during = await stats(user, chapter.id);
    expect(during.stats).toMatchObject({ percentage: 100, attempts: 2, testInProgress: true });
    expect(during.test).toMatchObject({ attemptNumber: 2, score: { answeredQuestions: 0 } });

    const skipped = await say(user, chapter, 'skip');
    expect(skipped.response).toContain('Skipped (0 marks).');
    expect(skipped.score).toMatchObject({ earnedMarks: 0, totalMarks: 1, answeredQuestions: 1 });
    await say(user, chapter, 'A');
    const quit = await say(user, chapter, 'quit');
    expect(quit.response).toContain('Test finished!');
    expect(quit.test).toMatchObject({ status: 'finished', score: { answeredQuestions: 2, totalQuestions: 4 } });

    // After the test, "skip" is about the test: no off-topic refusal.
    const late = await say(user, chapter, 'skip');
    expect(late.response).toMatch(/^Your test has finished, so there is nothing to skip\. Say "Let's Start" to take it again/);
    expect(late.test ?? null).toBeNull();

    const after = await stats(user, chapter.id);
    expect(after.stats).toMatchObject({
      questionsAnswered: 2,
      marksEarned: 0,
      marksAvailable: 2,
      percentage: 0,
      incorrectAnswers: 2,
      completionStatus: 'in_progress',
      attempts: 2,
      testInProgress: false,
    });
  });

  it("resumes a test after a server restart from the database alone; 'Let's Start' mid-test carries on", async () => {
    const user = await createUser(t);
    const chapter = await createChapter(t);
    await say(user, chapter, "Let's Start");
    await say(user, chapter, 'chlorophyll');

    // A second server process: same database, nothing else shared.
    const restarted = await buildApp({ deps: { ...t.deps } });
    await restarted.ready();
    try {
      const again = await send(user, chapter.id, "Let's Start", cid(), restarted);
      expect(again.json().response).toContain('Your test is still in progress');
      expect(again.json().response).toContain('Question 2 of 4');
      const next = (await send(user, chapter.id, 'B', cid(), restarted)).json<ChatReply>();
      expect(next.score).toMatchObject({ earnedMarks: 2, answeredQuestions: 2 });
      expect(next.response).toContain('Question 3 of 4');
    } finally {
      await restarted.close();
    }
  });

  it('counts study time between turns, capping long pauses', async () => {
    const user = await createUser(t);
    const chapter = await createChapter(t);
    await say(user, chapter, "Let's Start");
    t.clock.advance(90_000);
    await say(user, chapter, 'chlorophyll');
    t.clock.advance(3 * 60 * 60 * 1000); // lunch break: counts as five minutes at most
    await say(user, chapter, 'B');
    const s = (await stats(user, chapter.id)).stats!;
    expect(s.timeSpentMinutes).toBe(6.5);
    expect(new Date(s.lastAttempted).getTime()).toBeGreaterThan(new Date(s.firstAttempted).getTime());
  });

  it('opens no attempt for a chapter without questions', async () => {
    const user = await createUser(t);
    const chapter = await createChapter(t, { rawText: '## Cells\n\nCells are the building blocks of life. Every living thing is made of cells.' });
    const reply = await say(user, chapter, "Let's Start");
    expect(reply.response).toContain('no questions');
    expect(reply.test).toBeUndefined();
    expect((await stats(user, chapter.id)).hasStats).toBe(false);
  });
});

describe('idempotent turns', () => {
  it('grades the same message once, even when it arrives twice or twice at once', async () => {
    const user = await createUser(t);
    const chapter = await createChapter(t);
    await say(user, chapter, "Let's Start");

    const id = cid();
    const first = (await send(user, chapter.id, 'chlorophyll', id)).json<ChatReply>();
    const second = (await send(user, chapter.id, 'chlorophyll', id)).json<ChatReply>();
    expect(first.replayed).toBe(false);
    expect(second).toMatchObject({ replayed: true, messageId: first.messageId, userMessageId: first.userMessageId, response: first.response });
    expect(second.score).toMatchObject({ answeredQuestions: 1, earnedMarks: 1 });

    const racing = cid();
    const [a, b] = await Promise.all([send(user, chapter.id, 'B', racing), send(user, chapter.id, 'B', racing)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().messageId).toBe(b.json().messageId);

    const s = await stats(user, chapter.id);
    expect(s.test?.score).toMatchObject({ answeredQuestions: 2, earnedMarks: 2 });
    const [attempt] = await t.deps.db.select().from(testAttempts).where(eq(testAttempts.userId, user.id));
    const [{ n }] = (await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(testAnswers)
      .where(eq(testAnswers.attemptId, attempt!.id))) as [{ n: number }];
    expect(n).toBe(2);
    // Each message and each reply is stored once.
    const messages = await history(user, chapter.id);
    expect(messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(["Let's Start", 'chlorophyll', 'B']);
    expect(messages.filter((m) => m.role === 'assistant')).toHaveLength(3);
  });

  it('answers two different messages sent at once as two questions, each graded once', async () => {
    const user = await createUser(t);
    const chapter = await createChapter(t);
    await say(user, chapter, "Let's Start");
    // Either may arrive first; both replies are answers to question 1 (short) and 2 (choice) alike.
    const [a, b] = await Promise.all([send(user, chapter.id, 'C'), send(user, chapter.id, 'B')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const s = await stats(user, chapter.id);
    expect(s.test?.score.answeredQuestions).toBe(2);
    const [attempt] = await t.deps.db.select().from(testAttempts).where(eq(testAttempts.userId, user.id));
    const answers = await t.deps.db.select().from(testAnswers).where(eq(testAnswers.attemptId, attempt!.id));
    expect(answers.map((x) => x.questionNumber).sort()).toEqual([1, 2]);
    expect(attempt!.answeredQuestions).toBe(2);
  });

  it('refuses to reuse a message id in another chapter', async () => {
    const user = await createUser(t);
    const one = await createChapter(t);
    const two = await createChapter(t);
    const id = cid();
    expect((await send(user, one.id, 'What is chlorophyll?', id)).statusCode).toBe(200);
    const res = await send(user, two.id, 'What is chlorophyll?', id);
    expect(res.statusCode).toBe(409);
    expect(res.json().field).toBe('clientMessageId');
  });
});

describe('the built-in tutor', () => {
  it('answers from the chapter with clickable citations, steers back off-topic, and teaches instead of answering test questions', async () => {
    const user = await createUser(t);
    const chapter = await createChapter(t);

    const onTopic = await say(user, chapter, 'What do guard cells do?');
    expect(onTopic.response).toContain('Guard cells open and close the stomata');
    expect(onTopic.test).toBeUndefined();
    expect(onTopic.citations.length).toBeGreaterThan(0);
    expect(onTopic.citations[0]).toMatchObject({ heading: 'Leaves and gas exchange' });
    expect(onTopic.citations[0]!.text).toContain('transpiration');

    const offTopic = await say(user, chapter, 'Who won the football world cup?');
    expect(offTopic.response).toContain("Let's stay with the chapter");
    expect(offTopic.citations).toEqual([]);

    const pasted = await say(user, chapter, 'Explain why guard cells close the stomata on a hot, dry day.');
    expect(pasted.response).toContain("won't give the answer away");
    expect(pasted.response).not.toContain(chapter.questions[3]!.answer!);
    expect(pasted.citations.length).toBeGreaterThan(0);

    const saved = await history(user, chapter.id);
    expect(saved.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant']);
    expect(saved[1]!.citations).toEqual(onTopic.citations);
  });

  it('streams a turn as server-sent events: start, delta, done', async () => {
    const user = await createUser(t);
    const chapter = await createChapter(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/chat/stream', headers: user.auth, payload: { message: 'What is chlorophyll?', chapterId: chapter.id, clientMessageId: cid() } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = [...res.body.matchAll(/event: (\w+)\ndata: (.*)\n\n/g)].map((m) => ({ event: m[1], data: JSON.parse(m[2]!) }));
    // The built-in tutor's reply arrives in pieces, like a model's.
    const names = events.map((e) => e.event);
    expect(names[0]).toBe('start');
    expect(names.at(-1)).toBe('done');
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    expect(names.slice(1, -1).every((n) => n === 'delta')).toBe(true);
    const done = events.at(-1)!.data;
    expect(done.response).toContain('chlorophyll');
    expect(deltas.map((e) => e.data.text).join('')).toBe(done.response);
  });

  it('rejects bad input with a clear 4xx and stores nothing', async () => {
    const user = await createUser(t);
    const chapter = await createChapter(t);
    const post = (payload: unknown, headers: Record<string, string> = user.auth) => t.app.inject({ method: 'POST', url: '/api/chat', headers, payload: payload as object });
    expect((await post({ message: '   ', chapterId: chapter.id })).json()).toMatchObject({ message: 'Please type a message.' });
    expect((await post({ message: 'x'.repeat(4001), chapterId: chapter.id })).statusCode).toBe(400);
    expect((await post({ message: 'hi', chapterId: 'nope' })).statusCode).toBe(400);
    expect((await post({ message: 'hi', chapterId: randomUUID() })).statusCode).toBe(404);
    expect((await post({ message: 'hi', chapterId: chapter.id }, {})).statusCode).toBe(401);
    const stream = await t.app.inject({ method: 'POST', url: '/api/chat/stream', headers: user.auth, payload: { message: 'hi', chapterId: randomUUID() } });
    expect(stream.statusCode).toBe(404);
    expect(stream.headers['content-type']).toContain('application/json');
    expect(await history(user, chapter.id)).toEqual([]);
  });
});

describe('isolation', () => {
  it("never shows one student another's history or stats, and keeps publishers apart", async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const chapter = await createChapter(t);
    await say(alice, chapter, "Let's Start");
    await say(alice, chapter, 'chlorophyll');

    expect(await history(bob, chapter.id)).toEqual([]);
    expect((await stats(bob, chapter.id)).hasStats).toBe(false);
    expect((await stats(alice, chapter.id)).hasStats).toBe(true);

    const bobReadsAlice = await t.app.inject({ method: 'GET', url: `/api/chat/history/${alice.id}`, headers: bob.auth });
    expect(bobReadsAlice.statusCode).toBe(403);
    const own = await t.app.inject({ method: 'GET', url: `/api/chat/history/${alice.id}`, headers: alice.auth });
    expect(own.statusCode).toBe(200);
    expect(own.json<ChatMessage[]>().every((m) => m.chapterId === chapter.id)).toBe(true);
    expect(own.json()).toHaveLength(4);

    // Bob cannot answer Alice's test by naming her id.
    const asAlice = await t.app.inject({ method: 'POST', url: '/api/chat', headers: bob.auth, payload: { userId: alice.id, message: 'B', chapterId: chapter.id } });
    expect(asAlice.statusCode).toBe(403);

    // Another publisher's chapter answers like a missing one (the access policy's 404).
    const otherPublisher = await createUser(t, { publisher: 'JD' });
    for (const url of [`/api/chat/chapter-history/${chapter.id}`, `/api/chat/chapter-stats/${chapter.id}`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: otherPublisher.auth })).statusCode).toBe(404);
    }
    expect((await send(otherPublisher, chapter.id, 'What is chlorophyll?')).statusCode).toBe(404);
  });
});

describe('book progress for the catalogue', () => {
  it('sums chapters into the userProgress of a book', async () => {
    const user = await createUser(t);
    const book = await createBook(t);
    const one = await createChapter(t, { book, position: 1 });
    await createChapter(t, { book, position: 2 });
    await say(user, one, "Let's Start");
    await say(user, one, 'chlorophyll');
    await say(user, one, 'A');
    const untouched = await createBook(t);
    const progress = await bookProgressByRules(t.deps.db, { userId: user.id, bookIds: [book.id, untouched.id] });
    expect(progress.get(book.id)).toEqual({ progressPercentage: 25, status: 'in_progress', chaptersCompleted: 0, totalTimeSpent: 0, averageScore: 50 });
    expect(progress.get(untouched.id)).toMatchObject({ status: 'not_started', progressPercentage: 0 });
  });
});
