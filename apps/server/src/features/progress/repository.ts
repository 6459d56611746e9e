/** All the SQL of progress: per-chapter attempt summaries, a class's scores, book totals and My Collection's book progress. */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chapters } from '../../db/schema';
import { rowsOf } from '../../db/rows';

/**
 * THE scoring rule in SQL, shared by a student's statistics and a class's table: the latest
 * attempt of (user, chapter) that has at least one answer, with its figures summed from its
 * graded answers. The sums are the attempt's graded_* columns, which a trigger on test_answers
 * keeps equal to the answers (migration 0013); test_attempts_latest_graded_idx answers this
 * from the index alone, newest attempt first, without reading a single answer.
 */
function latestGradedAttempt(userId: SQL, chapterId: SQL) {
  return sql`
      select a.id as attempt_id, a.total_questions, a.graded_answers as answered_questions,
             a.graded_marks::float8 as earned_marks, a.graded_max_marks::float8 as total_marks,
             a.graded_correct as correct_count, a.graded_partial as partial_count,
             -- A skipped question counts as answered, with 0 marks, and as wrong (the engine's rule).
             a.graded_wrong as incorrect_count
      from test_attempts a
      where a.user_id = ${userId} and a.chapter_id = ${chapterId} and a.graded_answers > 0
      order by a.attempt_number desc
      limit 1`;
}

/**
 * Per chapter the student (or each of `userIds`, a teacher's class) has tried: the figures of
 * the latest attempt that has at least one answer, summed from its graded answers (graded_*, never the engine's running totals),
 * plus the first start, the last activity, total time and number of attempts over all attempts.
 * Chapters whose attempts have no answer yet are left out unless `includeUnanswered` (zero figures).
 */
export async function listChapterAttemptSummaries(
  db: Database,
  {
    userId,
    userIds,
    chapterIds,
    includeUnanswered = false,
  }: { userId?: string; userIds?: string[]; chapterIds?: string[] | undefined; includeUnanswered?: boolean },
) {
  const ids = (list: string[]) => sql.join(list.map((id) => sql`${id}::uuid`), sql`, `);
  const people = userIds ?? (userId ? [userId] : []);
  if (!people.length) return [];
  const userFilter = people.length === 1 ? sql`a.user_id = ${people[0]}::uuid` : sql`a.user_id in (${ids(people)})`;
  const chapterFilter = chapterIds
    ? chapterIds.length
      ? sql`and a.chapter_id in (${ids(chapterIds)})`
      : sql`and false`
    : sql``;
  // One group per (student, chapter) over the attempts; then, per group, its latest graded attempt.
  const result = await db.execute(sql`
    with totals as (
      select a.user_id, a.chapter_id,
             min(a.started_at) as first_attempted,
             max(a.updated_at) as last_attempted,
             sum(a.time_spent_seconds)::int as time_spent_seconds,
             count(*)::int as attempts,
             bool_or(a.status = 'in_progress') as test_in_progress
      from test_attempts a where ${userFilter} ${chapterFilter}
      group by a.user_id, a.chapter_id
    )
    select t.user_id, t.chapter_id, l.attempt_id, c.title as chapter_title, b.id as book_id, b.title as book_title,
           coalesce(nullif(c.subject, ''), b.subject) as subject, b.grade,
           coalesce(l.answered_questions, 0)::int as answered_questions,
           -- The attempt's own count (only keyed questions are asked); the chapter's before any.
           coalesce(nullif(l.total_questions, 0), c.total_questions)::int as total_questions,
           coalesce(l.earned_marks, 0)::float8 as earned_marks, coalesce(l.total_marks, 0)::float8 as total_marks,
           coalesce(l.correct_count, 0)::int as correct_count, coalesce(l.partial_count, 0)::int as partial_count,
           coalesce(l.incorrect_count, 0)::int as incorrect_count,
           t.first_attempted, t.last_attempted, t.time_spent_seconds, t.attempts, t.test_in_progress
    from totals t
    left join lateral (${latestGradedAttempt(sql`t.user_id`, sql`t.chapter_id`)}
    ) l on true
    join chapters c on c.id = t.chapter_id
    join books b on b.id = c.book_id
    ${includeUnanswered ? sql`` : sql`where l.attempt_id is not null`}
    order by t.last_attempted desc, t.chapter_id, t.user_id
  `);
  return rowsOf<AttemptSummaryRow>(result);
}

export interface AttemptSummaryRow {
  user_id: string;
  chapter_id: string;
  /** The latest attempt that has answers (null when `includeUnanswered` added a chapter without). */
  attempt_id: string | null;
  chapter_title: string;
  book_id: string;
  book_title: string;
  subject: string;
  grade: string;
  answered_questions: number;
  total_questions: number;
  earned_marks: number;
  total_marks: number;
  correct_count: number;
  partial_count: number;
  incorrect_count: number;
  first_attempted: string | Date;
  last_attempted: string | Date;
  time_spent_seconds: number;
  attempts: number;
  test_in_progress: boolean;
}

/**
 * The scores part of a class's table, as a statement for the classes feature to run with its own
 * lists (one round trip for the whole table): per student of the class, for each chapter of its
 * books that has a graded attempt, the latest graded attempt's figures (the same rule as
 * `listChapterAttemptSummaries`) and nothing else. One row per student, its chapters as one JSON
 * array of [chapter id, answered, total questions, earned, available]: 40 values, not 800 rows.
 */
export function classScoresQuery(classId: string): SQL {
  return sql`
    select m.user_id,
           json_agg(json_build_array(c.id, l.answered_questions, coalesce(nullif(l.total_questions, 0), c.total_questions)::int, l.earned_marks, l.total_marks)) as scores
    from class_members m
    join class_books cb on cb.class_id = m.class_id
    join chapters c on c.book_id = cb.book_id
    cross join lateral (${latestGradedAttempt(sql`m.user_id`, sql`c.id`)}
    ) l
    where m.class_id = ${classId}::uuid
    group by m.user_id`;
}

export type ClassScoresRow = { user_id: string; scores: Array<[string, number, number, number, number]> };

/** The rows of `classScoresQuery`, one per student and chapter. */
export function latestScoresOf(rows: ClassScoresRow[]): LatestScoreRow[] {
  return rows.flatMap(({ user_id, scores }) =>
    scores.map(([chapter_id, answered_questions, total_questions, earned_marks, total_marks]) => ({ user_id, chapter_id, answered_questions, total_questions, earned_marks, total_marks })),
  );
}

export type LatestScoreRow = Pick<AttemptSummaryRow, 'user_id' | 'chapter_id' | 'answered_questions' | 'total_questions' | 'earned_marks' | 'total_marks'>;

/** Question totals of every chapter of the given books (for book-level progress). */
export async function listBookChapterTotals(db: Database, { bookIds }: { bookIds: string[] }) {
  if (!bookIds.length) return [];
  return db
    .select({ bookId: chapters.bookId, chapterId: chapters.id, totalQuestions: chapters.totalQuestions })
    .from(chapters)
    .where(sql`${chapters.bookId} in (${sql.join(bookIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
}

/**
 * The student's progress per book, computed only for books they have test records on (a few
 * hundred at most, however large their library): every other book is at zero, not_started.
 * The rules of chapter-stats.ts and book-progress.ts (`bookStatusOf`, `bookProgressOf`), in SQL so
 * My Collection can sort and page by progress: per chapter the latest attempt WITH at least one answer counts (a retake
 * not answered yet does not hide the last result), figures from its graded answers (a skip
 * counts as answered); a started chapter counts its attempt's questions; time covers every
 * attempt of the started chapters, one decimal of a minute per chapter.
 */
export const bookProgressCtes = (userId: string) => sql`
  mine as (
    select a.id, a.chapter_id, a.attempt_number, a.total_questions, a.time_spent_seconds, a.updated_at
    from test_attempts a where a.user_id = ${userId}
  ),
  scored_attempts as (
    select x.attempt_id, count(*)::int as answered,
      coalesce(sum(x.marks), 0)::float8 as earned, coalesce(sum(x.max_marks), 0)::float8 as available
    from test_answers x where x.attempt_id = any(array(select id from mine))
    group by x.attempt_id
  ),
  latest as (
    select distinct on (m.chapter_id) m.chapter_id, m.total_questions, s.answered, s.earned, s.available
    from mine m join scored_attempts s on s.attempt_id = m.id
    order by m.chapter_id, m.attempt_number desc
  ),
  activity as (
    select chapter_id, sum(time_spent_seconds)::int as seconds, max(updated_at) as last_activity
    from mine group by chapter_id
  ),
  attempted_books as (
    select distinct c.book_id from chapters c where c.id = any(array(select chapter_id from activity))
  ),
  chapter_figures as (
    select c.book_id,
      coalesce(nullif(l.total_questions, 0), c.total_questions) as questions,
      coalesce(l.answered, 0) as answered,
      case when l.available > 0 then 100 * l.earned / l.available else 0 end as percentage,
      round(coalesce(a.seconds, 0) / 60.0, 1) as minutes,
      a.last_activity
    from chapters c
    left join latest l on l.chapter_id = c.id
    left join activity a on a.chapter_id = c.id
    where c.book_id = any(array(select book_id from attempted_books))
  ),
  per_book as (
    select book_id,
      coalesce(sum(questions), 0)::int as total_questions,
      coalesce(sum(answered), 0)::int as answered,
      (count(*) filter (where answered > 0))::int as started_chapters,
      (count(*) filter (where questions > 0 and answered >= questions))::int as completed_chapters,
      (count(*) filter (where questions > 0))::int as chapters_with_questions,
      (avg(percentage) filter (where answered > 0))::float8 as average_score,
      coalesce(sum(minutes) filter (where answered > 0), 0)::float8 as minutes_spent,
      max(last_activity) as last_activity
    from chapter_figures group by book_id
  )`;

export const bookProgressFields = sql`
  coalesce(p.total_questions, 0) as total_questions,
  coalesce(p.answered, 0) as answered, coalesce(p.started_chapters, 0) as started_chapters,
  coalesce(p.completed_chapters, 0) as completed_chapters, coalesce(p.chapters_with_questions, 0) as chapters_with_questions,
  p.average_score, coalesce(p.minutes_spent, 0) as minutes_spent,
  case when coalesce(p.total_questions, 0) > 0 then 100.0 * p.answered / p.total_questions else 0 end as progress_percentage`;

/** SQL for the status a book shows: book-progress.ts `bookStatusOf` (see ARCHITECTURE section 3). */
export const bookStatusExpression = sql`case
  when coalesce(p.started_chapters, 0) = 0 then 'not_started'
  when p.chapters_with_questions > 0 and p.completed_chapters = p.chapters_with_questions then 'completed'
  else 'in_progress' end`;
