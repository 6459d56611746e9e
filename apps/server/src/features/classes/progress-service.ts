/**
 * A class's progress (students x chapters) and a chapter's item statistics. Every figure comes
 * from the chat feature's statistics (`listClassChapterScores` and `listStudentsChapterStats`:
 * the latest attempt that has answers, marks from the graded answers, `chapterScoreOf`), the
 * same code behind the profile and the catalogue, so a teacher sees exactly the score the student sees.
 */
import { CLASSES_MSG, type ClassProgress, type ChapterItems, type ItemStat, type ProgressCell } from '@booktutor/contracts/classes';
import type { Question } from '@booktutor/tutor';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { listClassChapterScores, listStudentsChapterStats, oneDecimal, percentOf, type ChapterScore } from '../chat/chapter-stats';
import { requireOwnClass } from './access';
import * as repo from './repository';

/** Mean of earned/available percentages over the started chapters, one decimal; null when none. */
function meanPercentage(scores: ChapterScore[]): number | null {
  const started = scores.filter((s) => s.questionsAnswered > 0);
  if (!started.length) return null;
  const sum = started.reduce((total, s) => total + (s.marksAvailable > 0 ? (s.marksEarned / s.marksAvailable) * 100 : 0), 0);
  return oneDecimal(sum / started.length);
}

function cellOf(chapter: { chapterId: string; totalQuestions: number }, score: ChapterScore | undefined): ProgressCell {
  if (!score || score.questionsAnswered === 0) {
    const totalQuestions = score?.totalQuestions ?? chapter.totalQuestions;
    return { chapterId: chapter.chapterId, status: 'not_started', percentage: null, questionsAnswered: 0, totalQuestions, marksEarned: 0, marksAvailable: 0 };
  }
  return {
    chapterId: chapter.chapterId,
    status: score.completionStatus,
    percentage: score.percentage,
    questionsAnswered: score.questionsAnswered,
    totalQuestions: score.totalQuestions,
    marksEarned: score.marksEarned,
    marksAvailable: score.marksAvailable,
  };
}

export async function getClassProgress(deps: Deps, userId: string, classId: string): Promise<ClassProgress> {
  await requireOwnClass(deps, userId, classId);
  // Three independent statements at once; the scores one finds the class's students and chapters itself.
  const [students, chapters, scores] = await Promise.all([
    repo.listClassStudents(deps.db, { classId }),
    repo.listClassChapters(deps.db, { classId }),
    listClassChapterScores(deps.db, { classId }),
  ]);
  const scoreByCell = new Map(scores.map((s) => [`${s.userId} ${s.chapterId}`, s.score]));
  const scoreOf = (studentId: string, chapterId: string) => scoreByCell.get(`${studentId} ${chapterId}`);
  return {
    classId,
    chapters: chapters.map((c) => {
      const started = students.map((s) => scoreOf(s.userId, c.chapterId)).filter((s): s is ChapterScore => !!s);
      return {
        chapterId: c.chapterId,
        title: c.title,
        bookId: c.bookId,
        bookTitle: c.bookTitle,
        totalQuestions: c.totalQuestions,
        classAverage: meanPercentage(started),
        studentsStarted: started.filter((s) => s.questionsAnswered > 0).length,
        studentsCompleted: started.filter((s) => s.completionStatus === 'completed').length,
      };
    }),
    students: students.map((s) => {
      const own = chapters.map((c) => scoreOf(s.userId, c.chapterId));
      return {
        userId: s.userId,
        username: s.username,
        fullname: s.fullname,
        cells: chapters.map((c, i) => cellOf(c, own[i])),
        average: meanPercentage(own.filter((score): score is ChapterScore => !!score)),
      };
    }),
  };
}

function itemOf(questionNumber: number, question: Question | undefined, answers: Array<{ marks: number; maxMarks: number; verdict: string }>): ItemStat {
  const count = (pred: (v: string) => boolean) => answers.filter((a) => pred(a.verdict)).length;
  const correct = count((v) => v === 'correct');
  const partial = count((v) => v === 'partial');
  const wrong = count((v) => v === 'incorrect' || v === 'skipped');
  const marks = answers.reduce((sum, a) => sum + a.marks, 0);
  const max = answers.reduce((sum, a) => sum + a.maxMarks, 0);
  return {
    questionNumber,
    question: question?.prompt ?? '',
    type: question?.type ?? 'unknown',
    maxMarks: question?.marks ?? answers[0]?.maxMarks ?? 0,
    answered: answers.length,
    correct,
    partial,
    wrong,
    correctShare: percentOf(correct, answers.length),
    partialShare: percentOf(partial, answers.length),
    wrongShare: percentOf(wrong, answers.length),
    facility: answers.length ? percentOf(marks, max) : null,
  };
}

/** Per question of the chapter: how the class's latest attempts answered it. */
export async function getChapterItems(deps: Deps, userId: string, classId: string, chapterId: string): Promise<ChapterItems> {
  await requireOwnClass(deps, userId, classId);
  const chapter = await repo.findClassChapter(deps.db, { classId, chapterId });
  if (!chapter) throw notFound(CLASSES_MSG.chapterNotFound);
  const students = await repo.listClassStudents(deps.db, { classId });
  const figures = await listStudentsChapterStats(deps.db, { userIds: students.map((s) => s.userId), chapterIds: [chapterId] });
  const attemptIds = figures.map((f) => f.attemptId).filter((id): id is string => !!id);
  const answers = await repo.listAnswersOfAttempts(deps.db, { attemptIds });
  const questions = (Array.isArray(chapter.questions) ? chapter.questions : []) as Question[];
  // Answers name questions by their position in the chapter's list (chat test-turn.ts).
  const numbers = [...new Set([...questions.map((_, i) => i + 1), ...answers.map((a) => a.questionNumber)])].sort((a, b) => a - b);
  return {
    classId,
    chapterId,
    title: chapter.title,
    studentsAnswered: attemptIds.length,
    items: numbers.map((n) => itemOf(n, questions[n - 1], answers.filter((a) => a.questionNumber === n))),
  };
}
