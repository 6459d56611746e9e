/**
 * Chapter tests inside the chat, run by the tutor engine's state machine and kept in the
 * database only (test_attempts.state), so any node resumes any test after a restart.
 *
 * A graded turn writes, in one statement (so atomically): the attempt's new state and running
 * score (only if no other request moved the attempt on since it was read), the answer (unique
 * per attempt and question, so it is scored once) and the assistant's reply. Grading happens
 * before that write, so a slow model never holds a database connection.
 */
import {
  builtInGrader,
  createModelGrader,
  scoreSummary,
  startTest,
  takeTurn,
  withFallback,
  type Grader,
  type ScoreSummary as EngineScore,
  type TestMessageKind,
  type TestState,
} from '@booktutor/tutor';
import type { ScoreSummary, TestProgress } from '@booktutor/contracts/chat';
import { MSG } from '@booktutor/contracts/messages';
import type { Deps } from '../../deps';
import type { ChapterContext } from './chapter-context';
import { insertAttempt, recordTestTurn, type AttemptRow } from './attempt-repository';
import { insertChatMessage, type ChatMessageRow } from './repository';
import { noticeRow, replyRow } from './reply-rows';
import { citationsFromEngine } from './tutor-reply';

/** Another request answered this attempt first; the caller reads it again and retries. */
export class AttemptMovedOn extends Error {
  override name = 'AttemptMovedOn';
}

export interface TestTurnResult {
  saved: ChatMessageRow;
  reply: string;
  /** Null when the chapter has no questions to test (no attempt is opened then). */
  test: TestProgress | null;
  attemptId: string | null;
}

/** Time between two turns counts as study time up to this much (a tab left open does not). */
const MAX_GAP_SECONDS = 5 * 60;

export const toScore = (s: EngineScore, testTotalMarks: number): ScoreSummary => ({
  earnedMarks: s.earnedMarks,
  totalMarks: s.totalMarks,
  testTotalMarks,
  percentage: s.percentage,
  answeredQuestions: s.answeredQuestions,
  totalQuestions: s.totalQuestions,
});

function graderFor(deps: Deps): Grader {
  const llm = deps.llm;
  const builtIn = deps.grader ?? builtInGrader;
  if (!llm) return builtIn;
  const modelGrader = createModelGrader((prompt) => llm.completeGrading({ system: prompt.system, prompt: prompt.prompt }));
  // A failing provider must not cost the student their answer: the built-in grader marks it.
  return withFallback(modelGrader, builtIn);
}

/**
 * Grading failed (the grader threw): nothing is marked and the question stays open, so the turn
 * can simply be sent again. The student's message is already stored. The notice is a system
 * message stored without the reply's client id, so sending the same message again grades it
 * rather than replaying this notice; the model's history leaves system messages out.
 */
async function keepAnswerForRetry(deps: Deps, { attempt, state, answering }: { attempt: AttemptRow; state: TestState; answering: ChatMessageRow }): Promise<TestTurnResult> {
  const reply = MSG.chat.requestFailed;
  const saved = await insertChatMessage(deps.db, noticeRow(answering, deps.now(), reply));
  return { saved, reply, attemptId: attempt.id, test: { status: 'in_progress', attemptNumber: attempt.attemptNumber, score: toScore(scoreSummary(state), attempt.testTotalMarks) } };
}

export async function startAttempt(deps: Deps, { chapter, previous, answering }: { chapter: ChapterContext; previous: AttemptRow | undefined; answering: ChatMessageRow }): Promise<TestTurnResult> {
  const started = startTest(chapter.questions, { includeUnkeyed: !!deps.llm });
  if (!started.state.order.length) {
    const saved = await insertChatMessage(deps.db, replyRow(answering, deps.now(), started.reply));
    return { saved, reply: started.reply, attemptId: null, test: null };
  }
  const attemptNumber = (previous?.attemptNumber ?? 0) + 1;
  const now = deps.now();
  const { attempt, saved } = await deps.db.transaction(async (tx) => {
    const row = await insertAttempt(tx, {
      userId: answering.userId,
      chapterId: chapter.row.id,
      attemptNumber,
      status: started.state.status,
      state: started.state,
      totalQuestions: started.state.order.length,
      testTotalMarks: started.testTotalMarks,
      startedAt: now,
      updatedAt: now,
      ...(started.state.status === 'finished' ? { finishedAt: now } : {}),
    });
    return { attempt: row, saved: await insertChatMessage(tx, replyRow(answering, now, started.reply)) };
  });
  return { saved, reply: started.reply, attemptId: attempt.id, test: { status: started.state.status, attemptNumber, score: toScore(started.score, started.testTotalMarks) } };
}

/** 'Let's Start' while a test runs carries on with it rather than throwing the answers away. */
export async function resumeAttempt(deps: Deps, { chapter, attempt, answering }: { chapter: ChapterContext; attempt: AttemptRow; answering: ChatMessageRow }): Promise<TestTurnResult> {
  const state = attempt.state;
  const repeated = await takeTurn(state, chapter.questions, { kind: 'repeat' });
  const reply = `Your test is still in progress, so let's carry on where you left off (say "quit" to end it).\n\n${repeated.reply}`;
  const saved = await insertChatMessage(deps.db, replyRow(answering, deps.now(), reply));
  return { saved, reply, attemptId: attempt.id, test: { status: 'in_progress', attemptNumber: attempt.attemptNumber, score: toScore(repeated.score, attempt.testTotalMarks) } };
}

export async function continueAttempt(
  deps: Deps,
  {
    chapter,
    attempt,
    kind,
    text,
    answering,
    grade,
  }: { chapter: ChapterContext; attempt: AttemptRow; kind: Exclude<TestMessageKind, 'start'>; text: string; answering: ChatMessageRow; grade?: string },
): Promise<TestTurnResult> {
  const before = attempt.state;
  // The passages let hints and questions asked during the test point to where the answer is.
  const context = { index: chapter.index, grade, chapterTitle: chapter.row.title };
  let turn: Awaited<ReturnType<typeof takeTurn>>;
  try {
    turn = await takeTurn(before, chapter.questions, { kind, text }, graderFor(deps), context);
  } catch (error) {
    // What a student writes must never cost a 5xx or their answer (issue 13): log, keep, ask again.
    deps.log?.error({ err: error, attemptId: attempt.id }, 'grading failed; the answer is kept for a retry');
    return keepAnswerForRetry(deps, { attempt, state: before, answering });
  }
  const now = deps.now();
  const gap = Math.max(0, Math.round((now.getTime() - attempt.updatedAt.getTime()) / 1000));
  const score = turn.score;
  const answered = turn.state.answers.length > before.answers.length ? turn.state.answers.at(-1) : undefined;

  const saved = await recordTestTurn(deps.db, {
    attemptId: attempt.id,
    expectedAnswered: attempt.answeredQuestions,
    values: {
      state: turn.state,
      status: turn.state.status,
      earnedMarks: score.earnedMarks,
      totalMarks: score.totalMarks,
      answeredQuestions: score.answeredQuestions,
      correctCount: score.correct,
      partialCount: score.partial,
      incorrectCount: score.incorrect,
      timeSpentSeconds: attempt.timeSpentSeconds + Math.min(gap, MAX_GAP_SECONDS),
      updatedAt: now,
      finishedAt: turn.finished ? now : null,
    },
    answer: answered
      ? {
          // The position in the chapter's question list: unique even if a source numbered twice.
          questionNumber: answered.questionIndex + 1,
          answerText: answered.studentAnswer,
          marks: answered.marks,
          maxMarks: answered.maxMarks,
          verdict: answered.skipped ? 'skipped' : answered.verdict,
          feedback: answered.feedback,
          uncertain: answered.uncertain ?? false,
        }
      : null,
    reply: replyRow(answering, now, turn.reply, citationsFromEngine(chapter, turn.citations ?? [])),
  });
  if (!saved) throw new AttemptMovedOn();
  return { saved, reply: turn.reply, attemptId: attempt.id, test: { status: turn.state.status, attemptNumber: attempt.attemptNumber, score: toScore(score, attempt.testTotalMarks) } };
}
