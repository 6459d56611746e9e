import { useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { MSG } from '@booktutor/contracts/messages';
import { forgotPasswordBody } from '@booktutor/contracts/users';
import { FormError } from '../../../components/form-error';
import { clientErrorText } from '../../../lib/api-error';
import { schemaErrors } from '../../../lib/form-errors';
import type { OtpDelivery } from '../api/otp-delivery';
import { useForgotPassword } from '../api/forgot-password';

interface ForgotEmailStepProps {
  initialEmail: string;
  onSent: (email: string, delivery: OtpDelivery) => void;
}

/** Step one of the reset: where to send the code. */
export function ForgotEmailStep({ initialEmail, onSent }: ForgotEmailStepProps) {
  const [error, setError] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const form = useForm({ initialValues: { email: initialEmail }, validate: (values) => schemaErrors(forgotPasswordBody, values) });

  const submit = form.onSubmit(async ({ email }) => {
    setError(null);
    try {
      const address = email.trim();
      onSent(address, await forgot.mutateAsync(address));
    } catch (failure) {
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
