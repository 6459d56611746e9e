/**
 * Who may do what with a class, checked before anything else: only teachers manage classes and
 * see a class's students and results, and only their own classes; a class that is not the
 * caller's answers exactly like a missing one (404), so class ids are not confirmed to others.
 */
import { CLASSES_MSG } from '@booktutor/contracts/classes';
import type { Deps } from '../../deps';
import { AppError, forbidden, notFound } from '../../lib/errors';
import * as repo from './repository';

export type ActingUser = NonNullable<Awaited<ReturnType<typeof repo.findUserById>>>;

/** The caller as stored now (role and publisher from the database; a deleted account's token no longer works). */
export async function actingUser(deps: Deps, userId: string): Promise<ActingUser> {
  const user = await repo.findUserById(deps.db, { id: userId });
  if (!user) throw new AppError('invalid_token');
  return user;
}

function asTeacher(user: ActingUser | undefined): ActingUser {
  if (!user) throw new AppError('invalid_token');
  if (user.role !== 'teacher') throw forbidden(CLASSES_MSG.teachersOnly);
  return user;
}

export async function requireTeacher(deps: Deps, userId: string): Promise<ActingUser> {
  return asTeacher(await actingUser(deps, userId));
}

/** The teacher's own class, or 404. */
export async function requireOwnClass(deps: Deps, userId: string, classId: string) {
  // The caller and the class in one statement; the caller's role is still judged first.
  const found = await repo.findUserAndClass(deps.db, { userId, classId });
  const teacher = asTeacher(found?.user);
  const cls = found?.cls;
  if (!cls || cls.teacherId !== teacher.id) throw notFound(CLASSES_MSG.classNotFound);
  return { teacher, cls };
}

/**
 * `requireOwnClass`'s judgement over what a statement read along with its own data (the class
 * table reads the caller's role and the class's teacher in the same round trip): null caller,
 * a deleted account; null teacher, no such class.
 */
export function judgeOwnClass(caller: { id: string; role: string } | null, classTeacherId: string | null): void {
  if (!caller) throw new AppError('invalid_token');
  if (caller.role !== 'teacher') throw forbidden(CLASSES_MSG.teachersOnly);
  if (classTeacherId !== caller.id) throw notFound(CLASSES_MSG.classNotFound);
}
