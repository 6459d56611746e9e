import { TextInput, type TextInputProps } from '@mantine/core';
import { LIMITS } from '@booktutor/contracts/limits';

/** The 6-digit code field of the sign-up and password-reset steps. */
export function OtpCodeInput(props: TextInputProps) {
  return (
    <TextInput
      placeholder={`${LIMITS.otpLength}-digit code`}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={LIMITS.otpLength}
      autoFocus
      styles={{ input: { letterSpacing: 6, fontSize: 20, textAlign: 'center' } }}
      {...props}
    />
  );
}
