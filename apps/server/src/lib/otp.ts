import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@booktutor/contracts/limits';
import { AppError } from './errors';

/**
 * One-time codes: 6 random digits, stored only as a keyed hash (a leaked table cannot be
 * brute-forced offline), valid for 10 minutes and for at most 5 wrong tries.
 */
export class OtpCodec {
  constructor(private readonly key: string) {}

  generate(): string {
    return String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0');
  }

  hash(email: string, code: string): string {
    return createHmac('sha256', this.key).update(`${email.toLowerCase()}:${code}`).digest('hex');
  }

  matches(email: string, code: string, storedHash: string): boolean {
    const a = Buffer.from(this.hash(email, code), 'hex');
    const b = Buffer.from(storedHash, 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  }
}

export interface StoredOtp {
  otpHash: string;
  otpExpiresAt: Date;
  otpSentAt: Date;
  otpWrongTries: number;
}

/** How long until a new code may be sent (0: now). */
export function resendWaitMs(previous: Pick<StoredOtp, 'otpSentAt'> | undefined, now: Date): number {
  if (!previous) return 0;
  return Math.max(0, previous.otpSentAt.getTime() + LIMITS.otpResendCooldownMs - now.getTime());
}

/** Refuses a new code while the previous one is younger than the resend cooldown. */
export function assertResendAllowed(previous: Pick<StoredOtp, 'otpSentAt'> | undefined, now: Date) {
  const waitMs = resendWaitMs(previous, now);
  if (waitMs > 0) {
    throw new AppError('otp_resend_too_soon', undefined, { extra: { retryAfterSeconds: Math.ceil(waitMs / 1000) } });
  }
}

export type OtpCheck = 'ok' | 'wrong' | 'expired' | 'locked';

/** Checks a submitted code against the stored one, in the order that leaks least. */
export function checkOtp(codec: OtpCodec, email: string, code: string, stored: StoredOtp, now: Date): OtpCheck {
  if (stored.otpWrongTries >= LIMITS.otpMaxWrongTries) return 'locked';
  if (stored.otpExpiresAt.getTime() <= now.getTime()) return 'expired';
  return codec.matches(email, code, stored.otpHash) ? 'ok' : 'wrong';
}

export function otpFailure(check: Exclude<OtpCheck, 'ok'>): AppError {
  if (check === 'locked') return new AppError('otp_attempts_exceeded');
  if (check === 'expired') return new AppError('otp_expired');
  return new AppError('otp_invalid');
}
