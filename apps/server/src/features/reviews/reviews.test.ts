import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent, RealtimePayload } from '@booktutor/contracts/realtime';
import { REVIEWS_MSG, type ReviewItem } from '@booktutor/contracts/reviews';
import { createModelGrader } from '@booktutor/tutor';
import type { ClassProgress } from '@booktutor/contracts/classes';
import { createRealtimeHub, type RealtimeHub } from '../../lib/realtime/hub';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createBook, createChapter, type TestChapter } from '../../../test/chapter-factory';
import { recordAttempt } from '../../../test/score-factory';

const sent: Array<{ userId: string; event: RealtimeEvent; payload: unknown }> = [];
const hub = createRealtimeHub();
/** The real hub, observed: every event a service sends is recorded too. */
const realtime: RealtimeHub = {
  attach: (io, options) => hub.attach(io, options),
  detach: () => hub.detach(),
  onSessionsEnded: (listener) => hub.onSessionsEnded(listener),
  setLinkUp: (up) => hub.setLinkUp(up),
  hearsEveryEnding: () => hub.hearsEveryEnding(),
  endSessions: (ids) => hub.endSessions(ids),
  endUser: (userId) => hub.endUser(userId),
  emitToUser<E extends RealtimeEvent>(userId: string, event: E, payload: RealtimePayload<E>) {
    sent.push({ userId, event, payload });
    hub.emitToUser(userId, event, payload);
  },
  emitToUsers<E extends RealtimeEvent>(userIds: readonly string[], event: E, payload: RealtimePayload<E>) {
    for (const userId of userIds) sent.push({ userId, event, payload });
    hub.emitToUsers(userIds, event, payload);
  },
};

let t: TestApp;
let teacher: TestUser;
let ann: TestUser;
let chapter: TestChapter;
let classId: string;

const right = { marks: 1, maxMarks: 1, verdict: 'correct' as const };
/** Only an answer that lost marks can be appealed. */
const wrong = { marks: 0, maxMarks: 1, verdict: 'incorrect' as const };

beforeAll(async () => {
  t = await createTestApp({ overrides: { realtime } });
  teacher = await createUser(t, { role: 'teacher' });
  const book = await createBook(t);
  chapter = await createChapter(t, { book });
  const cls = (await t.app.inject({ method: 'POST', url: '/api/classes', headers: teacher.auth, payload: { name: 'R', bookIds: [book.id], grade: '8' } })).json().class;
  classId = cls.classId;
  ann = await createUser(t, { fullname: 'Ann Able' });
  await t.app.inject({ method: 'POST', url: '/api/classes/join', headers: ann.auth, payload: { joinCode: cls.joinCode } });
  // Q1 short (Chlorophyll) marked wrong, Q2 multiple choice, Q3 true/false, Q4 written (2 marks)
  // marked partial, the grader doubting it.
  await recordAttempt(t, { userId: ann.id, chapterId: chapter.id, totalQuestions: 4, finished: true, answers: [wrong, right, right, { marks: 1, maxMarks: 2, verdict: 'partial', uncertain: true }] });
});
afterAll(() => t.close());

const queue = async (who = teacher) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/classes/${classId}/review`, headers: who.auth });
  return { status: res.statusCode, items: (res.json().items ?? []) as ReviewItem[] };
};
const answers = async (who = ann) =>
  (await t.app.inject({ method: 'GET', url: `/api/chat/chapter-answers/${chapter.id}`, headers: who.auth })).json<Array<{ answerId: string; questionNumber: number; appealed: boolean }>>();
const appeal = (who: { auth: Record<string, string> }, answerId: string) => t.app.inject({ method: 'POST', url: `/api/chat/answers/${answerId}/appeal`, headers: who.auth });
const review = (who: { auth: Record<string, string> }, answerId: string, payload: { marks: number; comment?: string }) =>
  t.app.inject({ method: 'POST', url: `/api/reviews/${answerId}`, headers: who.auth, payload });

describe('the review queue', () => {
  it('holds answers whose grader doubted its marks (low confidence), with the question, key and answer', async () => {
    const { status, items } = await queue();
    expect(status).toBe(200);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      reason: 'low_confidence',
      questionNumber: 4,
      question: chapter.questions[3]!.prompt,
      key: chapter.questions[3]!.answer,
      studentAnswer: 'answer 4',
      marks: 1,
      maxMarks: 2,
      student: { userId: ann.id, fullname: 'Ann Able' },
    });
  });

  it("takes a student's appeal once, for their own answers only", async () => {
    const mine = await answers();
    const q1 = mine.find((a) => a.questionNumber === 1)!;
    const res = await appeal(ann, q1.answerId);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(REVIEWS_MSG.appealed);
    expect((await appeal(ann, q1.answerId)).statusCode).toBe(409);
    expect((await answers()).find((a) => a.answerId === q1.answerId)!.appealed).toBe(true);
    const other = await createUser(t);
    expect((await appeal(other, q1.answerId)).statusCode).toBe(404);
    expect((await appeal(await createAdmin(t), q1.answerId)).statusCode).toBe(403);
    expect((await appeal(ann, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const { items } = await queue();
    expect(items.map((i) => [i.questionNumber, i.reason])).toEqual([
      [1, 'appeal'],
      [4, 'low_confidence'],
    ]);
  });

  it('refuses an appeal when no teacher has the student in a class', async () => {
    const loner = await createUser(t);
    await recordAttempt(t, { userId: loner.id, chapterId: chapter.id, totalQuestions: 4, answers: [wrong] });
    const [mine] = await answers(loner);
    const res = await appeal(loner, mine!.answerId);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(REVIEWS_MSG.noClass);
  });

  it("lets only the student's teacher review, within the question's marks", async () => {
    const q4 = (await answers()).find((a) => a.questionNumber === 4)!;
    expect((await review(await createUser(t, { role: 'teacher' }), q4.answerId, { marks: 2 })).statusCode).toBe(404);
    expect((await review(ann, q4.answerId, { marks: 2 })).statusCode).toBe(403);
    expect((await review(await createAdmin(t), q4.answerId, { marks: 2 })).statusCode).toBe(403);
    const tooMany = await review(teacher, q4.answerId, { marks: 3 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(REVIEWS_MSG.marksOutOfRange);
    expect((await review(teacher, q4.answerId, { marks: -1 })).statusCode).toBe(400);
    expect((await queue(ann)).status).toBe(403);
    expect((await queue(await createUser(t, { role: 'teacher' }))).status).toBe(404);
  });

  it('changes the score and statistics at once, records the decision and tells the student', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `/api/users/statistics/${ann.id}`, headers: ann.auth })).json().data;
    expect(before.chapterStats[0]).toMatchObject({ marksEarned: 3, percentage: 60, partialAnswers: 1 });
    const q4 = (await answers()).find((a) => a.questionNumber === 4)!;
    sent.length = 0;

    const res = await review(teacher, q4.answerId, { marks: 2, comment: 'Full marks: water loss is the point.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: REVIEWS_MSG.corrected, marks: 2, maxMarks: 2, verdict: 'correct' });

    const after = (await t.app.inject({ method: 'GET', url: `/api/users/statistics/${ann.id}`, headers: ann.auth })).json().data;
    expect(after.chapterStats[0]).toMatchObject({ marksEarned: 4, percentage: 80, partialAnswers: 0, correctAnswers: 3 });
    expect(after.overallPercentage).toBe(80);
    const progress = (await t.app.inject({ method: 'GET', url: `/api/classes/${classId}/progress`, headers: teacher.auth })).json<ClassProgress>();
    expect(progress.students[0]!.cells[0]!.percentage).toBe(80);
    const stats = (await t.app.inject({ method: 'GET', url: `/api/chat/chapter-stats/${chapter.id}`, headers: ann.auth })).json();
    expect(stats.stats).toMatchObject({ marksEarned: 4, percentage: 80 });

    expect(
      sent
        .filter((e) => e.userId === ann.id)
        .map((e) => e.event)
        .sort(),
    ).toEqual(['notification:new', 'score:updated']);
    expect(sent.find((e) => e.event === 'score:updated')!.payload).toMatchObject({ chapterId: chapter.id, earnedMarks: 4, percentage: 80 });
    const bell = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: ann.auth })).json<Array<{ title: string; message: string }>>();
    const note = bell.find((n) => n.title === REVIEWS_MSG.notificationTitle)!;
    expect(note.message).toContain('from 1 to 2 of 2');
    expect(note.message).toContain('Full marks: water loss is the point.');

    // Reviewed: it leaves the queue; the appeal is still there.
    expect((await queue()).items.map((i) => i.questionNumber)).toEqual([1]);
    const row = await t.deps.db.query.answerReviews.findFirst({ where: (r, { eq }) => eq(r.answerId, q4.answerId) });
    expect(row).toMatchObject({ reviewerId: teacher.id, previousMarks: 1, previousVerdict: 'partial', marks: 2, comment: 'Full marks: water loss is the point.' });
    expect(row!.reviewedAt).toBeInstanceOf(Date);
  });

  it('confirms marks unchanged, which answers the appeal', async () => {
    const q1 = (await answers()).find((a) => a.questionNumber === 1)!;
    const res = await review(teacher, q1.answerId, { marks: 0 });
    expect(res.json().message).toBe(REVIEWS_MSG.confirmed);
    expect((await queue()).items).toEqual([]);
    expect((await answers()).find((a) => a.questionNumber === 1)!.appealed).toBe(false);
  });

  it('refuses an appeal of an answer that got full marks, and stores nothing', async () => {
    const bo = await createUser(t);
    const code = (await t.app.inject({ method: 'GET', url: '/api/classes', headers: teacher.auth })).json().teaching[0].joinCode;
    await t.app.inject({ method: 'POST', url: '/api/classes/join', headers: bo.auth, payload: { joinCode: code } });
    await recordAttempt(t, { userId: bo.id, chapterId: chapter.id, totalQuestions: 4, answers: [right] });
    const [mine] = await answers(bo);
    const res = await appeal(bo, mine!.answerId);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(REVIEWS_MSG.fullMarks);
    expect(await t.deps.db.query.answerReviews.findFirst({ where: (r, { eq }) => eq(r.answerId, mine!.answerId) })).toBeUndefined();
    expect((await answers(bo))[0]!.appealed).toBe(false);
    expect((await queue()).items.filter((i) => i.student.userId === bo.id)).toEqual([]);
  });

  it("names the tutor reply that gave an answer's feedback, so the chat can offer the appeal there", async () => {
    const dee = await createUser(t);
    const code = (await t.app.inject({ method: 'GET', url: '/api/classes', headers: teacher.auth })).json().teaching[0].joinCode;
    await t.app.inject({ method: 'POST', url: '/api/classes/join', headers: dee.auth, payload: { joinCode: code } });
    const send = (message: string, clientMessageId: string) => t.app.inject({ method: 'POST', url: '/api/chat', headers: dee.auth, payload: { message, chapterId: chapter.id, clientMessageId } });
    expect((await send("Let's Start", 'c-start-0001')).statusCode).toBe(200);
    const reply = await send('water', 'c-answer-0001');
    expect(reply.statusCode).toBe(200);
    const mine = (await t.app.inject({ method: 'GET', url: `/api/chat/chapter-answers/${chapter.id}`, headers: dee.auth })).json();
    expect(mine).toEqual([expect.objectContaining({ appealable: true, appealed: false, replyMessageId: reply.json().messageId, replyClientMessageId: 'c-answer-0001:reply' })]);
    // Full marks: nothing to appeal, so the button is not offered under that reply.
    const eve = await createUser(t);
    await t.app.inject({ method: 'POST', url: '/api/classes/join', headers: eve.auth, payload: { joinCode: code } });
    await t.app.inject({ method: 'POST', url: '/api/chat', headers: eve.auth, payload: { message: "Let's Start", chapterId: chapter.id, clientMessageId: 'e-start-0001' } });
    await t.app.inject({ method: 'POST', url: '/api/chat', headers: eve.auth, payload: { message: 'chlorophyll', chapterId: chapter.id, clientMessageId: 'e-answer-0001' } });
    const full = (await t.app.inject({ method: 'GET', url: `/api/chat/chapter-answers/${chapter.id}`, headers: eve.auth })).json();
    expect(full.map((a: { marks: number; maxMarks: number; appealable: boolean }) => [a.marks, a.maxMarks, a.appealable])).toEqual([[1, 1, false]]);
    // A student in no class: the button is not offered.
    const loner = await createUser(t);
    await t.app.inject({ method: 'POST', url: '/api/chat', headers: loner.auth, payload: { message: "Let's Start", chapterId: chapter.id, clientMessageId: 'l-start-0001' } });
    await t.app.inject({ method: 'POST', url: '/api/chat', headers: loner.auth, payload: { message: 'chlorophyll', chapterId: chapter.id, clientMessageId: 'l-answer-0001' } });
    const lonely = (await t.app.inject({ method: 'GET', url: `/api/chat/chapter-answers/${chapter.id}`, headers: loner.auth })).json();
    expect(lonely.map((a: { appealable: boolean }) => a.appealable)).toEqual([false]);
  });

  it("queues an answer by the grader's own confidence, not by its verdict", async () => {
    const code = (await t.app.inject({ method: 'GET', url: '/api/classes', headers: teacher.auth })).json().teaching[0].joinCode;
    /** A student of the class answers the free-text question 1, marked by a model that replies `reply`. */
    const answerWithModel = async (reply: string) => {
      const student = await createUser(t);
      await t.app.inject({ method: 'POST', url: '/api/classes/join', headers: student.auth, payload: { joinCode: code } });
      const send = (message: string, clientMessageId: string) =>
        t.app.inject({ method: 'POST', url: '/api/chat', headers: student.auth, payload: { message, chapterId: chapter.id, clientMessageId } });
      const builtIn = t.deps.grader;
      t.deps.grader = createModelGrader(async () => reply);
      try {
        expect((await send("Let's Start", `${student.id}-start`)).statusCode).toBe(200);
        expect((await send('the green stuff in leaves', `${student.id}-answer`)).statusCode).toBe(200);
      } finally {
        t.deps.grader = builtIn;
      }
      return (await queue()).items.filter((i) => i.student.userId === student.id);
    };
    // Half marks the model is sure of: not queued, although "partial".
    expect(await answerWithModel('{"marks": 0.5, "confidence": 0.95, "feedback": "Partly."}')).toEqual([]);
    // Full marks it doubts: queued, with the model's marks.
    const doubted = await answerWithModel('{"marks": 1, "confidence": 0.3, "feedback": "Maybe."}');
    expect(doubted).toEqual([expect.objectContaining({ reason: 'low_confidence', questionNumber: 1, marks: 1, verdict: 'correct', studentAnswer: 'the green stuff in leaves' })]);
  });

  it('links each answer to the reply that graded it, even two answers graded at the same instant', async () => {
    const eve = await createUser(t);
    const code = (await t.app.inject({ method: 'GET', url: '/api/classes', headers: teacher.auth })).json().teaching[0].joinCode;
    await t.app.inject({ method: 'POST', url: '/api/classes/join', headers: eve.auth, payload: { joinCode: code } });
    const send = (message: string, clientMessageId: string) => t.app.inject({ method: 'POST', url: '/api/chat', headers: eve.auth, payload: { message, chapterId: chapter.id, clientMessageId } });
    expect((await send("Let's Start", 'e-start-0001')).statusCode).toBe(200);
    // A frozen clock: both replies and both answers carry the same timestamp, so timing cannot tell them apart.
    const realNow = t.deps.now;
    const instant = realNow();
    t.deps.now = () => new Date(instant);
    try {
      const first = await send('chlorophyll', 'e-answer-0001');
      // A wrong choice (the key is B): only an answer that lost marks can be appealed.
      const second = await send('A', 'e-answer-0002');
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      const mine = (await t.app.inject({ method: 'GET', url: `/api/chat/chapter-answers/${chapter.id}`, headers: eve.auth })).json<
        Array<{ answerId: string; questionNumber: number; replyMessageId: string }>
      >();
      expect(mine.map((a) => [a.questionNumber, a.replyMessageId])).toEqual([
        [1, first.json().messageId],
        [2, second.json().messageId],
      ]);
      // The second reply's button appeals the second answer, and only it.
      const bySecondReply = mine.find((a) => a.replyMessageId === second.json().messageId)!;
      expect((await appeal(eve, bySecondReply.answerId)).statusCode).toBe(200);
      const appealed = (await queue()).items.filter((i) => i.student.userId === eve.id && i.reason === 'appeal');
      expect(appealed.map((i) => i.questionNumber)).toEqual([2]);
    } finally {
      t.deps.now = realNow;
    }
  });
});

describe("a chapter's answers and the access policy", () => {
  it("answers 404 for another publisher's chapter, as the chapter's other routes do, and for a missing one", async () => {
    const outsider = await createUser(t, { publisher: 'CP' });
    const stats = await t.app.inject({ method: 'GET', url: `/api/chat/chapter-stats/${chapter.id}`, headers: outsider.auth });
    expect(stats.statusCode).toBe(404);
    const res = await t.app.inject({ method: 'GET', url: `/api/chat/chapter-answers/${chapter.id}`, headers: outsider.auth });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: stats.json().message, code: 'not_found' });
    const missing = await t.app.inject({ method: 'GET', url: `/api/chat/chapter-answers/${randomUUID()}`, headers: ann.auth });
    expect(missing.statusCode).toBe(404);
    expect((await answers(ann)).length).toBeGreaterThan(0);
  });
});
