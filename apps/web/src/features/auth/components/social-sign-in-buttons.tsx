import { useEffect, useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { DEFAULT_PUBLISHER } from '@booktutor/contracts/domain-values';
import { MSG } from '@booktutor/contracts/messages';
import type { SocialProvider } from '@booktutor/contracts/social-auth';
import { FormError } from '../../../components/form-error';
import { SESSION } from '../../../lib/storage-keys';
import { publisherForHost } from './signup-publisher';

const INIT_FAILED: Record<SocialProvider, string> = { google: MSG.auth.googleInitFailed, facebook: MSG.auth.facebookInitFailed };

/** The server's start URL; a new account gets the publisher this host signs up with (spec section 6). */
function startUrl(provider: SocialProvider): string {
  const publisher = publisherForHost();
  const query = publisher === DEFAULT_PUBLISHER ? '' : `?${new URLSearchParams({ publisher }).toString()}`;
  return `/api/social-auth/${provider}${query}`;
}

/**
 * Google and Facebook sign-in: a full-page redirect to the server, which sends the browser to the
 * provider and back to /auth-callback. Offline (or when the browser refuses to navigate) the
 * sign-in cannot start, and the spec's 'Failed to initiate ... authentication' is shown.
 */
export function SocialSignInButtons() {
  const [starting, setStarting] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Coming back with the Back button restores this page from the cache: undo the spinner.
  useEffect(() => {
    const reset = () => setStarting(null);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const start = (provider: SocialProvider) => {
    setError(null);
    try {
      if (!navigator.onLine) throw new Error('offline');
      sessionStorage.setItem(SESSION.oauthProvider, provider);
      setStarting(provider);
      window.location.assign(startUrl(provider));
    } catch {
      setStarting(null);
      setError(INIT_FAILED[provider]);
    }
  };

  return (
    <Stack gap="sm">
      <FormError message={error} />
      <Group grow gap="sm">
        <Button variant="default" leftSection={<IconBrandGoogle size={18} />} loading={starting === 'google'} disabled={starting === 'facebook'} onClick={() => start('google')}>
          Google
        </Button>
        <Button variant="default" leftSection={<IconBrandFacebook size={18} />} loading={starting === 'facebook'} disabled={starting === 'google'} onClick={() => start('facebook')}>
          Facebook
        </Button>
      </Group>
    </Stack>
  );
}
