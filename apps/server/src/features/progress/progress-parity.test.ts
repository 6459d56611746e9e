/**
 * Every score is read from chapter_scores (kept by triggers: answers -> the attempt's graded_*
 * sums -> the student's chapter row), never summed from answers on a read. Over a generated class
 * (seeded pseudo-random: retakes, unanswered retakes, fractional marks, skips), then after answers
 * are re-marked (a teacher's review), added and removed, a retake, a deleted attempt and a deleted
 * chapter, on the database the tests run on (PGlite, or PostgreSQL with DATABASE_URL):
 * - every stored sum and stored score equals what summing the answers gives;
 * - every cell of the class table equals that score through the TypeScript rule (`chapterScoreOf`);
 * - every book of every student's My Collection (the SQL of `bookProgressCtes`, and its progress
 *   sort) equals the TypeScript rules (`summarizeBooks`, `bookProgressOf`).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedBooksResponse } from '@booktutor/contracts/catalogue';
import type { ClassProgress } from '@booktutor/contracts/classes';
import { rowsOf } from '../../db/rows';
import { testAnswers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/factories';
import { createBook, createChapter, type TestChapter } from '../../../test/chapter-factory';
import { recordAttempt, type AnswerSpec } from '../../../test/score-factory';
import { bookProgressByRules } from '../../../test/book-progress-by-rules';
import { chapterScoreOf } from './chapter-stats';

let t: TestApp;
let teacher: TestUser;
let classId: string;
let students: TestUser[];
let chapters: TestChapter[];
let bookIds: string[];

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
const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;

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
  const books = [await createBook(t), await createBook(t)];
  bookIds = books.map((b) => b.id);
  chapters = [];
  for (const book of books) for (let i = 0; i < 3; i++) chapters.push(await createChapter(t, { book, position: i }));
  const res = await t.app.inject({ method: 'POST', url: '/api/classes', headers: teacher.auth, payload: { name: 'Parity', bookIds, grade: '8' } });
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
        await recordAttempt(t, { userId: student.id, chapterId: chapter.id, attemptNumber: n, totalQuestions: 6, answers: answersOf(answered), timeSpentSeconds: Math.floor(random() * 900) });
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

/** Stored scores that differ from their pair's latest graded attempt, and pairs with such an attempt but no score. */
async function scoresOutOfStep() {
  return rowsOf<{ user_id: string; chapter_id: string }>(
    await t.deps.db.execute(sql`
      with expected as (
        select distinct on (a.user_id, a.chapter_id) a.user_id, a.chapter_id, a.id, a.attempt_number, a.total_questions,
               a.graded_answers, a.graded_marks, a.graded_max_marks, a.graded_correct, a.graded_partial, a.graded_wrong
        from test_attempts a where a.graded_answers > 0
        order by a.user_id, a.chapter_id, a.attempt_number desc
      )
      select coalesce(e.user_id, s.user_id) as user_id, coalesce(e.chapter_id, s.chapter_id) as chapter_id
      from expected e full join chapter_scores s on s.user_id = e.user_id and s.chapter_id = e.chapter_id
      where (e.id, e.attempt_number, e.total_questions, e.graded_answers, e.graded_marks, e.graded_max_marks, e.graded_correct, e.graded_partial, e.graded_wrong)
            is distinct from (s.attempt_id, s.attempt_number, s.total_questions, s.answered, s.marks, s.max_marks, s.correct, s.partial, s.wrong)`),
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

/** Each student's My Collection (SQL) against the TypeScript rules, figures and progress sort. */
async function expectCollectionsMatchRules() {
  let started = 0;
  for (const student of students) {
    const res = await t.app.inject({ method: 'GET', url: '/api/books/user-collection?sortBy=progress&sortOrder=desc', headers: student.auth });
    const listed = res.json<PagedBooksResponse>().data.books;
    expect(listed.map((b) => b.bookId).sort()).toEqual([...bookIds].sort());
    const rules = await bookProgressByRules(t.deps.db, { userId: student.id, bookIds });
    for (const book of listed) {
      expect(book.userProgress).toEqual(rules.get(book.bookId));
      if (book.userProgress?.status !== 'not_started') started++;
    }
    const percentages = listed.map((b) => b.userProgress!.progressPercentage);
    expect(percentages).toEqual([...percentages].sort((a, b) => b - a));
  }
  return started;
}

async function expectTableMatchesAnswers() {
  expect(await attemptsOutOfStep()).toEqual([]);
  expect(await scoresOutOfStep()).toEqual([]);
  expect(await expectCollectionsMatchRules()).toBeGreaterThan(3);
  const expected = await scoresSummedFromAnswers();
  const res = await t.app.inject({ method: 'GET', url: `/api/classes/${classId}/progress`, headers: teacher.auth });
  const body = res.json<ClassProgress>();
  let started = 0;
  for (const student of body.students) {
    for (const cell of student.cells) {
      const score = expected.get(`${student.userId} ${cell.chapterId}`);
      if (!score) {
        expect(cell).toMatchObject({ status: 'not_started', percentage: null, questionsAnswered: 0 });
        continue;
      }
      started++;
      const { completionStatus: status, percentage, questionsAnswered, totalQuestions, marksEarned, marksAvailable } = score;
      expect(cell).toEqual({ chapterId: cell.chapterId, status, percentage, questionsAnswered, totalQuestions, marksEarned, marksAvailable });
    }
  }
  return started;
}

describe('progress parity: stored scores, the class table and My Collection against the answers and the rules', () => {
  it("stores exactly the answers' sums and shows the scores summing them gives", async () => {
    expect(await expectTableMatchesAnswers()).toBeGreaterThan(8);
  });

  it('stays exact when answers are re-marked, added to several attempts at once, and removed', async () => {
    // Only this file's attempts: on PostgreSQL every test file shares one database, and another file's
    // answers (the review queue's) had been re-marked and deleted by these statements.
    const ours = sql`(select id from test_attempts where user_id in (${sql.join(
      students.map((student) => sql`${student.id}::uuid`),
      sql`, `,
    )}))`;
    await t.deps.db.execute(sql`update test_answers set marks = max_marks / 4, verdict = 'partial' where question_number = 2 and attempt_id in ${ours}`);
    const attempts = rowsOf<{ id: string; n: number }>(
      await t.deps.db.execute(
        sql`select a.id, (select coalesce(max(question_number), 0) from test_answers x where x.attempt_id = a.id)::int as n from test_attempts a where a.id in ${ours} order by a.id limit 7`,
      ),
    );
    await t.deps.db.insert(testAnswers).values(attempts.map((a) => ({ attemptId: a.id, questionNumber: a.n + 1, answerText: 'late', marks: 0.75, maxMarks: 1, verdict: 'partial' as const })));
    await t.deps.db.execute(sql`delete from test_answers where question_number = 1 and marks < 0.5 and attempt_id in ${ours}`);
    expect(await expectTableMatchesAnswers()).toBeGreaterThan(8);
  });

  it('follows a retake, a deleted attempt and a deleted chapter', async () => {
    const [first, second] = students;
    // A retake with answers replaces the score; one without answers does not hide it.
    const next = async (userId: string, chapterId: string) =>
      1 +
      (rowsOf<{ n: number }>(await t.deps.db.execute(sql`select coalesce(max(attempt_number), 0)::int as n from test_attempts where user_id = ${userId} and chapter_id = ${chapterId}`))[0]?.n ?? 0);
    await recordAttempt(t, { userId: first!.id, chapterId: chapters[0]!.id, attemptNumber: await next(first!.id, chapters[0]!.id), totalQuestions: 5, answers: answersOf(5) });
    await recordAttempt(t, { userId: first!.id, chapterId: chapters[1]!.id, attemptNumber: await next(first!.id, chapters[1]!.id), totalQuestions: 6, answers: answersOf(2) });
    await recordAttempt(t, { userId: first!.id, chapterId: chapters[1]!.id, attemptNumber: await next(first!.id, chapters[1]!.id), totalQuestions: 6, answers: [] });
    expect(await expectTableMatchesAnswers()).toBeGreaterThan(8);
    // The latest graded attempt of some pairs goes: the one before (or none) counts again.
    await t.deps.db.execute(sql`delete from test_attempts where id in (select attempt_id from chapter_scores where user_id in (${first!.id}, ${second!.id}))`);
    await t.deps.db.execute(sql`delete from chapters where id = ${chapters[5]!.id}`);
    chapters.pop();
    // The answers went with their attempts (the foreign key's cascade, then the triggers).
    expect(rowsOf(await t.deps.db.execute(sql`select x.id from test_answers x where not exists (select 1 from test_attempts a where a.id = x.attempt_id)`))).toEqual([]);
    expect(await expectTableMatchesAnswers()).toBeGreaterThan(4);
  });
});
