import { useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { MSG } from '@booktutor/contracts/messages';
import { forgotPasswordBody } from '@booktutor/contracts/users';
import { FormError } from '../../../components/form-error';
import { clientErrorText } from '../../../lib/api-error';
import { schemaErrors } from '../../../lib/form-errors';
import { resumedDelivery, type OtpDelivery } from '../api/otp-delivery';
import { useForgotPassword } from '../api/forgot-password';

interface ForgotEmailStepProps {
  initialEmail: string;
  /** The code sent before going back, so sending again within the resend wait resumes its step. */
  earlier: { email: string; delivery: OtpDelivery } | null;
  onSent: (email: string, delivery: OtpDelivery) => void;
}

/** Step one of the reset: where to send the code. */
export function ForgotEmailStep({ initialEmail, earlier, onSent }: ForgotEmailStepProps) {
  const [error, setError] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const form = useForm({ initialValues: { email: initialEmail }, validate: (values) => schemaErrors(forgotPasswordBody, values) });

  const submit = form.onSubmit(async ({ email }) => {
    setError(null);
    const address = email.trim();
    try {
      onSent(address, await forgot.mutateAsync(address));
    } catch (failure) {
      const resumed = resumedDelivery(failure, address, earlier);
      if (resumed) return onSent(address, resumed);
      setError(clientErrorText(failure, MSG.signup.sendOtpFailed));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={error} />
        <TextInput label="Email" type="email" autoComplete="email" autoFocus {...form.getInputProps('email')} />
        <Button type="submit" size="md" fullWidth loading={forgot.isPending} leftSection={<IconMail size={18} />}>
          Send reset code
        </Button>
      </Stack>
    </form>
  );
}
