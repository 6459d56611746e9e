import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconShieldCheck } from '@tabler/icons-react';
import { MSG } from '@booktutor/contracts/messages';
import { otpSchema } from '@booktutor/contracts/users';
import { FormError } from '../../../components/form-error';
import { clientErrorText } from '../../../lib/api-error';
import type { OtpDelivery } from '../api/otp-delivery';
import { useResendSignupOtp } from '../api/resend-signup-otp';
import { useVerifySignupOtp } from '../api/verify-signup-otp';
import { DevOtpNotice } from './dev-otp-notice';
import { OtpCodeInput } from './otp-code-input';
import { ResendCodeButton } from './resend-code-button';
import { useOtpResend } from '../hooks/use-otp-resend';

interface SignupOtpStepProps {
  email: string;
  firstDelivery: OtpDelivery;
  onBack: () => void;
  /** A new code was sent from this step (the page resumes with it after going back). */
  onDelivered: (delivery: OtpDelivery) => void;
  onVerified: () => void;
}

/** Step two of sign-up: the e-mailed code creates the account. Unmounting clears the OTP state. */
export function SignupOtpStep({ email, firstDelivery, onBack, onDelivered, onVerified }: SignupOtpStepProps) {
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const verify = useVerifySignupOtp();
  const form = useForm({
    initialValues: { otp: '' },
    validate: ({ otp }) => {
      const result = otpSchema.safeParse(otp);
      return result.success ? {} : { otp: result.error.issues[0]?.message };
    },
  });

  const submit = form.onSubmit(async ({ otp }) => {
    setError(null);
    try {
      await verify.mutateAsync({ email, otp: otp.trim() });
      onVerified();
    } catch (failure) {
      setError(clientErrorText(failure, MSG.signup.invalidOtp));
    }
  });

  const { delivery, secondsLeft, resending, resendCode } = useOtpResend({
    email,
    firstDelivery,
    resend: useResendSignupOtp(),
    onStart: () => {
      setError(null);
      setNotice(null);
    },
    onResent: (next) => {
      onDelivered(next);
      form.setFieldValue('otp', '');
      setNotice(next.developmentMode ? null : next.message);
    },
    onError: setError,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text ta="center" fz="sm">
          We sent a 6-digit code to <b>{email}</b>. It is valid for 10 minutes.
        </Text>
        <DevOtpNotice delivery={delivery} />
        <FormError message={error} />
        {notice && (
          <Text fz="sm" c="teal" role="status">
            {notice}
          </Text>
        )}
        <OtpCodeInput label="Verification code" {...form.getInputProps('otp')} />
        <Button type="submit" size="md" fullWidth loading={verify.isPending} leftSection={<IconShieldCheck size={18} />}>
          Verify and create account
        </Button>
        <Group justify="space-between">
          <Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={14} />} onClick={onBack}>
            Back to signup form
          </Button>
          <ResendCodeButton secondsLeft={secondsLeft} loading={resending} onResend={() => void resendCode()} />
        </Group>
      </Stack>
    </form>
  );
}
