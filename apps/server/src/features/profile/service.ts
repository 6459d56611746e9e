import { emailChangeSentMessage, MSG } from '@booktutor/contracts/messages';
import type { ChangePasswordBody, UpdateProfileBody } from '@booktutor/contracts/profile';
import { updateProfileBody } from '@booktutor/contracts/profile';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { summarizeBooks } from '../progress/book-progress';
import { listChapterStats } from '../progress/chapter-stats';
import { endAllUserSessions, endUserSockets, reissueUserToken, startUserSession } from '../sessions/service';
import { checkRequestedEmail, confirmEmailChange, resendEmailCode, startEmailChange } from './email-change-service';
import { findEmailChange } from './email-change-repository';
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
  const [chapters, history] = await Promise.all([listChapterStats(deps.db, { userId, includeUnanswered: true }), repo.listAttemptHistory(deps.db, { userId })]);
  const books = await summarizeBooks(deps.db, { bookIds: [...new Set(chapters.map((c) => c.bookId))], stats: chapters });
  return computeStatistics(chapters, books, history);
}

async function profileOf(deps: Deps, user: repo.UserRow) {
  const [s, pending] = await Promise.all([statisticsOf(deps, user.id), findEmailChange(deps.db, { userId: user.id })]);
  return presentProfile(
    user,
    {
      totalBooksAttempted: s.totalBooksAttempted,
      totalChaptersAttempted: s.totalChaptersAttempted,
      totalQuestionsAnswered: s.totalQuestionsAnswered,
      totalMarksEarned: s.totalMarksEarned,
      totalMarksAvailable: s.totalMarksAvailable,
      overallPercentage: s.overallPercentage,
    },
    pending && pending.newEmail !== user.email ? pending.newEmail : null,
  );
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

/**
 * The details change at once; a new e-mail address only receives a code (email-change-service):
 * the account keeps its address until the code is entered.
 */
export async function updateProfile(deps: Deps, principal: { id: string; sessionId: string }, body: z.output<typeof updateProfileBody> & UpdateProfileBody) {
  const user = await requireUser(deps, principal.id);
  if (body.username !== undefined && body.username !== user.username) throw badRequest(MSG.profile.usernameReadOnly, 'username');
  if (body.role !== undefined && body.role !== user.role) throw badRequest(MSG.profile.roleReadOnly, 'role');
  const newEmail = await checkRequestedEmail(deps, user, body.email);
  const updated = await repo.updateUserDetails(deps.db, { id: user.id, fullname: body.fullname, phone: body.phone ?? '', grade: body.grade, publisher: body.publisher });
  if (!updated) throw notFound('User not found');
  const emailChange = newEmail ? await startEmailChange(deps, user.id, newEmail) : undefined;
  // Grade and publisher travel in the token: hand out one of the same session that says the new values.
  const token = await reissueUserToken(deps, updated, principal.sessionId);
  return { message: emailChange ? emailChangeSentMessage(emailChange.pendingEmail) : MSG.profile.updated, user: await profileOf(deps, updated), token, ...(emailChange ? { emailChange } : {}) };
}

export async function resendEmailChangeCode(deps: Deps, userId: string) {
  const sent = await resendEmailCode(deps, await requireUser(deps, userId));
  return { ...sent, message: deps.mailer.developmentMode ? 'Development mode: the code is shown on screen.' : 'A code has been sent to your e-mail.' };
}

export async function verifyEmailChange(deps: Deps, userId: string, code: string) {
  const { user, message } = await confirmEmailChange(deps, await requireUser(deps, userId), code);
  return { message, user: await profileOf(deps, user) };
}

/** "Sign out everywhere": every session of the account ends, this one included. */
export async function signOutEverywhere(deps: Deps, userId: string) {
  await requireUser(deps, userId);
  await endAllUserSessions(deps, deps.db, userId);
  return { message: MSG.auth.signedOutEverywhere };
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

/**
 * Changes the password and ends every session (whoever knew the old password may hold one);
 * this device gets a new session in the answer.
 */
export async function changePassword(deps: Deps, userId: string, body: ChangePasswordBody) {
  const user = await requireUser(deps, userId);
  // An account made by social sign-in has no password to check: point to Forgot password.
  if (!user.passwordHash) throw badRequest(MSG.profile.noPasswordYet, 'oldPassword');
  if (!(await verifyPassword(user.passwordHash, body.oldPassword))) throw badRequest(MSG.profile.currentPasswordIncorrect, 'oldPassword');
  if (body.newPassword === body.oldPassword) throw badRequest(MSG.profile.samePassword, 'newPassword');
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    await repo.updateUserPasswordHash(tx, { id: userId, passwordHash });
    await endAllUserSessions(deps, tx, userId);
  });
  endUserSockets(deps, userId);
  const fresh = await requireUser(deps, userId);
  const { token, refreshToken } = await startUserSession(deps, fresh);
  return { message: MSG.profile.passwordChanged, token, refreshToken };
}
