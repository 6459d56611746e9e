import type { AdminRegisterBody } from '@booktutor/contracts/admins';
import { MSG } from '@booktutor/contracts/messages';
import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict, notFound } from '../../lib/errors';
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
    return {
      message: admin.status === 'Approved' ? MSG.admin.registeredApproved : MSG.admin.registered,
      status: admin.status,
    };
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
  if (admin.status !== 'Approved') throw new AppError('admin_pending');
  const token = await deps.tokens.sign('admin', { sub: admin.id, name: admin.username });
  return { token, adminId: admin.id, status: admin.status };
}

export async function listPending(deps: Deps) {
  const rows = await repo.listPendingAdmins(deps.db);
  return rows.map((a) => ({
    adminId: a.id,
    username: a.username,
    email: a.email,
    designation: a.designation,
    createdAt: a.createdAt.toISOString(),
  }));
}

/** Approval needs an approved admin (the token says who; the database says whether still approved). */
export async function approve(deps: Deps, approverId: string | null, adminId: string) {
  if (approverId) {
    const approver = await repo.findAdminById(deps.db, { id: approverId });
    if (approver?.status !== 'Approved') throw new AppError('forbidden');
  }
  const approved = await repo.approveAdmin(deps.db, { id: adminId, approvedBy: approverId });
  if (!approved) throw notFound('Admin not found.');
  return { message: MSG.admin.approved };
}
