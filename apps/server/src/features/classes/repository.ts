/** Classes, their books and their students: all the SQL of the classes feature. */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { executeNamed } from '../../db/named-statements';
import { rowsOf } from '../../db/rows';
import type { Database } from '../../db/client';
import { books, chapters, classBooks, classes, classMembers, testAnswers, users } from '../../db/schema';

export type ClassRow = typeof classes.$inferSelect;

export async function insertClass(db: Database, values: typeof classes.$inferInsert) {
  const [row] = await db.insert(classes).values(values).returning();
  return row!;
}

export async function insertClassBooks(db: Database, { classId, bookIds }: { classId: string; bookIds: string[] }) {
  if (bookIds.length) await db.insert(classBooks).values(bookIds.map((bookId) => ({ classId, bookId })));
}

export async function findClassById(db: Database, { id }: { id: string }) {
  const [row] = await db.select().from(classes).where(eq(classes.id, id)).limit(1);
  return row;
}

export async function findClassByJoinCode(db: Database, { joinCode }: { joinCode: string }) {
  const [row] = await db.select().from(classes).where(eq(classes.joinCode, joinCode)).limit(1);
  return row;
}

export async function updateJoinCode(db: Database, { id, joinCode }: { id: string; joinCode: string }) {
  const [row] = await db.update(classes).set({ joinCode }).where(eq(classes.id, id)).returning();
  return row;
}

export async function listTeacherClasses(db: Database, { teacherId }: { teacherId: string }) {
  return db.select().from(classes).where(eq(classes.teacherId, teacherId)).orderBy(desc(classes.createdAt), asc(classes.id));
}

/** The classes a student is in, with the teacher's name (and nothing about the other students). */
export async function listJoinedClasses(db: Database, { userId }: { userId: string }) {
  return db
    .select({ cls: classes, teacherName: users.fullname, joinedAt: classMembers.joinedAt })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(users, eq(users.id, classes.teacherId))
    .where(eq(classMembers.userId, userId))
    .orderBy(desc(classMembers.joinedAt), asc(classes.id));
}

/** Books of the given classes, title order (a deleted book simply drops out of its classes). */
export async function listBooksOfClasses(db: Database, { classIds }: { classIds: string[] }) {
  if (!classIds.length) return [];
  return db
    .select({ classId: classBooks.classId, bookId: books.id, title: books.title })
    .from(classBooks)
    .innerJoin(books, eq(books.id, classBooks.bookId))
    .where(inArray(classBooks.classId, classIds))
    .orderBy(asc(books.title), asc(books.id));
}

export async function countStudentsOfClasses(db: Database, { classIds }: { classIds: string[] }) {
  if (!classIds.length) return new Map<string, number>();
  const rows = await db
    .select({ classId: classMembers.classId, count: sql<number>`count(*)::int` })
    .from(classMembers)
    .where(inArray(classMembers.classId, classIds))
    .groupBy(classMembers.classId);
  return new Map(rows.map((r) => [r.classId, Number(r.count)]));
}

export async function listClassStudents(db: Database, { classId }: { classId: string }) {
  return db
    .select({ userId: users.id, username: users.username, fullname: users.fullname, joinedAt: classMembers.joinedAt })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(eq(classMembers.classId, classId))
    .orderBy(asc(users.fullname), asc(users.username), asc(users.id));
}

/** Null when the student was already in the class. */
export async function insertClassMember(db: Database, { classId, userId }: { classId: string; userId: string }) {
  const [row] = await db.insert(classMembers).values({ classId, userId }).onConflictDoNothing().returning();
  return row ?? null;
}

export async function deleteClassMember(db: Database, { classId, userId }: { classId: string; userId: string }) {
  const [row] = await db
    .delete(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
    .returning({ userId: classMembers.userId });
  return row ?? null;
}

export async function findClassMember(db: Database, { classId, userId }: { classId: string; userId: string }) {
  const [row] = await db
    .select({ userId: classMembers.userId })
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The chapters of the class's books: book title order, then each book's chapter order. */
export async function listClassChapters(db: Database, { classId }: { classId: string }) {
  return db
    .select({ chapterId: chapters.id, title: chapters.title, bookId: books.id, bookTitle: books.title, totalQuestions: chapters.totalQuestions })
    .from(classBooks)
    .innerJoin(books, eq(books.id, classBooks.bookId))
    .innerJoin(chapters, eq(chapters.bookId, books.id))
    .where(eq(classBooks.classId, classId))
    .orderBy(asc(books.title), asc(books.id), asc(chapters.position), asc(chapters.createdAt), asc(chapters.id));
}

/**
 * The progress table in ONE statement (one round trip, not four): the caller's role and the
 * class's teacher (for access.ts `judgeOwnClass`), then, only when the caller is the class's
 * teacher, the students as `listClassStudents` orders them, the chapters as `listClassChapters`
 * orders them, and the rows of `scores` (the progress feature's `classScoresQuery`, so the score
 * rule stays there). A prepared statement: planned once per connection.
 */
export async function readClassTable<ScoreRow>(db: Database, { userId, classId, scores }: { userId: string; classId: string; scores: SQL }) {
  const result = await executeNamed(
    db,
    sql`
    with me as (select u.id, u.role from users u where u.id = ${userId}::uuid),
    cls as (select c.teacher_id from classes c where c.id = ${classId}::uuid),
    own as (select 1 from me join cls on cls.teacher_id = me.id where me.role = 'teacher')
    select
      (select json_build_array(me.id, me.role) from me) as caller,
      (select cls.teacher_id from cls) as teacher_id,
      (select coalesce(json_agg(json_build_array(u.id, u.username, u.fullname) order by u.fullname, u.username, u.id), '[]')
       from class_members m join users u on u.id = m.user_id where m.class_id = ${classId}::uuid and exists (select 1 from own)) as students,
      (select coalesce(json_agg(json_build_array(c.id, c.title, b.id, b.title, c.total_questions) order by b.title, b.id, c.position, c.created_at, c.id), '[]')
       from class_books cb join books b on b.id = cb.book_id join chapters c on c.book_id = b.id where cb.class_id = ${classId}::uuid and exists (select 1 from own)) as chapters,
      (select coalesce(json_agg(x), '[]') from (${scores}) x where exists (select 1 from own)) as scores
  `,
    'class_table',
  );
  const [row] = rowsOf<{
    caller: [string, string] | null;
    teacher_id: string | null;
    students: Array<[string, string, string]>;
    chapters: Array<[string, string, string, string, number]>;
    scores: ScoreRow[];
  }>(result);
  return {
    caller: row!.caller ? { id: row!.caller[0], role: row!.caller[1] } : null,
    classTeacherId: row!.teacher_id,
    students: row!.students.map(([userId, username, fullname]) => ({ userId, username, fullname })),
    chapters: row!.chapters.map(([chapterId, title, bookId, bookTitle, totalQuestions]) => ({ chapterId, title, bookId, bookTitle, totalQuestions })),
    scores: row!.scores,
  };
}

/** One chapter of the class's books, with its questions (answer keys included: server only). */
export async function findClassChapter(db: Database, { classId, chapterId }: { classId: string; chapterId: string }) {
  const [row] = await db
    .select({ chapterId: chapters.id, title: chapters.title, questions: chapters.questions })
    .from(chapters)
    .innerJoin(classBooks, and(eq(classBooks.bookId, chapters.bookId), eq(classBooks.classId, classId)))
    .where(eq(chapters.id, chapterId))
    .limit(1);
  return row;
}

/** The graded answers of the given attempts (item statistics). */
export async function listAnswersOfAttempts(db: Database, { attemptIds }: { attemptIds: string[] }) {
  if (!attemptIds.length) return [];
  return db
    .select({ questionNumber: testAnswers.questionNumber, marks: testAnswers.marks, maxMarks: testAnswers.maxMarks, verdict: testAnswers.verdict })
    .from(testAnswers)
    .where(inArray(testAnswers.attemptId, attemptIds));
}

export async function findBooksByIds(db: Database, { ids }: { ids: string[] }) {
  if (!ids.length) return [];
  return db.select({ id: books.id, publisher: books.publisher }).from(books).where(inArray(books.id, ids));
}

/** The caller (as `findUserById`) and the class, in one statement; `cls` null when there is no such class. */
export async function findUserAndClass(db: Database, { userId, classId }: { userId: string; classId: string }) {
  const [row] = await db
    .select({ id: users.id, role: users.role, publisher: users.publisher, fullname: users.fullname, cls: classes })
    .from(users)
    .leftJoin(classes, eq(classes.id, classId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  const { cls, ...user } = row;
  return { user, cls };
}

export async function findUserById(db: Database, { id }: { id: string }) {
  const [row] = await db.select({ id: users.id, role: users.role, publisher: users.publisher, fullname: users.fullname }).from(users).where(eq(users.id, id)).limit(1);
  return row;
}
