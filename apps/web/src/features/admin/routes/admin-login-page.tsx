import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconHourglass, IconShieldLock } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { LIMITS } from '@booktutor/contracts/limits';
import { MSG } from '@booktutor/contracts/messages';
import { AccessDeniedOverlay } from '../../../components/access-denied-overlay';
import { AuthLayout } from '../../../components/auth-layout';
import { FormError } from '../../../components/form-error';
import { SessionEndedNotice } from '../../../components/session-ended-notice';
import { ApiError } from '../../../lib/api-error';
import { getAdminToken, saveAdminSession } from '../../../lib/session';
import { useAdminLogin } from '../api/admin-login';

/** Section 8, Admin login: the server's words for a refusal, else the admin screen's own. */
function adminLoginFailure(error: unknown) {
  if (error instanceof ApiError && error.kind === 'http') return error.message || MSG.admin.loginFailed;
  return MSG.admin.connectFailed;
}

export function AdminLoginPage() {
  const navigate = useNavigate();
  const [alreadySignedIn] = useState(() => Boolean(getAdminToken()));
  const [error, setError] = useState<string | null>(null);
  // Waiting for approval is not a mistake: a notice, not an error.
  const [pending, setPending] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const login = useAdminLogin();
  const form = useForm({ initialValues: { email: '', password: '' } });

  const submit = form.onSubmit(async ({ email, password }) => {
    setError(null);
    setPending(false);
    if (!email.trim() || !password) return setError(MSG.signup.fieldRequired);
    try {
      const answer = await login.mutateAsync({ email: email.trim(), password });
      if (answer?.status === 'Pending') return setPending(true);
      if (!answer?.token || !answer.adminId) return setError(MSG.admin.invalidResponse);
      saveAdminSession(answer.token, answer.adminId);
      setRedirecting(true);
      window.setTimeout(() => void navigate('/admin/dashboard', { replace: true }), LIMITS.loginRedirectDelayMs);
    } catch (failure) {
      setError(adminLoginFailure(failure));
    }
  });

  return (
    <AuthLayout
      title="Admin login"
      subtitle={
        <Group gap={6} justify="center" component="span">
          <Badge variant="light" size="sm">
            Publishers
          </Badge>
          Manage books and chapters.
        </Group>
      }
      footer={
        <>
          <Text fz="sm" c="dimmed">
            No admin account yet?{' '}
            <Anchor component={Link} to="/admin-register" fw={600} inherit>
              Register as admin
            </Anchor>
          </Text>
          <Text fz="sm" c="dimmed">
            Student or teacher?{' '}
            <Anchor component={Link} to="/login" fw={600} inherit>
              User login
            </Anchor>
          </Text>
        </>
      }
    >
      {alreadySignedIn && <AccessDeniedOverlay to="/admin/dashboard" reason="You are already signed in as an admin." />}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SessionEndedNotice />
          <FormError message={error} />
          {pending && (
            <Alert color="blue" variant="light" icon={<IconHourglass size={18} aria-hidden />} role="status" data-testid="pending-notice">
              {MSG.admin.pending}
            </Alert>
          )}
          <TextInput label="Email" type="email" autoComplete="username" autoFocus {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
          <Button type="submit" size="md" fullWidth loading={login.isPending || redirecting} leftSection={<IconShieldLock size={18} />}>
            Sign in as admin
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
