/**
 * Demo content for the embedded default: an approved admin, a student, and a small
 * catalogue written for BookTutor. Runs once: it does nothing when any admin exists.
 */
import type { Deps } from '../deps';
import { hashPassword } from '../lib/passwords';
import { insertAdmin, countApprovedAdmins } from '../features/admins/repository';
import { findUserByUsername, insertUser } from '../features/users/repository';
import { seedDemoCatalogue } from './demo-catalogue';

export const DEMO_ACCOUNTS = {
  student: { username: 'demo-student', password: 'learn-2026', email: 'student@demo.booktutor.local' },
  admin: { email: 'admin@demo.booktutor.local', password: 'publish-2026', username: 'Demo Admin' },
  publisher: 'EXCELLENCE PUBLICATION',
} as const;

/** Returns true when it created the demo content now. */
export async function seedDemoContent(deps: Deps): Promise<boolean> {
  if ((await countApprovedAdmins(deps.db)) > 0) return false;
  const admin = await insertAdmin(deps.db, {
    username: DEMO_ACCOUNTS.admin.username,
    email: DEMO_ACCOUNTS.admin.email,
    contactNumber: '+1 555 0100',
    designation: 'Catalogue editor',
    passwordHash: await hashPassword(DEMO_ACCOUNTS.admin.password),
    status: 'Approved',
  });
  if (!(await findUserByUsername(deps.db, { username: DEMO_ACCOUNTS.student.username }))) {
    await insertUser(deps.db, {
      username: DEMO_ACCOUNTS.student.username,
      fullname: 'Demo Student',
      email: DEMO_ACCOUNTS.student.email,
      phone: '+1 555 0101',
      role: 'student',
      grade: '8',
      publisher: DEMO_ACCOUNTS.publisher,
      passwordHash: await hashPassword(DEMO_ACCOUNTS.student.password),
      emailVerifiedAt: new Date(),
    });
  }
  await seedDemoCatalogue(deps, { adminId: admin.id, publisher: DEMO_ACCOUNTS.publisher });
  return true;
}
