import { useEffect, useState } from 'react';
import { Button, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconHome, IconRefresh } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_PUBLISHER, ROLES, type Role } from '@booktutor/contracts/domain-values';
import { LIMITS } from '@booktutor/contracts/limits';
import { MSG } from '@booktutor/contracts/messages';
import { oauthErrorMessage } from '@booktutor/contracts/social-auth';
import type { LoginResponse } from '@booktutor/contracts/users';
import { AuthLayout } from '../../../components/auth-layout';
import { saveUserSession } from '../../../lib/session';
import { SESSION } from '../../../lib/storage-keys';

type CallbackOutcome = { kind: 'session'; login: LoginResponse; provider: string } | { kind: 'error'; message: string };

/** The claims of our user token (server lib/tokens.ts): sub, name, role, grade, publisher. */
function tokenClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * Reads what the sign-in left for this page (spec section 4, Auth callback): an `error` query
 * parameter wins; else the token from the URL fragment, else the query string, else the session
 * storage keys oauth_token / oauth_provider. Missing fields come from the token's own claims.
 */
function readCallback(location: Pick<Location, 'hash' | 'search'>, session: Storage): CallbackOutcome {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  const error = query.get('error') ?? hash.get('error');
  if (error) return { kind: 'error', message: oauthErrorMessage(error) };

  const source = hash.get('token') ? hash : query.get('token') ? query : undefined;
  const token = source?.get('token') ?? session.getItem(SESSION.oauthToken);
  if (!token) return { kind: 'error', message: MSG.auth.noTokenReceived };
  const field = (name: string) => text(source?.get(name));
  const claims = tokenClaims(token);

  const userId = field('userId') ?? text(claims.userId) ?? text(claims.sub);
  if (!userId) return { kind: 'error', message: MSG.auth.unexpectedOauth };
  const role = field('role') ?? text(claims.role);
  const grade = field('grade') ?? text(claims.grade);
  const refreshToken = field('refreshToken');
  const login: LoginResponse = {
    token,
    userId,
    ...(grade ? { grade } : {}),
    ...(refreshToken ? { refreshToken } : {}),
    publisher: field('publisher') ?? text(claims.publisher) ?? DEFAULT_PUBLISHER,
    role: (ROLES as readonly string[]).includes(role ?? '') ? (role as Role) : 'student',
    username: field('username') ?? text(claims.name) ?? '',
  };
  const provider = field('provider') ?? session.getItem(SESSION.oauthProvider) ?? 'social';
  return { kind: 'session', login, provider };
}

type CallbackState = { kind: 'processing' } | { kind: 'success' } | { kind: 'error'; message: string };

/**
 * Where social sign-in lands (spec sections 2 and 4): processing, then success (the session is
 * stored like a password login's and /chat follows after 1.5 s, replacing history) or failure
 * with Try Again and Go Home.
 */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const [state, setState] = useState<CallbackState>({ kind: 'processing' });

  useEffect(() => {
    // Work starts after the processing state has been painted.
    const start = window.setTimeout(() => {
      try {
        const outcome = readCallback(window.location, sessionStorage);
        sessionStorage.removeItem(SESSION.oauthToken);
        sessionStorage.removeItem(SESSION.oauthProvider);
        // The token must not stay in the address bar or in history.
        window.history.replaceState(window.history.state, '', window.location.pathname);
        if (outcome.kind === 'error') return setState(outcome);
        saveUserSession(outcome.login, outcome.provider);
        setState({ kind: 'success' });
      } catch {
        setState({ kind: 'error', message: MSG.auth.unexpectedOauth });
      }
    }, 0);
    return () => window.clearTimeout(start);
  }, []);

  useEffect(() => {
    if (state.kind !== 'success') return;
    const timer = window.setTimeout(() => void navigate('/chat', { replace: true }), LIMITS.socialRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [state.kind, navigate]);

  if (state.kind === 'processing') {
    return (
      <AuthLayout title="Processing Authentication">
        <Stack align="center" gap="sm" py="md" role="status">
          <Loader />
          <Text c="dimmed" ta="center">
            Please wait while we complete your sign-in.
          </Text>
        </Stack>
      </AuthLayout>
    );
  }

  if (state.kind === 'success') {
    return (
      <AuthLayout title="Authentication Successful!">
        <Stack align="center" gap="sm" py="md" role="status">
          <ThemeIcon size={56} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={34} />
          </ThemeIcon>
          <Text c="dimmed" ta="center">
            You are signed in. Taking you to your library…
          </Text>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Authentication Failed">
      <Stack align="center" gap="md" py="xs">
        <ThemeIcon size={56} radius="xl" color="red" variant="light">
          <IconAlertTriangle size={32} />
        </ThemeIcon>
        <Text ta="center" role="alert">
          {state.message}
        </Text>
        <Group justify="center" gap="sm">
          <Button component={Link} to="/login" replace leftSection={<IconRefresh size={18} />}>
            Try Again
          </Button>
          <Button component={Link} to="/" replace variant="default" leftSection={<IconHome size={18} />}>
            Go Home
          </Button>
        </Group>
      </Stack>
    </AuthLayout>
  );
}
