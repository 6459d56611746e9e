/**
 * The chapter chat's rules. A turn is prepared first (access checks, the student's message
 * stored, duplicates recognised) and then run: a test turn through the engine, or a tutor
 * reply. Preparing before running lets the streaming route answer 4xx as plain JSON and keeps
 * the student's message even when the model then fails. A model reply is started while the
 * message is being stored, so storing it costs the student no time before the first token.
 */
import { readMessage, replyWithoutTest, type MessageReading } from '@booktutor/tutor';
import type { ChatBody, ChatReply, ChapterStatsResponse, TestProgress } from '@booktutor/contracts/chat';
import { MSG } from '@booktutor/contracts/messages';
import { percentOf, roundMarks } from '@booktutor/contracts/rounding';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Deps } from '../../deps';
import { AppError, conflict, forbidden } from '../../lib/errors';
import { LlmError } from '../../lib/llm/llm-errors';
import type { UserPrincipal } from '../../plugins/auth';
import { getChapterStats } from '../progress/chapter-stats';
import { findAccessibleChapter, loadChapterForTurn, type ChapterContext } from './chapter-context';
import { presentChapter, presentMessage, presentReply, replyClientId } from './present';
import { replyRow } from './reply-rows';
import { findLatestAttempt, type AttemptRow } from './attempt-repository';
import { findMessageByClientId, insertChatMessage, insertChatMessageOnce, listChapterMessages, listUserMessages, type ChatMessageRow, type RecentMessage } from './repository';
import { AttemptMovedOn, continueAttempt, resumeAttempt, startAttempt, type TestTurnResult } from './test-turn';
import { startTutorReply, type StartedReply } from './tutor-reply';
import { sendInPieces } from './reply-pieces';
import { notifyTestFinished } from '../notifications/service';

export interface PreparedTurn {
  user: UserPrincipal;
  body: ChatBody;
  chapter: ChapterContext;
  userMessage: ChatMessageRow;
  /** The message as the engine read it, once for the whole turn: whether it is a test turn, what it asks the tutor. */
  reading: MessageReading;
  /** The reply already given to this clientMessageId: it is sent again, nothing is re-run. */
  earlierReply?: ChatMessageRow | undefined;
  /** The latest attempt as read with the chapter (a retry after a race reads it again). */
  attemptAtStart: AttemptRow | undefined;
  /** The tutor reply, started while the message was stored (when the turn is plainly not a test turn). */
  early?: StartedReply | undefined;
  /** The newest messages before this one, read with the chapter ("I don't get it" refers to them). */
  recentMessages?: RecentMessage[] | undefined;
}

export interface RunOptions {
  onDelta?: ((text: string) => void) | undefined;
  signal?: AbortSignal | undefined;
}

const HISTORY_TURNS_FOR_MODEL = 12;
/** The built-in tutor looks back this far for the question "I don't get it" is about. */
const HISTORY_TURNS_OFFLINE = 6;
const MAX_TURN_TRIES = 3;

export const DUPLICATE_IN_OTHER_CHAPTER = 'This message id was already used in another chapter.';

/** Provider trouble becomes the specification's chat messages (the student's message is kept). */
export function llmFailure(error: LlmError): AppError {
  const extra = { extra: { reason: error.kind }, cause: error };
  if (error.kind === 'rate_limited') return new AppError('too_many_requests', MSG.generic.tooManyRequests, extra);
  if (error.kind === 'timeout') return new AppError('service_unavailable', MSG.generic.timeout, extra);
  return new AppError('service_unavailable', MSG.chat.sendFailed, extra);
}

/**
 * The latest test's progress (running or final), from the score stored beside the engine state
 * (written in the same statement), so showing it never depends on reading the engine's state format.
 */
const testProgressOf = (attempt: AttemptRow | undefined): TestProgress | null =>
  attempt
    ? {
        status: attempt.status,
        attemptNumber: attempt.attemptNumber,
        score: {
          earnedMarks: roundMarks(attempt.earnedMarks),
          totalMarks: roundMarks(attempt.totalMarks),
          testTotalMarks: roundMarks(attempt.testTotalMarks),
          percentage: percentOf(attempt.earnedMarks, attempt.totalMarks),
          answeredQuestions: attempt.answeredQuestions,
          totalQuestions: attempt.totalQuestions,
        },
      }
    : null;

/** The test in progress, if any. */
const runningTest = (attempt: AttemptRow | undefined): TestProgress | null => (attempt?.status === 'in_progress' ? testProgressOf(attempt) : null);

/** Whether this turn will be a tutor reply (not a test turn), as far as the chapter's read tells. */
const asksTheTutor = (reading: MessageReading, attempt: AttemptRow | undefined) => attempt?.status !== 'in_progress' && reading.testKind !== 'start';

export async function prepareTurn(deps: Deps, user: UserPrincipal, body: ChatBody): Promise<PreparedTurn> {
  if (body.userId !== undefined && body.userId !== user.id) throw forbidden();
  const reading = readMessage(body.message);
  // With a model, the conversation so far comes with the chapter: no separate read before the call.
  // Offline, only "I don't get it" needs the conversation (the question before it): other turns skip reading it.
  const historyLimit = deps.llm ? HISTORY_TURNS_FOR_MODEL + 1 : reading.intent.intent === 'explain_again' ? HISTORY_TURNS_OFFLINE : undefined;
  const { chapter, latestAttempt, recentMessages } = await loadChapterForTurn(deps, user, body.chapterId, { historyLimit });
  const loaded = { user, body, reading, chapter, attemptAtStart: latestAttempt, recentMessages };
  // A new message to the tutor: the model starts on its first token while the message is stored.
  // (A message sent again, a network retry, is usually among the recent ones: no call for it.)
  const cid = body.clientMessageId;
  const sentAgain = cid !== undefined && recentMessages?.some((m) => m.clientMessageId === cid);
  const early =
    deps.llm && !sentAgain && asksTheTutor(reading, latestAttempt)
      ? startTutorReply({ chapter, message: body.message, grade: user.grade, history: modelHistory(recentMessages ?? []), llm: deps.llm })
      : undefined;
  try {
    const turn = await storeUserMessage(deps, loaded);
    if (!turn.earlierReply) return { ...turn, early };
    early?.cancel(); // an older message sent again, answered already: its reply is sent again
    return turn;
  } catch (error) {
    early?.cancel();
    throw error;
  }
}

/**
 * Stores the student's message. The common case is a new message: one insert. Only a repeated
 * clientMessageId costs the look-ups (its earlier reply, if any, is sent again).
 */
async function storeUserMessage(deps: Deps, loaded: Omit<PreparedTurn, 'userMessage'>): Promise<PreparedTurn> {
  const { user, body, chapter } = loaded;
  const cid = body.clientMessageId;
  const inserted = await insertChatMessageOnce(deps.db, {
    userId: user.id,
    chapterId: chapter.row.id,
    role: 'user',
    content: body.message,
    isAudio: body.isAudio ?? false,
    clientMessageId: cid ?? null,
    createdAt: deps.now(),
  });
  if (inserted) return { ...loaded, userMessage: inserted };
  const userMessage = await findMessageByClientId(deps.db, { userId: user.id, clientMessageId: cid! });
  if (!userMessage) throw conflict('This message could not be stored. Please send it again.');
  if (userMessage.chapterId !== chapter.row.id) throw conflict(DUPLICATE_IN_OTHER_CHAPTER, 'clientMessageId');
  const earlierReply = await findMessageByClientId(deps.db, { userId: user.id, clientMessageId: replyClientId(cid!) });
  return { ...loaded, userMessage, earlierReply };
}

async function replay(deps: Deps, turn: PreparedTurn, reply: ChatMessageRow, options: RunOptions): Promise<ChatReply> {
  options.onDelta?.(reply.content);
  const attempt = await findLatestAttempt(deps.db, { userId: turn.user.id, chapterId: turn.chapter.row.id });
  return presentReply(reply, turn.userMessage, { test: runningTest(attempt), replayed: true });
}

/** Earlier turns of this chapter for the model, newest last, without system notes or `leaveOut`. */
function modelHistory(rows: RecentMessage[], leaveOut?: string) {
  return rows
    .filter((r) => r.id !== leaveOut && r.role !== 'system')
    .slice(-HISTORY_TURNS_FOR_MODEL)
    .map((r) => ({ role: r.role as 'user' | 'assistant', content: r.content }));
}

/** The conversation before the message being answered, read again (a retry after a race). */
async function conversationSoFar(db: Database, turn: PreparedTurn) {
  const rows = await listChapterMessages(db, { userId: turn.user.id, chapterId: turn.chapter.row.id, limit: HISTORY_TURNS_FOR_MODEL + 1 });
  return modelHistory(rows, turn.userMessage.id);
}

async function runOnce(deps: Deps, turn: PreparedTurn, options: RunOptions, freshAttempt: boolean): Promise<ChatReply> {
  const { user, chapter, body, userMessage } = turn;
  const kind = turn.reading.testKind;
  // The attempt was read with the chapter; a retry after a race reads it again.
  const attempt = freshAttempt ? await findLatestAttempt(deps.db, { userId: user.id, chapterId: chapter.row.id }) : turn.attemptAtStart;
  let test: TestTurnResult | undefined;
  if (attempt?.status === 'in_progress') {
    test =
      kind === 'start'
        ? await resumeAttempt(deps, { chapter, attempt, answering: userMessage })
        : await continueAttempt(deps, { chapter, attempt, kind, text: body.message, answering: userMessage, grade: user.grade });
  } else if (kind === 'start') {
    test = await startAttempt(deps, { chapter, previous: attempt, answering: userMessage });
  }
  if (test) {
    if (test.test && test.attemptId) {
      deps.realtime.emitToUser(user.id, 'score:updated', { chapterId: chapter.row.id, attemptId: test.attemptId, ...test.test.score, finished: test.test.status === 'finished' });
      if (test.test.status === 'finished' && test.test.score.answeredQuestions > 0) {
        await notifyTestFinished(deps, user.id, { chapterTitle: chapter.row.title, ...test.test.score });
      }
    }
    await sendInPieces(test.reply, options.onDelta, options.signal);
    return presentReply(test.saved, userMessage, { test: test.test, replayed: false });
  }

  // "skip" after the test has ended is about the test, not the chapter: no off-topic refusal.
  const aboutNoTest = replyWithoutTest(kind, !!attempt);
  if (aboutNoTest) {
    const saved = await insertChatMessage(deps.db, replyRow(userMessage, deps.now(), aboutNoTest));
    await sendInPieces(aboutNoTest, options.onDelta, options.signal);
    return presentReply(saved, userMessage, { test: null, replayed: false });
  }

  // The reply prepareTurn started; after a race (or without one) a reply started now.
  const started =
    (!freshAttempt && turn.early) ||
    startTutorReply({
      chapter,
      message: body.message,
      grade: user.grade,
      history: deps.llm ? await conversationSoFar(deps.db, turn) : modelHistory(turn.recentMessages ?? [], userMessage.id),
      llm: deps.llm,
    });
  // A ready reply is stored before its paced pieces go out (up to 1.2 s): a reload meanwhile finds it.
  const reply = started.ready ?? (await started.finish(options));
  const saved = await insertChatMessage(deps.db, replyRow(userMessage, deps.now(), reply.text, reply.citations));
  if (started.ready) await started.finish(options);
  return presentReply(saved, userMessage, { test: null, replayed: false });
}

/**
 * Runs a prepared turn. When another request for the same test (or the same message) got
 * there first, the turn is read again: the duplicate gets the first reply, a different
 * message answers the next question.
 */
export async function runTurn(deps: Deps, turn: PreparedTurn, options: RunOptions = {}): Promise<ChatReply> {
  try {
    return await runPrepared(deps, turn, options);
  } finally {
    turn.early?.cancel(); // a reply started for a turn that became a test turn, or failed
  }
}

async function runPrepared(deps: Deps, turn: PreparedTurn, options: RunOptions): Promise<ChatReply> {
  if (turn.earlierReply) return replay(deps, turn, turn.earlierReply, options);
  const cid = turn.body.clientMessageId;
  for (let tries = 1; ; tries++) {
    try {
      return await runOnce(deps, turn, options, tries > 1);
    } catch (error) {
      if (error instanceof LlmError) throw llmFailure(error);
      const raced = error instanceof AttemptMovedOn || isUniqueViolation(error);
      if (!raced) throw error;
      const winner = cid ? await findMessageByClientId(deps.db, { userId: turn.user.id, clientMessageId: replyClientId(cid) }) : undefined;
      if (winner) return replay(deps, turn, winner, {});
      if (tries >= MAX_TURN_TRIES) throw conflict('Your test moved on while this answer was being marked. Please send it again.');
    }
  }
}

export async function sendChatMessage(deps: Deps, user: UserPrincipal, body: ChatBody): Promise<ChatReply> {
  return runTurn(deps, await prepareTurn(deps, user, body));
}

export async function getChapterHistory(deps: Deps, user: UserPrincipal, chapterId: string, limit: number) {
  await findAccessibleChapter(deps, user, chapterId);
  const rows = await listChapterMessages(deps.db, { userId: user.id, chapterId, limit });
  return rows.map(presentMessage);
}

/** A student reads only their own history: the id in the path must be the token's user. */
export async function getUserHistory(deps: Deps, user: UserPrincipal, userId: string, limit: number) {
  if (userId !== user.id) throw forbidden();
  return (await listUserMessages(deps.db, { userId, limit })).map(presentMessage);
}

export async function getChapterStatsFor(deps: Deps, user: UserPrincipal, chapterId: string): Promise<ChapterStatsResponse> {
  const row = await findAccessibleChapter(deps, user, chapterId);
  const [stats, attempt] = await Promise.all([getChapterStats(deps.db, { userId: user.id, chapterId }), findLatestAttempt(deps.db, { userId: user.id, chapterId })]);
  return { hasStats: stats !== null, stats, chapter: presentChapter(row), test: testProgressOf(attempt) };
}
