/** The review queue's SQL: answers with their context, who may review them, appeals and decisions. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** The chapter's question an answer belongs to: answers name questions by position (chat test-turn.ts). */
const questionOf = sql`c.questions -> (x.question_number - 1)`;
/** An appeal nobody has answered yet. */
const pendingAppeal = sql`(r.appealed_at is not null and (r.reviewed_at is null or r.reviewed_at < r.appealed_at))`;

export interface AnswerContextRow {
  answer_id: string;
  attempt_id: string;
  question_number: number;
  answer_text: string;
  marks: number;
  max_marks: number;
  verdict: string;
  feedback: string;
  created_at: string | Date;
  user_id: string;
  chapter_id: string;
  chapter_title: string;
  book_id: string;
  question: { prompt?: string; answer?: string | null; type?: string } | null;
  appealed_at: string | Date | null;
  reviewed_at: string | Date | null;
  pending_appeal: boolean;
}

const contextColumns = sql`
  x.id as answer_id, x.attempt_id, x.question_number, x.answer_text, x.marks, x.max_marks, x.verdict, x.feedback, x.created_at,
  a.user_id, a.chapter_id, c.title as chapter_title, c.book_id, ${questionOf} as question,
  r.appealed_at, r.reviewed_at, coalesce(${pendingAppeal}, false) as pending_appeal`;

export async function findAnswerContext(db: Database, { answerId }: { answerId: string }) {
  const result = await db.execute(sql`
    select ${contextColumns}
    from test_answers x
    join test_attempts a on a.id = x.attempt_id
    join chapters c on c.id = a.chapter_id
    left join answer_reviews r on r.answer_id = x.id
    where x.id = ${answerId}::uuid
  `);
  return rowsOf<AnswerContextRow>(result)[0];
}

/** Whether the teacher has the student in a class that covers the book. */
export async function teacherCoversStudent(db: Database, { teacherId, studentId, bookId }: { teacherId: string; studentId: string; bookId: string }) {
  const result = await db.execute(sql`
    select 1 from classes k
    join class_members m on m.class_id = k.id and m.user_id = ${studentId}::uuid
    join class_books b on b.class_id = k.id and b.book_id = ${bookId}::uuid
    where k.teacher_id = ${teacherId}::uuid limit 1
  `);
  return rowsOf(result).length > 0;
}

/** Whether any teacher has the student in a class covering the book (someone will see the appeal). */
export async function anyTeacherCoversStudent(db: Database, { studentId, bookId }: { studentId: string; bookId: string }) {
  const result = await db.execute(sql`
    select 1 from class_members m join class_books b on b.class_id = m.class_id and b.book_id = ${bookId}::uuid
    where m.user_id = ${studentId}::uuid limit 1
  `);
  return rowsOf(result).length > 0;
}

export async function recordAppeal(db: Database, { answerId, at }: { answerId: string; at: Date }) {
  await db.execute(sql`
    insert into answer_reviews (answer_id, appealed_at) values (${answerId}::uuid, ${at.toISOString()}::timestamptz)
    on conflict (answer_id) do update set appealed_at = excluded.appealed_at
  `);
}

export type QueueRow = AnswerContextRow & { fullname: string; username: string };

/** The class's queue: pending appeals, then answers whose grader doubted its marks (`uncertain`) that nobody reviewed. */
export async function listReviewQueue(db: Database, { classId, limit }: { classId: string; limit: number }) {
  const result = await db.execute(sql`
    select ${contextColumns}, u.fullname, u.username
    from class_members m
    join users u on u.id = m.user_id
    join test_attempts a on a.user_id = m.user_id
    join chapters c on c.id = a.chapter_id
    join class_books cb on cb.class_id = m.class_id and cb.book_id = c.book_id
    join test_answers x on x.attempt_id = a.id
    left join answer_reviews r on r.answer_id = x.id
    where m.class_id = ${classId}::uuid
      and (${pendingAppeal} or (r.reviewed_at is null and x.uncertain))
    -- Appeals first (a student is waiting), then the tutor's uncertain marks; newest first in each.
    order by coalesce(${pendingAppeal}, false) desc, coalesce(r.appealed_at, x.created_at) desc, x.id
    limit ${limit}
  `);
  return rowsOf<QueueRow>(result);
}

/**
 * A teacher's decision, in the caller's transaction: the review row (who, when, from which
 * marks to which), the answer's marks and verdict, and the attempt's running totals recounted
 * from its answers (statistics read the answers themselves, so they change at once).
 */
export async function applyReview(
  db: Database,
  r: {
    answerId: string;
    attemptId: string;
    reviewerId: string;
    at: Date;
    marks: number;
    verdict: 'correct' | 'partial' | 'incorrect';
    comment: string;
    previousMarks: number;
    previousVerdict: string;
  },
) {
  await db.execute(sql`
    insert into answer_reviews (answer_id, reviewer_id, reviewed_at, previous_marks, previous_verdict, marks, comment)
    values (${r.answerId}::uuid, ${r.reviewerId}::uuid, ${r.at.toISOString()}::timestamptz, ${r.previousMarks}::real, ${r.previousVerdict}::verdict, ${r.marks}::real, ${r.comment})
    on conflict (answer_id) do update set reviewer_id = excluded.reviewer_id, reviewed_at = excluded.reviewed_at,
      previous_marks = excluded.previous_marks, previous_verdict = excluded.previous_verdict, marks = excluded.marks, comment = excluded.comment
  `);
  await db.execute(sql`update test_answers set marks = ${r.marks}::real, verdict = ${r.verdict}::verdict where id = ${r.answerId}::uuid`);
  await db.execute(sql`
    update test_attempts a set
      earned_marks = s.earned, correct_count = s.correct, partial_count = s.partial, incorrect_count = s.incorrect
    from (
      select coalesce(sum(marks), 0)::real as earned,
             (count(*) filter (where verdict = 'correct'))::int as correct,
             (count(*) filter (where verdict = 'partial'))::int as partial,
             (count(*) filter (where verdict in ('incorrect', 'skipped')))::int as incorrect
      from test_answers where attempt_id = ${r.attemptId}::uuid
    ) s
    where a.id = ${r.attemptId}::uuid
  `);
}

/**
 * The student's answers of a chapter with their review state, each with the tutor's reply that
 * gave its feedback (for the appeal button on that message), by the link the test turn stores
 * (test_answers.feedback_message_id), so two answers graded in the same second stay apart.
 */
export async function listMyAnswers(db: Database, { userId, chapterId }: { userId: string; chapterId: string }) {
  const result = await db.execute(sql`
    select x.id as answer_id, x.question_number, x.marks, x.max_marks, x.verdict, x.feedback, x.created_at,
           coalesce(${pendingAppeal}, false) as pending_appeal, r.reviewed_at,
           reply.id as reply_message_id, reply.client_message_id as reply_client_message_id
    from test_attempts a
    join test_answers x on x.attempt_id = a.id
    left join answer_reviews r on r.answer_id = x.id
    left join chat_messages reply on reply.id = x.feedback_message_id
    where a.user_id = ${userId}::uuid and a.chapter_id = ${chapterId}::uuid
    order by x.created_at, x.id
  `);
  return rowsOf<{
    answer_id: string;
    question_number: number;
    marks: number;
    max_marks: number;
    verdict: string;
    feedback: string;
    pending_appeal: boolean;
    reviewed_at: string | Date | null;
    reply_message_id: string | null;
    reply_client_message_id: string | null;
  }>(result);
}

/** The chapter's book and that book's publisher (for the access policy), or undefined. */
export async function findChapterBook(db: Database, { chapterId }: { chapterId: string }) {
  const result = await db.execute(sql`select c.book_id as "bookId", b.publisher from chapters c join books b on b.id = c.book_id where c.id = ${chapterId}::uuid`);
  return rowsOf<{ bookId: string; publisher: string }>(result)[0];
}
