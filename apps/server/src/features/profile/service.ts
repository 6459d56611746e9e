import { MSG } from '@booktutor/contracts/messages';
import type { ChangePasswordBody, UpdateProfileBody } from '@booktutor/contracts/profile';
import { updateProfileBody } from '@booktutor/contracts/profile';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { listChapterStats, summarizeBooks } from '../chat/chapter-stats';
import { issueUserSession } from '../users/login-service';
import { checkPictureBytes } from './picture';
import { presentProfile } from './present';
import * as repo from './repository';
import { computeStatistics } from './statistics';

const PICTURE_FOLDER = 'profile-pictures';

async function requireUser(deps: Deps, userId: string) {
  const user = await repo.findUserById(deps.db, { id: userId });
  // A valid token for an account that no longer exists.
  if (!user) throw notFound('User not found');
  return user;
}

async function statisticsOf(deps: Deps, userId: string) {
  const [chapters, history] = await Promise.all([
    listChapterStats(deps.db, { userId, includeUnanswered: true }),
    repo.listAttemptHistory(deps.db, { userId }),
  ]);
  const books = await summarizeBooks(deps.db, { bookIds: [...new Set(chapters.map((c) => c.bookId))], stats: chapters });
  return computeStatistics(chapters, books, history);
}

async function profileOf(deps: Deps, user: repo.UserRow) {
  const s = await statisticsOf(deps, user.id);
  return presentProfile(user, {
    totalBooksAttempted: s.totalBooksAttempted,
    totalChaptersAttempted: s.totalChaptersAttempted,
    totalQuestionsAnswered: s.totalQuestionsAnswered,
    totalMarksEarned: s.totalMarksEarned,
    totalMarksAvailable: s.totalMarksAvailable,
    overallPercentage: s.overallPercentage,
  });
}

export async function getMyProfile(deps: Deps, userId: string) {
  return profileOf(deps, await requireUser(deps, userId));
}

/** Only the user themselves may read their statistics. */
export async function getStatistics(deps: Deps, requesterId: string, userId: string) {
  if (requesterId !== userId) throw forbidden();
  await requireUser(deps, userId);
  return { success: true as const, data: await statisticsOf(deps, userId) };
}

export async function updateProfile(deps: Deps, userId: string, body: z.output<typeof updateProfileBody> & UpdateProfileBody) {
  const user = await requireUser(deps, userId);
  if (body.username !== undefined && body.username !== user.username) throw badRequest(MSG.profile.usernameReadOnly, 'username');
  if (body.role !== undefined && body.role !== user.role) throw badRequest(MSG.profile.roleReadOnly, 'role');
  let updated: repo.UserRow | undefined;
  try {
    updated = await repo.updateUserDetails(deps.db, {
      id: userId,
      fullname: body.fullname,
      email: body.email,
      phone: body.phone ?? '',
      grade: body.grade,
      publisher: body.publisher,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.signup.emailTaken, 'email');
    throw error;
  }
  if (!updated) throw notFound('User not found');
  // Grade and publisher travel in the token: hand out one that says the new values.
  const { token } = await issueUserSession(deps, updated);
  return { message: MSG.profile.updated, user: await profileOf(deps, updated), token };
}

export async function uploadPicture(deps: Deps, userId: string, bytes: Buffer) {
  const user = await requireUser(deps, userId);
  const image = await checkPictureBytes(bytes);
  const publicPath = await deps.storage.save(PICTURE_FOLDER, image.extension, image.bytes);
  let updated: repo.UserRow | undefined;
  try {
    updated = await repo.updateUserPicture(deps.db, { id: userId, profilePicture: publicPath });
  } catch (error) {
    await deps.storage.remove(publicPath);
    throw error;
  }
  if (!updated) {
    await deps.storage.remove(publicPath);
    throw notFound('User not found');
  }
  if (user.profilePicture) await deps.storage.remove(user.profilePicture);
  return { message: MSG.profile.pictureUpdated, user: await profileOf(deps, updated) };
}

/** Removing a picture that is already gone succeeds: the end state is what was asked for. */
export async function deletePicture(deps: Deps, userId: string) {
  const user = await requireUser(deps, userId);
  const updated = user.profilePicture ? await repo.updateUserPicture(deps.db, { id: userId, profilePicture: null }) : user;
  if (user.profilePicture) await deps.storage.remove(user.profilePicture);
  return { message: MSG.profile.pictureDeleted, user: await profileOf(deps, updated ?? user) };
}

export async function changePassword(deps: Deps, userId: string, body: ChangePasswordBody) {
  const user = await requireUser(deps, userId);
  const valid = user.passwordHash ? await verifyPassword(user.passwordHash, body.oldPassword) : false;
  if (!valid) throw badRequest(MSG.profile.currentPasswordIncorrect, 'oldPassword');
  await repo.updateUserPasswordHash(deps.db, { id: userId, passwordHash: await hashPassword(body.newPassword) });
  return { message: MSG.profile.passwordChanged };
}
