import { useState } from 'react';
import { Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLogin2 } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { LIMITS } from '@booktutor/contracts/limits';
import { MSG } from '@booktutor/contracts/messages';
import type { LoginResponse } from '@booktutor/contracts/users';
import { AccessDeniedOverlay } from '../../../components/access-denied-overlay';
import { AuthLayout } from '../../../components/auth-layout';
import { FormError } from '../../../components/form-error';
import { SessionEndedNotice } from '../../../components/session-ended-notice';
import { errorText } from '../../../lib/api-error';
import { isUserSignedIn, saveUserSession } from '../../../lib/session';
import { useLogin } from '../api/login';
import { SocialSignInButtons } from '../components/social-sign-in-buttons';

export function LoginPage() {
  const navigate = useNavigate();
  // Decided once: signing in on this page must not raise the overlay.
  const [alreadySignedIn] = useState(isUserSignedIn);
  const [error, setError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const login = useLogin();
  const form = useForm({ initialValues: { username: '', password: '' } });

  const submit = form.onSubmit(async ({ username, password }) => {
    setError(null);
    if (!username.trim() || !password) return setError(MSG.signup.fieldRequired);
    try {
      const answer = await login.mutateAsync({ username: username.trim(), password });
      if (!answer?.token || !answer.userId) return setError(MSG.auth.missingToken);
      saveUserSession(answer as LoginResponse);
      setRedirecting(true);
      window.setTimeout(() => void navigate('/chat', { replace: true }), LIMITS.loginRedirectDelayMs);
    } catch (failure) {
      setError(errorText(failure));
    }
  });

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to keep learning with your books."
      footer={
        <>
          <Text fz="sm" c="dimmed">
            New to BookTutor?{' '}
            <Anchor component={Link} to="/signup" fw={600} inherit>
              Create an account
            </Anchor>
          </Text>
          <Text fz="sm" c="dimmed">
            Publishing books?{' '}
            <Anchor component={Link} to="/admin-login" fw={600} inherit>
              Admin login
            </Anchor>
          </Text>
        </>
      }
    >
      {alreadySignedIn && <AccessDeniedOverlay to="/chat" reason="You are already signed in." />}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SessionEndedNotice />
          <FormError message={error} />
          <TextInput label="Username" autoComplete="username" autoFocus {...form.getInputProps('username')} />
          <Stack gap={4}>
            <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
            <Group justify="flex-end">
              <Anchor component="button" type="button" fz="sm" onClick={() => void navigate('/forgot-password')}>
                Forgot password?
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" size="md" fullWidth loading={login.isPending || redirecting} leftSection={<IconLogin2 size={18} />}>
            Sign in
          </Button>
        </Stack>
      </form>
      <Divider label="or continue with" labelPosition="center" />
      <SocialSignInButtons />
      <Text fz="xs" c="dimmed" ta="center">
        One account for every publisher: users of one publisher can log in from any publisher's BookTutor URL.
      </Text>
    </AuthLayout>
  );
}
