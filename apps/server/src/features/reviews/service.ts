/**
 * The review queue: a student appeals a mark; free-text answers marked with low confidence wait
 * too; a teacher of the student's class (covering the chapter's book) confirms or sets the marks.
 * A decision changes the answer, so the attempt's score and every statistic (all read from the
 * answers by progress/chapter-stats.ts) change at once; the student is told live and in the bell.
 */
import { REVIEWS_MSG, type ReviewItem, type ReviewResult } from '@booktutor/contracts/reviews';
import { roundMarks } from '@booktutor/contracts/rounding';
import { CATALOGUE_MSG } from '@booktutor/contracts/catalogue';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { getChapterStats } from '../progress/chapter-stats';
import { assertUserMayRead } from '../access/access-policy';
import { requireOwnClass, requireTeacher } from '../classes/access';
import { notify } from '../notifications/service';
import * as repo from './repository';

const QUEUE_LIMIT = 200;
const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

/** The engine's verdict rule (packages/tutor grading/verdict.ts `verdictFor`, not exported by the engine). */
const verdictFor = (marks: number, maxMarks: number) => (maxMarks > 0 && marks >= maxMarks ? 'correct' : marks > 0 ? 'partial' : 'incorrect');
/** An answer that got full marks has nothing to appeal: the same rule offers the button and takes the appeal. */
const lostMarks = (row: { marks: number | string; max_marks: number | string }) => Number(row.marks) < Number(row.max_marks);

export async function appealAnswer(deps: Deps, userId: string, answerId: string) {
  const answer = await repo.findAnswerContext(deps.db, { answerId });
  // Someone else's answer is reported like a missing one.
  if (!answer || answer.user_id !== userId) throw notFound(REVIEWS_MSG.answerNotFound);
  if (answer.pending_appeal) throw conflict(REVIEWS_MSG.alreadyAppealed);
  if (!lostMarks(answer)) throw badRequest(REVIEWS_MSG.fullMarks);
  if (!(await repo.anyTeacherCoversStudent(deps.db, { studentId: userId, bookId: answer.book_id }))) throw badRequest(REVIEWS_MSG.noClass);
  await repo.recordAppeal(deps.db, { answerId, at: deps.now() });
  return { message: REVIEWS_MSG.appealed };
}

function presentItem(row: repo.QueueRow): ReviewItem {
  return {
    answerId: row.answer_id,
    reason: row.pending_appeal ? 'appeal' : 'low_confidence',
    student: { userId: row.user_id, fullname: row.fullname, username: row.username },
    chapterId: row.chapter_id,
    chapterTitle: row.chapter_title,
    questionNumber: row.question_number,
    question: row.question?.prompt ?? '',
    key: row.question?.answer ?? null,
    studentAnswer: row.answer_text,
    marks: roundMarks(Number(row.marks)),
    maxMarks: roundMarks(Number(row.max_marks)),
    verdict: row.verdict,
    feedback: row.feedback,
    answeredAt: iso(row.created_at),
    appealedAt: row.appealed_at ? iso(row.appealed_at) : null,
  };
}

export async function getReviewQueue(deps: Deps, userId: string, classId: string) {
  await requireOwnClass(deps, userId, classId);
  const rows = await repo.listReviewQueue(deps.db, { classId, limit: QUEUE_LIMIT });
  return { classId, items: rows.map(presentItem) };
}

export async function reviewAnswer(deps: Deps, userId: string, answerId: string, body: { marks: number; comment: string }): Promise<ReviewResult> {
  const teacher = await requireTeacher(deps, userId);
  const answer = await repo.findAnswerContext(deps.db, { answerId });
  const allowed = answer && (await repo.teacherCoversStudent(deps.db, { teacherId: teacher.id, studentId: answer.user_id, bookId: answer.book_id }));
  if (!answer || !allowed) throw notFound(REVIEWS_MSG.answerNotFound);
  const maxMarks = Number(answer.max_marks);
  if (body.marks > maxMarks) throw badRequest(REVIEWS_MSG.marksOutOfRange, 'marks');
  const marks = roundMarks(body.marks);
  const verdict = verdictFor(marks, maxMarks);
  const previousMarks = Number(answer.marks);
  const at = deps.now();
  await deps.db.transaction((tx) =>
    repo.applyReview(tx, { answerId, attemptId: answer.attempt_id, reviewerId: teacher.id, at, marks, verdict, comment: body.comment, previousMarks, previousVerdict: answer.verdict }),
  );
  await tellStudent(deps, { answer, marks, maxMarks, previousMarks, comment: body.comment });
  return { message: marks === roundMarks(previousMarks) ? REVIEWS_MSG.confirmed : REVIEWS_MSG.corrected, answerId, marks, maxMarks, verdict, reviewedAt: at.toISOString() };
}

/** After the commit: the new chapter score live (`score:updated`) and a notification in the bell. */
async function tellStudent(
  deps: Deps,
  { answer, marks, maxMarks, previousMarks, comment }: { answer: repo.AnswerContextRow; marks: number; maxMarks: number; previousMarks: number; comment: string },
) {
  const stats = await getChapterStats(deps.db, { userId: answer.user_id, chapterId: answer.chapter_id });
  if (stats) {
    deps.realtime.emitToUser(answer.user_id, 'score:updated', {
      chapterId: answer.chapter_id,
      attemptId: answer.attempt_id,
      earnedMarks: stats.marksEarned,
      totalMarks: stats.marksAvailable,
      percentage: stats.percentage,
      answeredQuestions: stats.questionsAnswered,
      totalQuestions: stats.totalQuestions,
      finished: stats.completionStatus === 'completed',
    });
  }
  const change = marks === roundMarks(previousMarks) ? `kept ${marks} of ${maxMarks} marks` : `changed the marks from ${roundMarks(previousMarks)} to ${marks} of ${maxMarks}`;
  await notify(deps, answer.user_id, {
    kind: 'test_result',
    title: REVIEWS_MSG.notificationTitle,
    message: `Question ${answer.question_number} of "${answer.chapter_title}": your teacher ${change}.${comment ? ` "${comment}"` : ''}`,
  });
}

/** A chapter the user cannot open answers 404 like every other chapter route (the one access policy). */
export async function listMyAnswers(deps: Deps, userId: string, chapterId: string) {
  const { bookId } = await assertUserMayRead(deps, userId, await repo.findChapterBook(deps.db, { chapterId }), CATALOGUE_MSG.chapterNotFound);
  const rows = await repo.listMyAnswers(deps.db, { userId, chapterId });
  // Without a teacher who has the student in a class covering the chapter, an appeal would reach nobody.
  const covered = rows.length > 0 && (await repo.anyTeacherCoversStudent(deps.db, { studentId: userId, bookId }));
  return rows.map((r) => ({
    answerId: r.answer_id,
    questionNumber: r.question_number,
    marks: roundMarks(Number(r.marks)),
    maxMarks: roundMarks(Number(r.max_marks)),
    verdict: r.verdict,
    feedback: r.feedback,
    appealed: r.pending_appeal,
    reviewed: r.reviewed_at !== null,
    appealable: covered && lostMarks(r),
    replyMessageId: r.reply_message_id,
    replyClientMessageId: r.reply_client_message_id,
  }));
}
