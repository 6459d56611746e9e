import { useState } from 'react';
import { Alert, Badge, Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck, IconSend } from '@tabler/icons-react';
import { LIMITS } from '@booktutor/contracts/limits';
import { MSG, pendingEmailLabel } from '@booktutor/contracts/messages';
import type { UserProfile } from '@booktutor/contracts/profile';
import { errorText } from '../../../lib/api-error';
import { useResendEmailCode, useVerifyEmailCode, type EmailCodeSent } from '../api/email-change';
import { notify } from '../../../lib/toast';

/**
 * An e-mail address waiting for its code (a change, or an address never confirmed): the profile
 * keeps the old address until the code sent to the new one is entered here.
 */
export function EmailConfirmation(props: { profile: UserProfile; sent: EmailCodeSent | null; onSent: (sent: EmailCodeSent) => void }) {
  const { profile, sent } = props;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyEmailCode();
  const resend = useResendEmailCode();
  if (!profile.pendingEmail && profile.emailVerified) return null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(MSG.signup.otpRequired);
    if (!new RegExp(`^\\d{${LIMITS.otpLength}}$`).test(code.trim())) return setError(MSG.signup.otpSixDigits);
    verify.mutate(code.trim(), {
      onSuccess: (answer) => {
        setCode('');
        setError(null);
        notify('green', answer.message);
      },
      onError: (failure) => setError(errorText(failure)),
    });
  };
  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) => {
        props.onSent(answer);
        notify('green', answer.message);
      },
      onError: (failure) => setError(errorText(failure)),
    });

  return (
    <Stack gap="xs" mt="md" data-testid="email-confirmation">
      <Group gap="xs">
        {profile.pendingEmail ? (
          <Badge color="yellow" variant="light" tt="none" data-testid="pending-email">
            {pendingEmailLabel(profile.pendingEmail)}
          </Badge>
        ) : (
          <Badge color="gray" variant="light" tt="none">
            {profile.email}: {MSG.profile.emailNotVerified}
          </Badge>
        )}
      </Group>
      {sent?.developmentMode && sent.devOtp && (
        <Alert color="yellow" variant="light">
          <Text fz="sm">
            No e-mail is sent in development mode. Your code is{' '}
            <Code fz="sm" fw={700} data-testid="email-dev-otp">
              {sent.devOtp}
            </Code>
          </Text>
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="xs">
          <TextInput
            aria-label="E-mail code"
            placeholder="6-digit code"
            inputMode="numeric"
            maxLength={LIMITS.otpLength}
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            w={160}
          />
          <Button type="submit" variant="light" leftSection={<IconMailCheck size={16} />} loading={verify.isPending}>
            Confirm e-mail
          </Button>
          <Button variant="subtle" leftSection={<IconSend size={16} />} loading={resend.isPending} onClick={sendAgain}>
            {profile.pendingEmail ? 'Resend code' : 'Send code'}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
