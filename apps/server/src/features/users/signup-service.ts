import type { SignupForm } from '@booktutor/contracts/users';
import { MSG } from '@booktutor/contracts/messages';
import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict } from '../../lib/errors';
import { assertResendAllowed, checkOtp, otpFailure } from '../../lib/otp';
import { hashPassword } from '../../lib/passwords';
import { signupCodeMail } from './mails';
import { deliverOtp, issueOtp } from './otp-delivery';
import * as repo from './repository';
import { notifyWelcome } from '../notifications/service';

export async function isUsernameTaken(deps: Deps, username: string) {
  return Boolean(await repo.findUserByUsername(deps.db, { username }));
}

async function assertAccountFree(deps: Deps, form: Pick<SignupForm, 'username' | 'email'>) {
  if (await isUsernameTaken(deps, form.username)) throw conflict(MSG.signup.usernameTaken, 'username');
  if (await repo.findUserByEmail(deps.db, { email: form.email })) throw conflict(MSG.signup.emailTaken, 'email');
}

/** send-otp: checks the whole form, keeps it as a pending sign-up and mails a code. */
export async function sendSignupOtp(deps: Deps, form: SignupForm) {
  await assertAccountFree(deps, form);
  assertResendAllowed(await repo.findPendingSignup(deps.db, { email: form.email }), deps.now());
  const otp = issueOtp(deps, form.email);
  const { password: _password, confirmPassword: _confirm, ...kept } = form;
  await repo.upsertPendingSignup(deps.db, {
    email: form.email,
    form: kept,
    passwordHash: await hashPassword(form.password),
    otpHash: otp.otpHash,
    otpSentAt: otp.otpSentAt,
    otpExpiresAt: otp.otpExpiresAt,
  });
  try {
    return await deliverOtp(deps, signupCodeMail(form.email, otp.code), otp.code, MSG.signup.sendOtpFailed);
  } catch (error) {
    await repo.deletePendingSignup(deps.db, { email: form.email });
    throw error;
  }
}

export async function resendSignupOtp(deps: Deps, email: string) {
  const pending = await repo.findPendingSignup(deps.db, { email });
  if (!pending) throw badRequest(MSG.signup.noPendingSignup, 'email');
  assertResendAllowed(pending, deps.now());
  const otp = issueOtp(deps, email);
  await repo.renewPendingSignupOtp(deps.db, { email, ...otp });
  return deliverOtp(deps, signupCodeMail(email, otp.code), otp.code, MSG.signup.resendOtpFailed);
}

/** verify-otp: the code turns the pending sign-up into a user, exactly once. */
export async function verifySignupOtp(deps: Deps, email: string, code: string) {
  const pending = await repo.findPendingSignup(deps.db, { email });
  if (!pending) {
    if (await repo.findUserByEmail(deps.db, { email })) throw conflict(MSG.signup.emailTaken, 'email');
    throw badRequest(MSG.signup.noPendingSignup, 'email');
  }
  const check = checkOtp(deps.otp, email, code, pending, deps.now());
  if (check !== 'ok') {
    if (check === 'wrong') await repo.countWrongPendingSignupOtp(deps.db, { email });
    throw otpFailure(check);
  }
  const form = pending.form;
  try {
    const user = await deps.db.transaction(async (tx) => {
      const created = await repo.insertUser(tx, {
        username: form.username,
        fullname: form.fullname,
        email: pending.email,
        phone: form.phone,
        role: form.role,
        grade: form.grade,
        publisher: form.publisher,
        passwordHash: pending.passwordHash,
        // The code just entered was sent to this address.
        emailVerifiedAt: deps.now(),
      });
      await repo.deletePendingSignup(tx, { email });
      return created;
    });
    await notifyWelcome(deps, { userId: user.id, fullname: user.fullname });
    return { message: MSG.signup.success, userId: user.id };
  } catch (error) {
    if (isUniqueViolation(error)) {
      const taken = await isUsernameTaken(deps, form.username);
      throw conflict(taken ? MSG.signup.usernameTaken : MSG.signup.emailTaken, taken ? 'username' : 'email');
    }
    throw error;
  }
}
