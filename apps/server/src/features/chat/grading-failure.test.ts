/** A test turn never answers 5xx because of what the student wrote, even when the grader throws. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { builtInGrader, type Grader } from '@booktutor/tutor';
import type { ChatMessage, ChatReply } from '@booktutor/contracts/chat';
import { MSG } from '@booktutor/contracts/messages';
import { testAnswers, testAttempts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/factories';
import { createChapter } from '../../../test/chapter-factory';

/** The built-in grader, or one that throws while `failing` is set (a bug, a broken model file...). */
let failing = false;
let calls = 0;
const grader: Grader = {
  async grade(req) {
    calls++;
    if (failing) throw new TypeError('function is not iterable');
    return builtInGrader.grade(req);
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ overrides: { grader } });
});
afterAll(async () => {
  await t.close();
});

const cid = () => `m_${randomUUID()}`;

async function send(user: TestUser, chapterId: string, message: string, clientMessageId = cid()) {
  return t.app.inject({ method: 'POST', url: '/api/chat', headers: user.auth, payload: { userId: user.id, message, chapterId, clientMessageId } });
}

async function history(user: TestUser, chapterId: string): Promise<ChatMessage[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/chat/chapter-history/${chapterId}`, headers: user.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function attemptOf(user: TestUser) {
  const [attempt] = await t.deps.db.select().from(testAttempts).where(eq(testAttempts.userId, user.id));
  const answers = await t.deps.db.select().from(testAnswers).where(eq(testAnswers.attemptId, attempt!.id));
  return { attempt: attempt!, answers };
}

describe('a test turn whose grading fails', () => {
  it('keeps the answer, leaves the question open, says so, and grades it when sent again', async () => {
    failing = false;
    const user = await createUser(t);
    const chapter = await createChapter(t);
    expect((await send(user, chapter.id, MSG.chat.startText)).statusCode).toBe(200);

    failing = true;
    calls = 0;
    const answer = 'The constructor of the leaf makes it green.';
    const id = cid();
    const failed = await send(user, chapter.id, answer, id);
    expect(failed.statusCode, failed.body).toBe(200);
    const body: ChatReply = failed.json();
    expect(calls).toBe(1);
    expect(body.response).toBe(MSG.chat.requestFailed);
    expect(body.test).toMatchObject({ status: 'in_progress', score: { answeredQuestions: 0, earnedMarks: 0 } });

    // The student's message is stored, with the notice after it; nothing was marked.
    const afterFailure = await history(user, chapter.id);
    expect(afterFailure.slice(-2).map((m) => [m.role, m.content])).toEqual([
      ['user', answer],
      ['system', MSG.chat.requestFailed],
    ]);
    const stored = await attemptOf(user);
    expect(stored.answers).toHaveLength(0);
    expect(stored.attempt).toMatchObject({ status: 'in_progress', answeredQuestions: 0 });

    // Sent again (the same client message id, as a retry sends it) with a working grader: graded.
    failing = false;
    const retried = await send(user, chapter.id, answer, id);
    expect(retried.statusCode, retried.body).toBe(200);
    const graded: ChatReply = retried.json();
    expect(graded.replayed).toBe(false);
    expect(graded.response).toMatch(/\(\d+(\.5)?\/1 mark\)/);
    expect(graded.response).toContain('Question 2 of 4');
    expect(graded.score).toMatchObject({ answeredQuestions: 1 });
    const after = await attemptOf(user);
    expect(after.answers.map((a) => [a.questionNumber, a.answerText])).toEqual([[1, answer]]);
    // The student's message was stored once, not once per try.
    expect((await history(user, chapter.id)).filter((m) => m.content === answer)).toHaveLength(1);
  });

  it('answers the streaming route with the notice too, never an error event', async () => {
    failing = false;
    const user = await createUser(t);
    const chapter = await createChapter(t);
    expect((await send(user, chapter.id, MSG.chat.startText)).statusCode).toBe(200);
    failing = true;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/stream',
      headers: user.auth,
      payload: { userId: user.id, message: 'constructor', chapterId: chapter.id, clientMessageId: cid() },
    });
    failing = false;
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('event: done');
    expect(res.body).not.toContain('event: error');
    expect(res.body).toContain(MSG.chat.requestFailed);
    expect((await attemptOf(user)).answers).toHaveLength(0);
  });

  it('grades answers full of prototype names with the real grader', async () => {
    failing = false;
    const user = await createUser(t);
    const chapter = await createChapter(t);
    expect((await send(user, chapter.id, MSG.chat.startText)).statusCode).toBe(200);
    const res = await send(user, chapter.id, 'constructor __proto__ toString hasOwnProperty valueOf prototype');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().score).toMatchObject({ answeredQuestions: 1, earnedMarks: 0 });
  });
});
