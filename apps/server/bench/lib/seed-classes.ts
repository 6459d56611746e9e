/**
 * Seeds the class benchmark in bulk SQL (generate_series; row by row would take minutes):
 * 11 teachers, each with a class of 40 students over one book of 20 chapters (10 questions
 * each); every student finished each chapter once (10 graded answers), and the students of
 * the first three classes retook every chapter and answered 5 questions so far, so the
 * "latest attempt that has answers" rule really chooses: 100,000 graded answers in all.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { rowsOf } from '../../src/db/rows';

export const CLASSES = 11;
export const STUDENTS_PER_CLASS = 40;
export const CHAPTERS = 20;
const PUBLISHER = 'EXCELLENCE PUBLICATION';

export async function seedBenchClasses(db: Database) {
  const students = CLASSES * STUDENTS_PER_CLASS;
  await db.execute(sql`
    insert into users (username, fullname, email, publisher, grade, role)
    select 'bench-t-' || k, 'Teacher ' || k, 'bench-t-' || k || '@bench.local', ${PUBLISHER}, '8', 'teacher' from generate_series(1, ${CLASSES}) k`);
  await db.execute(sql`
    insert into users (username, fullname, email, publisher, grade, role)
    select 'bench-s-' || g, 'Student ' || g, 'bench-s-' || g || '@bench.local', ${PUBLISHER}, '8', 'student' from generate_series(1, ${students}) g`);
  await db.execute(sql`insert into books (title, publisher, subject, language, grade) values ('Bench Biology', ${PUBLISHER}, 'Biology', 'English', '8')`);
  await db.execute(sql`
    insert into chapters (book_id, title, subject, prompt, vector_store_id, total_questions, total_marks, position)
    select b.id, 'Chapter ' || p, 'Biology', 'bench', 'vs_bench', 10, 10, p from books b, generate_series(1, ${CHAPTERS}) p where b.title = 'Bench Biology'`);
  await db.execute(sql`
    insert into classes (teacher_id, name, grade, join_code)
    select u.id, 'Class ' || k, '8', 'BENCH' || lpad(k::text, 3, '0') from generate_series(1, ${CLASSES}) k join users u on u.username = 'bench-t-' || k`);
  await db.execute(sql`insert into class_books (class_id, book_id) select c.id, b.id from classes c, books b where b.title = 'Bench Biology'`);
  await db.execute(sql`
    insert into class_members (class_id, user_id)
    select c.id, u.id from generate_series(1, ${students}) g
    join users u on u.username = 'bench-s-' || g
    join classes c on c.join_code = 'BENCH' || lpad((((g - 1) / ${STUDENTS_PER_CLASS}) + 1)::text, 3, '0')`);
  await db.execute(sql`
    insert into test_attempts (user_id, chapter_id, attempt_number, status, state, total_questions, answered_questions, time_spent_seconds, started_at, updated_at)
    select u.id, c.id, 1, 'finished', '{}'::jsonb, 10, 10, 300, now() - interval '2 days', now() - interval '2 days'
    from users u join chapters c on c.vector_store_id = 'vs_bench' where u.username like 'bench-s-%'`);
  await db.execute(sql`
    insert into test_attempts (user_id, chapter_id, attempt_number, status, state, total_questions, answered_questions, time_spent_seconds, started_at, updated_at)
    select m.user_id, c.id, 2, 'in_progress', '{}'::jsonb, 10, 5, 120, now() - interval '1 day', now() - interval '1 day'
    from class_members m join classes k on k.id = m.class_id join chapters c on c.vector_store_id = 'vs_bench'
    where k.join_code in ('BENCH001', 'BENCH002', 'BENCH003')`);
  // A third of the answers right, a third half right, a third wrong, spread by a hash.
  await db.execute(sql`
    insert into test_answers (attempt_id, question_number, answer_text, marks, max_marks, verdict)
    select a.id, q, 'bench answer',
           (array[1, 0.5, 0])[s + 1]::real, 1, (array['correct', 'partial', 'incorrect'])[s + 1]::verdict
    from test_attempts a
    cross join lateral generate_series(1, a.answered_questions) q
    cross join lateral (select abs(hashtext(a.id::text || q::text)) % 3 as s) h`);
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from test_answers`));
  const teachers = rowsOf<{ teacher_id: string; class_id: string }>(
    await db.execute(sql`
    select u.id as teacher_id, c.id as class_id from classes c join users u on u.id = c.teacher_id where c.join_code like 'BENCH%' order by c.join_code`),
  );
  return { answers: count!.n, classes: teachers.map((t) => ({ teacherId: t.teacher_id, classId: t.class_id })) };
}
