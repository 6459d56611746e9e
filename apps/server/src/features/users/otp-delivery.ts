import { LIMITS } from '@booktutor/contracts/limits';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/errors';
import type { Mail } from '../../lib/mailer';

export interface IssuedOtp {
  code: string;
  otpHash: string;
  otpSentAt: Date;
  otpExpiresAt: Date;
}

export function issueOtp(deps: Deps, email: string): IssuedOtp {
  const code = deps.otp.generate();
  const now = deps.now();
  return { code, otpHash: deps.otp.hash(email, code), otpSentAt: now, otpExpiresAt: new Date(now.getTime() + LIMITS.otpTtlMs) };
}

/** Sends the code's mail and builds the answer the client gets (devOtp only in development mode). */
export async function deliverOtp(deps: Deps, mail: Mail, code: string, failureMessage: string) {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    throw new AppError('service_unavailable', failureMessage, { cause: error });
  }
  return {
    message: deps.mailer.developmentMode ? 'Development mode: the code is shown on screen.' : 'A code has been sent to your e-mail.',
    developmentMode: deps.mailer.developmentMode,
    ...(deps.mailer.developmentMode ? { devOtp: code } : {}),
    resendAfterSeconds: LIMITS.otpResendCooldownMs / 1000,
  };
}
