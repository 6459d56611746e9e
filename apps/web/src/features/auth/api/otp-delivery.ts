import { ApiError } from '../../../lib/api-error';

/** What the server says after sending a code (sign-up and password reset alike). */
export interface OtpDelivery {
  message: string;
  developmentMode: boolean;
  /** The real code, only when the server has no mail configured (development mode). */
  devOtp?: string;
  resendAfterSeconds?: number;
}

/**
 * Going back from the code step and sending the form again within the resend wait: the server
 * refuses a new code (429 with retryAfterSeconds), but the code already sent still works. This
 * returns the delivery to resume the code step with (the remaining seconds counting down, the
 * earlier development code when it went to the same address), or null for any other failure.
 */
export function resumedDelivery(failure: unknown, email: string, earlier: { email: string; delivery: OtpDelivery } | null): OtpDelivery | null {
  if (!(failure instanceof ApiError) || failure.code !== 'otp_resend_too_soon') return null;
  const seconds = (failure.body as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  const same = earlier?.email.toLowerCase() === email.toLowerCase() ? earlier.delivery : null;
  return { message: failure.message, developmentMode: same?.developmentMode ?? false, ...(same?.devOtp ? { devOtp: same.devOtp } : {}), resendAfterSeconds: Math.ceil(seconds) };
}
