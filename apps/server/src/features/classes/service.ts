/**
 * Classes: a teacher creates them over their publisher's books, students join with the join
 * code (and are subscribed to the class's books in the same transaction), leave, or are removed.
 * Access is checked first (access.ts); presenters decide what each side sees.
 */
import { CLASSES_MSG, type ClassListResponse, type CreateClassBody } from '@booktutor/contracts/classes';
import type { Deps } from '../../deps';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { subscribe } from '../catalogue/subscription-service';
import { actingUser, requireOwnClass, requireTeacher } from './access';
import { withFreshJoinCode } from './join-code';
import { presentJoinedClass, presentStudent, presentTeacherClass } from './present';
import * as repo from './repository';

async function teacherView(deps: Deps, rows: repo.ClassRow[]) {
  const classIds = rows.map((r) => r.id);
  const [books, counts] = await Promise.all([repo.listBooksOfClasses(deps.db, { classIds }), repo.countStudentsOfClasses(deps.db, { classIds })]);
  return rows.map((row) => presentTeacherClass(row, books, counts.get(row.id) ?? 0));
}

export async function createClass(deps: Deps, userId: string, body: { name: string; bookIds: string[]; grade: CreateClassBody['grade'] }) {
  const teacher = await requireTeacher(deps, userId);
  const found = await repo.findBooksByIds(deps.db, { ids: body.bookIds });
  // Another publisher's book is reported like a missing one, as everywhere in the catalogue.
  if (found.length !== body.bookIds.length || found.some((b) => b.publisher !== teacher.publisher)) {
    throw notFound(CLASSES_MSG.bookNotFound);
  }
  const row = await withFreshJoinCode((joinCode) =>
    deps.db.transaction(async (tx) => {
      const cls = await repo.insertClass(tx, { teacherId: teacher.id, name: body.name, grade: body.grade, joinCode, createdAt: deps.now() });
      await repo.insertClassBooks(tx, { classId: cls.id, bookIds: body.bookIds });
      return cls;
    }),
  );
  const [presented] = await teacherView(deps, [row]);
  return { message: CLASSES_MSG.created, class: presented! };
}

export async function listClasses(deps: Deps, userId: string): Promise<ClassListResponse> {
  const user = await actingUser(deps, userId);
  const teaching = user.role === 'teacher' ? await teacherView(deps, await repo.listTeacherClasses(deps.db, { teacherId: user.id })) : [];
  const joinedRows = await repo.listJoinedClasses(deps.db, { userId: user.id });
  const books = await repo.listBooksOfClasses(deps.db, { classIds: joinedRows.map((r) => r.cls.id) });
  const joined = joinedRows.map((r) => presentJoinedClass(r.cls, books, r.teacherName, r.joinedAt));
  return { teaching, joined };
}

export async function getClass(deps: Deps, userId: string, classId: string) {
  const { cls } = await requireOwnClass(deps, userId, classId);
  const [students, [presented]] = await Promise.all([repo.listClassStudents(deps.db, { classId }), teacherView(deps, [cls])]);
  return { ...presented!, students: students.map(presentStudent) };
}

export async function joinClass(deps: Deps, userId: string, joinCode: string) {
  const student = await actingUser(deps, userId);
  if (student.role !== 'student') throw forbidden(CLASSES_MSG.studentsOnly);
  const cls = await repo.findClassByJoinCode(deps.db, { joinCode });
  const books = cls ? await repo.listBooksOfClasses(deps.db, { classIds: [cls.id] }) : [];
  // A class over another publisher's books is not one this student can see: as if the code were unknown.
  const teacher = cls ? await repo.findUserById(deps.db, { id: cls.teacherId }) : undefined;
  if (!cls || !teacher || teacher.publisher !== student.publisher) throw notFound(CLASSES_MSG.joinCodeUnknown);
  const joinedAt = await deps.db.transaction(async (tx) => {
    const member = await repo.insertClassMember(tx, { classId: cls.id, userId: student.id });
    if (!member) throw conflict(CLASSES_MSG.alreadyMember);
    const inTx = { ...deps, db: tx };
    for (const book of books) {
      // The catalogue's own subscribe, inside this transaction; a book already in the library is fine.
      await subscribe(inTx, student.id, book.bookId).catch((error: unknown) => {
        if (!(error instanceof AppError && error.code === 'conflict')) throw error;
      });
    }
    return member.joinedAt;
  });
  return { message: CLASSES_MSG.joined, class: presentJoinedClass(cls, books, teacher.fullname, joinedAt) };
}

/**
 * The class's teacher removes a student; a student removes themself (leaves). The books stay in
 * the student's library: they are theirs to unsubscribe from.
 */
export async function removeStudent(deps: Deps, actorId: string, classId: string, studentId: string) {
  if (actorId === studentId) {
    const left = await repo.deleteClassMember(deps.db, { classId, userId: studentId });
    if (!left) throw notFound(CLASSES_MSG.classNotFound);
    return { message: CLASSES_MSG.left };
  }
  await requireOwnClass(deps, actorId, classId);
  const removed = await repo.deleteClassMember(deps.db, { classId, userId: studentId });
  if (!removed) throw notFound(CLASSES_MSG.studentNotFound);
  return { message: CLASSES_MSG.removed };
}

export async function regenerateJoinCode(deps: Deps, userId: string, classId: string) {
  await requireOwnClass(deps, userId, classId);
  const row = await withFreshJoinCode((joinCode) => repo.updateJoinCode(deps.db, { id: classId, joinCode }));
  if (!row) throw notFound(CLASSES_MSG.classNotFound);
  return { message: CLASSES_MSG.codeRegenerated, joinCode: row.joinCode };
}
