import { useState } from 'react';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconLockCheck } from '@tabler/icons-react';
import { MSG } from '@booktutor/contracts/messages';
import { resetPasswordBody } from '@booktutor/contracts/users';
import { FormError } from '../../../components/form-error';
import { errorText } from '../../../lib/api-error';
import { schemaErrors } from '../../../lib/form-errors';
import type { OtpDelivery } from '../api/otp-delivery';
import { useResendPasswordResetOtp } from '../api/resend-password-reset-otp';
import { useResetPassword } from '../api/reset-password';
import { DevOtpNotice } from './dev-otp-notice';
import { OtpCodeInput } from './otp-code-input';
import { ResendCodeButton } from './resend-code-button';
import { useOtpResend } from '../hooks/use-otp-resend';

interface ResetPasswordStepProps {
  email: string;
  firstDelivery: OtpDelivery;
  onBack: () => void;
  /** A new code was sent from this step (the page resumes with it after going back). */
  onDelivered: (delivery: OtpDelivery) => void;
  onDone: () => void;
}

/** Step two of the reset: the code plus the new password (twice). */
export function ResetPasswordStep({ email, firstDelivery, onBack, onDelivered, onDone }: ResetPasswordStepProps) {
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();
  const form = useForm({
    initialValues: { otp: '', newPassword: '', confirmPassword: '' },
    validate: (values) => {
      const errors = schemaErrors(resetPasswordBody, { email, otp: values.otp, newPassword: values.newPassword });
      if (!errors.newPassword && values.confirmPassword !== values.newPassword) errors.confirmPassword = MSG.forgot.passwordsMismatch;
      return errors;
    },
  });

  const submit = form.onSubmit(async ({ otp, newPassword }) => {
    setError(null);
    try {
      await reset.mutateAsync({ email, otp: otp.trim(), newPassword });
      onDone();
    } catch (failure) {
      setError(errorText(failure));
    }
  });

  const { delivery, secondsLeft, resending, resendCode } = useOtpResend({
    email,
    firstDelivery,
    resend: useResendPasswordResetOtp(),
    onStart: () => setError(null),
    onResent: (next) => {
      onDelivered(next);
      form.setFieldValue('otp', '');
    },
    onError: setError,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text ta="center" fz="sm">
          {MSG.forgot.sent} We used <b>{email}</b>.
        </Text>
        <DevOtpNotice delivery={delivery} />
        <FormError message={error} />
        <OtpCodeInput label="Reset code" {...form.getInputProps('otp')} />
        <PasswordInput label="New password" autoComplete="new-password" {...form.getInputProps('newPassword')} />
        <PasswordInput label="Confirm new password" autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
        <Button type="submit" size="md" fullWidth loading={reset.isPending} leftSection={<IconLockCheck size={18} />}>
          Reset password
        </Button>
        <Group justify="space-between">
          <Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={14} />} onClick={onBack}>
            Back to Email
          </Button>
          <ResendCodeButton secondsLeft={secondsLeft} loading={resending} onResend={() => void resendCode()} />
        </Group>
      </Stack>
    </form>
  );
}
