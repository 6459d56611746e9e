import { LIMITS } from '@booktutor/contracts/limits';
import { MSG } from '@booktutor/contracts/messages';
import type { Deps } from '../../deps';
import { checkOtp, otpFailure, resendWaitMs } from '../../lib/otp';
import { hashPassword } from '../../lib/passwords';
import { AppError } from '../../lib/errors';
import { resetCodeMail } from './mails';
import { deliverOtp, issueOtp } from './otp-delivery';
import * as repo from './repository';
import { endAllUserSessions, endUserSockets } from '../sessions/service';

/**
 * forgot-password and resend-password-reset-otp. The answer (status and body) is the same whether
 * or not an account has this e-mail, and whether or not a code was sent in the last 60 seconds
 * (then nothing is sent), so the form cannot tell who has an account. Only development mode adds
 * the code itself (devOtp), as it does everywhere.
 */
export async function sendPasswordResetOtp(deps: Deps, email: string) {
  const answer = { message: MSG.forgot.sent, developmentMode: deps.mailer.developmentMode, resendAfterSeconds: LIMITS.otpResendCooldownMs / 1000 };
  const user = await repo.findUserByEmail(deps.db, { email });
  if (!user) return answer;
  if (resendWaitMs(await repo.findPasswordReset(deps.db, { email }), deps.now()) > 0) return answer;
  const otp = issueOtp(deps, email);
  await repo.upsertPasswordReset(deps.db, { email, userId: user.id, ...otp });
  const delivered = await deliverOtp(deps, resetCodeMail(user.email, otp.code), otp.code, MSG.signup.sendOtpFailed);
  return { ...answer, ...(delivered.devOtp ? { devOtp: delivered.devOtp } : {}) };
}

export async function resetPassword(deps: Deps, email: string, code: string, newPassword: string) {
  const reset = await repo.findPasswordReset(deps.db, { email });
  if (!reset) throw new AppError('otp_invalid');
  const check = checkOtp(deps.otp, email, code, reset, deps.now());
  if (check !== 'ok') {
    if (check === 'wrong') await repo.countWrongPasswordResetOtp(deps.db, { email });
    throw otpFailure(check);
  }
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    await repo.updateUserPassword(tx, { userId: reset.userId, passwordHash });
    await repo.deletePasswordReset(tx, { email, userId: reset.userId });
    // Whoever knew the old password may hold a session: every one of them ends.
    await endAllUserSessions(deps, tx, reset.userId);
  });
  endUserSockets(deps, reset.userId);
  return { message: MSG.forgot.success };
}
