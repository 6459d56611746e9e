/** Exactly which fields of classes leave the server: a student never gets the join code or classmates. */
import type { ClassStudent, JoinedClass, TeacherClass } from '@booktutor/contracts/classes';
import type { ClassRow } from './repository';

export interface ClassBook {
  classId: string;
  bookId: string;
  title: string;
}

const booksOf = (classId: string, books: ClassBook[]) => books.filter((b) => b.classId === classId).map((b) => ({ bookId: b.bookId, title: b.title }));

export function presentTeacherClass(row: ClassRow, books: ClassBook[], studentCount: number): TeacherClass {
  return { classId: row.id, name: row.name, grade: row.grade, joinCode: row.joinCode, books: booksOf(row.id, books), studentCount, createdAt: row.createdAt.toISOString() };
}

export function presentJoinedClass(row: ClassRow, books: ClassBook[], teacherName: string, joinedAt: Date): JoinedClass {
  return { classId: row.id, name: row.name, grade: row.grade, teacherName, books: booksOf(row.id, books), joinedAt: joinedAt.toISOString() };
}

export function presentStudent(row: { userId: string; username: string; fullname: string; joinedAt: Date }): ClassStudent {
  return { userId: row.userId, username: row.username, fullname: row.fullname, joinedAt: row.joinedAt.toISOString() };
}
