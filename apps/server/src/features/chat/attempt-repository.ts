/** Test attempts and their answers: the engine's state, the running score, each graded turn. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { testAnswers, testAttempts } from '../../db/schema';
import type { ChatMessageRow, NewChatMessage } from './repository';
import { rowsOf } from '../../db/rows';

export type AttemptRow = typeof testAttempts.$inferSelect;
export type NewAnswer = typeof testAnswers.$inferInsert;

export async function findLatestAttempt(db: Database, { userId, chapterId }: { userId: string; chapterId: string }) {
  const [row] = await db
    .select()
    .from(testAttempts)
    .where(and(eq(testAttempts.userId, userId), eq(testAttempts.chapterId, chapterId)))
    .orderBy(desc(testAttempts.attemptNumber))
    .limit(1);
  return row;
}

export async function insertAttempt(db: Database, attempt: typeof testAttempts.$inferInsert) {
  const [row] = await db.insert(testAttempts).values(attempt).returning();
  return row!;
}

export interface TestTurnWrite {
  attemptId: string;
  /** The attempt's answer count when it was read: the write happens only if it is unchanged. */
  expectedAnswered: number;
  values: {
    state: unknown;
    status: 'in_progress' | 'finished';
    earnedMarks: number;
    totalMarks: number;
    answeredQuestions: number;
    correctCount: number;
    partialCount: number;
    incorrectCount: number;
    timeSpentSeconds: number;
    updatedAt: Date;
    finishedAt: Date | null;
  };
  answer: Omit<NewAnswer, 'attemptId'> | null;
  reply: NewChatMessage & { createdAt: Date };
}

/**
 * One graded turn in ONE statement (atomic without BEGIN/COMMIT round trips, which dominate
 * the cost of a turn on the embedded database): the attempt's state and running score, the
 * answer (unique per attempt and question) and the reply. Null when the attempt had moved on.
 */
export async function recordTestTurn(db: Database, w: TestTurnWrite): Promise<ChatMessageRow | null> {
  const v = w.values;
  const a = w.answer;
  // Written after the reply, which it names: the reply's appeal button then appeals exactly this answer.
  const answer = a
    ? sql`, answer as (
        insert into test_answers (attempt_id, question_number, answer_text, marks, max_marks, verdict, feedback, uncertain, feedback_message_id)
        select moved.id, ${a.questionNumber}::int, ${a.answerText}, ${a.marks}::real, ${a.maxMarks}::real, ${a.verdict}::verdict, ${a.feedback ?? ''},
               ${a.uncertain ?? false}::boolean, reply.id
        from moved, reply
      )`
    : sql``;
  // Hints and questions asked during the test cite passages; graded turns cite none.
  const citations = w.reply.citations ?? [];
  const result = await db.execute(sql`
    with moved as (
      update test_attempts set
        state = ${JSON.stringify(v.state)}::jsonb, status = ${v.status}::attempt_status,
        earned_marks = ${v.earnedMarks}::real, total_marks = ${v.totalMarks}::real,
        answered_questions = ${v.answeredQuestions}::int, correct_count = ${v.correctCount}::int,
        partial_count = ${v.partialCount}::int, incorrect_count = ${v.incorrectCount}::int,
        time_spent_seconds = ${v.timeSpentSeconds}::int, updated_at = ${v.updatedAt.toISOString()}::timestamptz,
        finished_at = ${v.finishedAt ? v.finishedAt.toISOString() : null}::timestamptz
      where id = ${w.attemptId}::uuid and answered_questions = ${w.expectedAnswered}::int and status = 'in_progress'
      returning id
    ),
    reply as (
      insert into chat_messages (user_id, chapter_id, role, content, citations, client_message_id, created_at)
      select ${w.reply.userId}::uuid, ${w.reply.chapterId}::uuid, 'assistant', ${w.reply.content}, ${JSON.stringify(citations)}::jsonb,
             ${w.reply.clientMessageId ?? null}, ${w.reply.createdAt.toISOString()}::timestamptz
      from moved
      returning id
    )${answer}
    select id from reply
  `);
  const row = rowsOf<{ id: string }>(result)[0];
  if (!row) return null;
  return {
    id: row.id,
    userId: w.reply.userId,
    chapterId: w.reply.chapterId,
    role: 'assistant',
    content: w.reply.content,
    citations,
    isAudio: false,
    clientMessageId: w.reply.clientMessageId ?? null,
    createdAt: w.reply.createdAt,
  };
}
