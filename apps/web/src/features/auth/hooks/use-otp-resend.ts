import { LIMITS } from '@booktutor/contracts/limits';
import { MSG } from '@booktutor/contracts/messages';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { clientErrorText } from '../../../lib/api-error';
import { useCountdown } from '../../../lib/use-countdown';
import type { OtpDelivery } from '../api/otp-delivery';

const RESEND_SECONDS = LIMITS.otpResendCooldownMs / 1000;

interface OtpResendOptions {
  email: string;
  firstDelivery: OtpDelivery;
  resend: UseMutationResult<OtpDelivery, Error, string>;
  /** Before each try: clear the step's earlier error and notice. */
  onStart: () => void;
  /** A new code is on its way: clear the typed code, show what the step shows. */
  onResent: (next: OtpDelivery) => void;
  onError: (message: string) => void;
}

/**
 * The part both OTP steps (sign-up, password reset) share: the latest delivery (its development
 * code is shown), the resend countdown, and the resend action with the specification's failure text.
 */
export function useOtpResend({ email, firstDelivery, resend, onStart, onResent, onError }: OtpResendOptions) {
  const [delivery, setDelivery] = useState(firstDelivery);
  const countdown = useCountdown(firstDelivery.resendAfterSeconds ?? RESEND_SECONDS);
  const resendCode = async () => {
    onStart();
    try {
      const next = await resend.mutateAsync(email);
      setDelivery(next);
      onResent(next);
      countdown.restart(next.resendAfterSeconds ?? RESEND_SECONDS);
    } catch (failure) {
      onError(clientErrorText(failure, MSG.signup.resendOtpFailed));
    }
  };
  return { delivery, secondsLeft: countdown.remaining, resending: resend.isPending, resendCode };
}
