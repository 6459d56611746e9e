import type { AdminRegisterBody } from '@booktutor/contracts/admins';
import { MSG } from '@booktutor/contracts/messages';
import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { startAdminSession } from '../sessions/service';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import * as repo from './repository';

/** A new admin is Pending, except the very first one, who has nobody to approve them. */
export async function registerAdmin(deps: Deps, body: AdminRegisterBody) {
  const passwordHash = await hashPassword(body.password);
  try {
    const admin = await deps.db.transaction(async (tx) => {
      await repo.lockAdminRegistrations(tx);
      const first = (await repo.countApprovedAdmins(tx)) === 0;
      return repo.insertAdmin(tx, {
        username: body.username,
        email: body.email.toLowerCase(),
        contactNumber: body.contactNumber,
        designation: body.designation,
        passwordHash,
        status: first ? 'Approved' : 'Pending',
      });
    });
    return { message: admin.status === 'Approved' ? MSG.admin.registeredApproved : MSG.admin.registered, status: admin.status };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.admin.emailTaken, 'email');
    throw error;
  }
}

const decoyHash = hashPassword('decoy-password-for-timing');

export async function signInAdmin(deps: Deps, email: string, password: string) {
  const admin = await repo.findAdminByEmail(deps.db, { email });
  const valid = await verifyPassword(admin?.passwordHash ?? (await decoyHash), password);
  if (!admin || !valid) throw new AppError('invalid_credentials');
  if (admin.status === 'Rejected') throw new AppError('admin_rejected');
  if (admin.status !== 'Approved') throw new AppError('admin_pending');
  const token = await startAdminSession(deps, admin);
  return { token, adminId: admin.id, status: admin.status };
}

/** Only an approved admin reviews requests (the token says who; the database says whether still approved). */
async function assertApprovedReviewer(deps: Deps, reviewerId: string) {
  const reviewer = await repo.findAdminById(deps.db, { id: reviewerId });
  if (reviewer?.status !== 'Approved') throw forbidden(MSG.admin.approvalsOnlyApproved);
}

export async function listPending(deps: Deps, reviewerId: string) {
  await assertApprovedReviewer(deps, reviewerId);
  const rows = await repo.listPendingAdmins(deps.db);
  return rows.map((a) => ({ adminId: a.id, username: a.username, email: a.email, designation: a.designation, contactNumber: a.contactNumber, createdAt: a.createdAt.toISOString() }));
}

/** Approves or rejects a Pending admin; a request already decided answers 409, an unknown one 404. */
export async function decide(deps: Deps, reviewerId: string, adminId: string, status: 'Approved' | 'Rejected') {
  await assertApprovedReviewer(deps, reviewerId);
  const decided = await repo.decidePendingAdmin(deps.db, { id: adminId, status, decidedBy: reviewerId });
  if (!decided) {
    if (await repo.findAdminById(deps.db, { id: adminId })) throw conflict(MSG.admin.notPending);
    throw notFound('Admin not found.');
  }
  return { message: status === 'Approved' ? MSG.admin.approved : MSG.admin.rejected };
}
