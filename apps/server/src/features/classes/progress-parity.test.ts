/**
 * The class table reads the attempts' graded_* sums (kept by a trigger on test_answers) instead of
 * summing answers on each read. Over generated classes (retakes, unanswered retakes, fractional
 * marks, skips), then after answers are changed, added and removed, every stored sum must equal the
 * answers, and every cell must equal the score the old computation (sum the latest answered
 * attempt's answers) gives through the same rule (`chapterScoreOf`).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassProgress } from '@booktutor/contracts/classes';
import { rowsOf } from '../../db/rows';
import { testAnswers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/factories';
import { createBook, createChapter, type TestChapter } from '../../../test/chapter-factory';
import { recordAttempt, type AnswerSpec } from '../../../test/score-factory';
import { chapterScoreOf } from '../progress/chapter-stats';

let t: TestApp;
let teacher: TestUser;
let classId: string;
let students: TestUser[];
let chapters: TestChapter[];

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function randomFrom(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const random = randomFrom(18);
const pick = <T,>(list: T[]) => list[Math.floor(random() * list.length)]!;

function answersOf(count: number): AnswerSpec[] {
  return Array.from({ length: count }, () => {
    const maxMarks = pick([1, 2, 3, 0.5]);
    const marks = pick([0, 0.25, 0.3, 0.5, 1, maxMarks, maxMarks / 3]);
    const verdict = marks === 0 ? pick(['incorrect', 'skipped'] as const) : marks >= maxMarks ? 'correct' : 'partial';
    return { marks: Math.min(marks, maxMarks), maxMarks, verdict };
  });
}

beforeAll(async () => {
  t = await createTestApp();
  teacher = await createUser(t, { role: 'teacher' });
  const book = await createBook(t);
  chapters = [];
  for (let i = 0; i < 4; i++) chapters.push(await createChapter(t, { book, position: i }));
  const res = await t.app.inject({ method: 'POST', url: '/api/classes', headers: teacher.auth, payload: { name: 'Parity', bookIds: [book.id], grade: '8' } });
  classId = res.json().class.classId;
  students = [];
  for (let i = 0; i < 6; i++) {
    const student = await createUser(t);
    await t.app.inject({ method: 'POST', url: '/api/classes/join', headers: student.auth, payload: { joinCode: res.json().class.joinCode } });
    students.push(student);
  }
  for (const student of students) {
    for (const chapter of chapters) {
      // 0 to 3 attempts; any of them may have no answer yet (the latest answered one counts).
      const attempts = Math.floor(random() * 4);
      for (let n = 1; n <= attempts; n++) {
        const answered = random() < 0.25 ? 0 : 1 + Math.floor(random() * 6);
        await recordAttempt(t, { userId: student.id, chapterId: chapter.id, attemptNumber: n, totalQuestions: 6, answers: answersOf(answered) });
      }
    }
  }
});
afterAll(() => t.close());

/** Attempts whose stored sums differ from their answers (none, if the trigger does its job). */
async function attemptsOutOfStep() {
  return rowsOf<{ id: string }>(
    await t.deps.db.execute(sql`
      select a.id from test_attempts a
      left join lateral (
        select count(*)::int as n, coalesce(sum(x.marks), 0)::real as marks, coalesce(sum(x.max_marks), 0)::real as max_marks,
               (count(*) filter (where x.verdict = 'correct'))::int as correct, (count(*) filter (where x.verdict = 'partial'))::int as partial,
               (count(*) filter (where x.verdict in ('incorrect', 'skipped')))::int as wrong
        from test_answers x where x.attempt_id = a.id
      ) s on true
      where (a.graded_answers, a.graded_marks, a.graded_max_marks, a.graded_correct, a.graded_partial, a.graded_wrong)
            is distinct from (s.n, s.marks, s.max_marks, s.correct, s.partial, s.wrong)`),
  );
}

/** The old computation: per student and chapter, the latest attempt with answers, its answers summed. */
async function scoresSummedFromAnswers() {
  const rows = rowsOf<{ user_id: string; chapter_id: string; answered_questions: number; total_questions: number; earned_marks: number; total_marks: number }>(
    await t.deps.db.execute(sql`
      select a.user_id, a.chapter_id, l.answered_questions, l.total_questions, l.earned_marks, l.total_marks
      from (select distinct user_id, chapter_id from test_attempts) a
      cross join lateral (
        select coalesce(nullif(b.total_questions, 0), c.total_questions)::int as total_questions, s.*
        from test_attempts b join chapters c on c.id = b.chapter_id
        cross join lateral (
          select count(*)::int as answered_questions, coalesce(sum(x.marks), 0)::float8 as earned_marks, coalesce(sum(x.max_marks), 0)::float8 as total_marks
          from test_answers x where x.attempt_id = b.id
        ) s
        where b.user_id = a.user_id and b.chapter_id = a.chapter_id and s.answered_questions > 0
        order by b.attempt_number desc limit 1
      ) l`),
  );
  return new Map(rows.map((r) => [`${r.user_id} ${r.chapter_id}`, chapterScoreOf(r)]));
}

async function expectTableMatchesAnswers() {
  expect(await attemptsOutOfStep()).toEqual([]);
  const expected = await scoresSummedFromAnswers();
  const res = await t.app.inject({ method: 'GET', url: `/api/classes/${classId}/progress`, headers: teacher.auth });
  const body = res.json() as ClassProgress;
  let started = 0;
  for (const student of body.students) {
    for (const cell of student.cells) {
      const score = expected.get(`${student.userId} ${cell.chapterId}`);
      if (!score) {
        expect(cell).toMatchObject({ status: 'not_started', percentage: null, questionsAnswered: 0 });
        continue;
      }
      started++;
      expect({ ...cell, chapterId: undefined }).toEqual({
        chapterId: undefined,
        status: score.completionStatus,
        percentage: score.percentage,
        questionsAnswered: score.questionsAnswered,
        totalQuestions: score.totalQuestions,
        marksEarned: score.marksEarned,
        marksAvailable: score.marksAvailable,
      });
    }
  }
  return started;
}

describe('class progress parity with the answers', () => {
  it('stores exactly the answers\' sums and shows the scores summing them gives', async () => {
    expect(await expectTableMatchesAnswers()).toBeGreaterThan(8);
  });

  it('stays exact when answers are re-marked, added to several attempts at once, and removed', async () => {
    await t.deps.db.execute(sql`update test_answers set marks = max_marks / 4, verdict = 'partial' where question_number = 2`);
    const attempts = rowsOf<{ id: string; n: number }>(
      await t.deps.db.execute(sql`select a.id, (select coalesce(max(question_number), 0) from test_answers x where x.attempt_id = a.id)::int as n from test_attempts a order by a.id limit 7`),
    );
    await t.deps.db.insert(testAnswers).values(
      attempts.map((a) => ({ attemptId: a.id, questionNumber: a.n + 1, answerText: 'late', marks: 0.75, maxMarks: 1, verdict: 'partial' as const })),
    );
    await t.deps.db.execute(sql`delete from test_answers where question_number = 1 and marks < 0.5`);
    expect(await expectTableMatchesAnswers()).toBeGreaterThan(8);
  });
});
