/**
 * A class's progress (students x chapters) and a chapter's item statistics. Every figure comes
 * from the progress feature's statistics (`classScoresQuery` and `listStudentsChapterStats`:
 * the latest attempt that has answers, marks from the graded answers, `chapterScoreOf`), the
 * same code behind the profile and the catalogue, so a teacher sees exactly the score the student sees.
 */
import { CLASSES_MSG, type ClassProgress, type ChapterItems, type ItemStat, type ProgressCell } from '@booktutor/contracts/classes';
import type { Question } from '@booktutor/tutor';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { oneDecimal, percentOf } from '@booktutor/contracts/rounding';
import { classChapterScoresOf, classScoresQuery, listStudentsChapterStats, meanStartedPercentage, type ChapterScore, type ClassScoresRow } from '../progress/chapter-stats';
import { judgeOwnClass, requireOwnClass } from './access';
import * as repo from './repository';

/** The progress feature's mean over the started chapters, one decimal; null when none. */
function meanPercentage(scores: ChapterScore[]): number | null {
  const mean = meanStartedPercentage(scores);
  return mean === null ? null : oneDecimal(mean);
}

function cellOf(chapter: { chapterId: string; totalQuestions: number }, score: ChapterScore | undefined): ProgressCell {
  if (!score || score.questionsAnswered === 0) {
    const totalQuestions = score?.totalQuestions ?? chapter.totalQuestions;
    return { chapterId: chapter.chapterId, status: 'not_started', percentage: null, questionsAnswered: 0, totalQuestions, marksEarned: 0, marksAvailable: 0 };
  }
  const { completionStatus: status, percentage, questionsAnswered, totalQuestions, marksEarned, marksAvailable } = score;
  return { chapterId: chapter.chapterId, status, percentage, questionsAnswered, totalQuestions, marksEarned, marksAvailable };
}

export async function getClassProgress(deps: Deps, userId: string, classId: string): Promise<ClassProgress> {
  // Access, students, chapters and scores in one statement (the scores part is the progress feature's).
  const table = await repo.readClassTable<ClassScoresRow>(deps.db, { userId, classId, scores: classScoresQuery(classId) });
  judgeOwnClass(table.caller, table.classTeacherId);
  const { students, chapters } = table;
  const scores = classChapterScoresOf(table.scores);
  const byStudent = new Map<string, Map<string, ChapterScore>>();
  for (const { userId: studentId, chapterId, score } of scores) {
    const own = byStudent.get(studentId) ?? new Map<string, ChapterScore>();
    own.set(chapterId, score);
    byStudent.set(studentId, own);
  }
  // rows[i][j]: student i's score in chapter j, looked up once and read by both the cells and the averages.
  const rows = students.map((s) => {
    const own = byStudent.get(s.userId);
    return chapters.map((c) => own?.get(c.chapterId));
  });
  const present = (list: Array<ChapterScore | undefined>) => list.filter((score): score is ChapterScore => !!score);
  return {
    classId,
    chapters: chapters.map((c, j) => {
      const started = present(rows.map((row) => row[j]));
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
    students: students.map((s, i) => ({
      userId: s.userId,
      username: s.username,
      fullname: s.fullname,
      cells: chapters.map((c, j) => cellOf(c, rows[i]![j])),
      average: meanPercentage(present(rows[i]!)),
    })),
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
  const questions = chapter.questions;
  // Answers name questions by their position in the chapter's list (chat test-turn.ts).
  const numbers = [...new Set([...questions.map((_, i) => i + 1), ...answers.map((a) => a.questionNumber)])].sort((a, b) => a - b);
  return {
    classId,
    chapterId,
    title: chapter.title,
    studentsAnswered: attemptIds.length,
    items: numbers.map((n) =>
      itemOf(
        n,
        questions[n - 1],
        answers.filter((a) => a.questionNumber === n),
      ),
    ),
  };
}
