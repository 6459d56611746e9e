/** All the SQL of progress: per-chapter attempt summaries, a class's scores, book totals and My Collection's book progress. */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chapters } from '../../db/schema';
import { rowsOf } from '../../db/rows';

/**
 * THE scoring rule in SQL, shared by a student's statistics, a class's table and My Collection:
 * a student's score in a chapter is the latest attempt that has at least one answer, with its
 * figures summed from its graded answers. The database keeps exactly that in chapter_scores (the
 * attempt's graded_* sums, copied by triggers: migrations 0013 and 0015), one row per student and
 * chapter, so a read is a primary-key lookup and never sums answers. `total_questions` there is the
 * attempt's own count; `questionsOf` falls back to the chapter's before the attempt knew it.
 */
const questionsOf = (score: SQL, chapter: SQL) => sql`coalesce(nullif(${score}.total_questions, 0), ${chapter}.total_questions)`;

/**
 * Per chapter the student (or each of `userIds`, a teacher's class) has tried: the figures of
 * the latest attempt that has at least one answer (its `chapter_scores` row: sums of its graded answers, never the
 * engine's running totals), plus the first start, the last activity, total time and number of attempts over all attempts.
 * Chapters whose attempts have no answer yet are left out unless `includeUnanswered` (zero figures).
 */
export async function listChapterAttemptSummaries(
  db: Database,
  { userId, userIds, chapterIds, includeUnanswered = false }: { userId?: string; userIds?: string[]; chapterIds?: string[] | undefined; includeUnanswered?: boolean },
) {
  const ids = (list: string[]) =>
    sql.join(
      list.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
  const people = userIds ?? (userId ? [userId] : []);
  if (!people.length) return [];
  const userFilter = people.length === 1 ? sql`a.user_id = ${people[0]}::uuid` : sql`a.user_id in (${ids(people)})`;
  const chapterFilter = chapterIds ? (chapterIds.length ? sql`and a.chapter_id in (${ids(chapterIds)})` : sql`and false`) : sql``;
  // One group per (student, chapter) over the attempts; then, per group, its score.
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
           coalesce(l.answered, 0)::int as answered_questions,
           -- The attempt's own count (only keyed questions are asked); the chapter's before any.
           ${questionsOf(sql`l`, sql`c`)}::int as total_questions,
           coalesce(l.marks, 0)::float8 as earned_marks, coalesce(l.max_marks, 0)::float8 as total_marks,
           coalesce(l.correct, 0)::int as correct_count, coalesce(l.partial, 0)::int as partial_count,
           -- A skipped question counts as answered, with 0 marks, and as wrong (the engine's rule).
           coalesce(l.wrong, 0)::int as incorrect_count,
           t.first_attempted, t.last_attempted, t.time_spent_seconds, t.attempts, t.test_in_progress
    from totals t
    left join chapter_scores l on l.user_id = t.user_id and l.chapter_id = t.chapter_id
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
           json_agg(json_build_array(c.id, l.answered, ${questionsOf(sql`l`, sql`c`)}::int, l.marks::float8, l.max_marks::float8)) as scores
    from class_members m
    join class_books cb on cb.class_id = m.class_id
    join chapters c on c.book_id = cb.book_id
    join chapter_scores l on l.user_id = m.user_id and l.chapter_id = c.id
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
    .where(
      sql`${chapters.bookId} in (${sql.join(
        bookIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
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
    select a.chapter_id, a.time_spent_seconds, a.updated_at
    from test_attempts a where a.user_id = ${userId}
  ),
  latest as (
    select s.chapter_id, s.total_questions, s.answered, s.marks::float8 as earned, s.max_marks::float8 as available
    from chapter_scores s where s.user_id = ${userId}
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
      ${questionsOf(sql`l`, sql`c`)} as questions,
      coalesce(l.answered, 0) as answered,
      -- Over the marks as shown (two decimals: contracts' roundMarks), as the TypeScript rules do.
      coalesce(100 * round(l.earned::numeric, 2)::float8 / nullif(round(l.available::numeric, 2)::float8, 0), 0) as percentage,
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
