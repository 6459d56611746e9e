/**
 * E-mail changes by code. A new address is not written to the account: it waits in
 * email_changes until the code sent to it is entered, so nobody can put someone else's address
 * on their account (and then receive that person's social sign-in, issue 15). The waiting address
 * reserves nothing: its owner can still sign up with it, and then the change fails.
 * The same code confirms an account's current address when it was never confirmed.
 */
import { MSG } from '@booktutor/contracts/messages';
import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict } from '../../lib/errors';
import { assertResendAllowed, checkOtp, otpFailure } from '../../lib/otp';
import { emailChangeCodeMail } from '../users/mails';
import { deliverOtp, issueOtp } from '../users/otp-delivery';
import { findUserByEmail, type UserRow } from '../users/repository';
import * as repo from './email-change-repository';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Stores the address with a fresh code and mails the code to it; the answer carries devOtp in development mode. */
async function sendCode(deps: Deps, userId: string, newEmail: string) {
  const otp = issueOtp(deps, newEmail);
  await repo.upsertEmailChange(deps.db, { userId, newEmail, otpHash: otp.otpHash, otpSentAt: otp.otpSentAt, otpExpiresAt: otp.otpExpiresAt });
  try {
    const delivered = await deliverOtp(deps, emailChangeCodeMail(newEmail, otp.code), otp.code, MSG.signup.sendOtpFailed);
    return { pendingEmail: newEmail, developmentMode: delivered.developmentMode, ...(delivered.devOtp ? { devOtp: delivered.devOtp } : {}), resendAfterSeconds: delivered.resendAfterSeconds };
  } catch (error) {
    await repo.deleteEmailChange(deps.db, { userId });
    throw error;
  }
}

/**
 * Checked before the profile is saved, so a refused address changes nothing. Undefined: the
 * address is the account's own and nothing is to be sent.
 */
export async function checkRequestedEmail(deps: Deps, user: UserRow, requested: string): Promise<string | undefined> {
  if (sameAddress(requested, user.email)) return undefined;
  const newEmail = requested.trim().toLowerCase();
  if (await findUserByEmail(deps.db, { email: newEmail })) throw conflict(MSG.signup.emailTaken, 'email');
  assertResendAllowed(await repo.findEmailChange(deps.db, { userId: user.id }), deps.now());
  return newEmail;
}

export const startEmailChange = (deps: Deps, userId: string, newEmail: string) => sendCode(deps, userId, newEmail);

/** A new code for the waiting address, or for the account's own address when it was never confirmed. */
export async function resendEmailCode(deps: Deps, user: UserRow) {
  const pending = await repo.findEmailChange(deps.db, { userId: user.id });
  if (!pending && user.emailVerifiedAt) throw badRequest(MSG.profile.noPendingEmail);
  assertResendAllowed(pending, deps.now());
  return sendCode(deps, user.id, pending?.newEmail ?? user.email);
}

/** The code makes the waiting address the account's, confirmed; an address taken meanwhile is refused. */
export async function confirmEmailChange(deps: Deps, user: UserRow, code: string) {
  const pending = await repo.findEmailChange(deps.db, { userId: user.id });
  if (!pending) throw badRequest(MSG.profile.noPendingEmail, 'otp');
  const check = checkOtp(deps.otp, pending.newEmail, code, pending, deps.now());
  if (check !== 'ok') {
    if (check === 'wrong') await repo.countWrongEmailChangeOtp(deps.db, { userId: user.id });
    throw otpFailure(check);
  }
  const changed = !sameAddress(pending.newEmail, user.email);
  try {
    const updated = await deps.db.transaction(async (tx) => {
      const row = await repo.setVerifiedEmail(tx, { userId: user.id, email: pending.newEmail, now: deps.now() });
      await repo.deleteEmailChange(tx, { userId: user.id });
      return row;
    });
    return { user: updated ?? user, message: changed ? MSG.profile.emailChanged : MSG.profile.emailConfirmed };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Someone signed up with the address (or confirmed it) first: this change can never finish.
    await repo.deleteEmailChange(deps.db, { userId: user.id });
    throw conflict(MSG.signup.emailTaken, 'email');
  }
}
