import { Suspense, useCallback } from 'react';
import { Group } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { ThemeToggle } from '../components/theme-toggle';
import { useInactivitySignOut } from './use-inactivity-sign-out';
import { sessionEndedPath } from '../lib/session';

/**
 * Screens whose own header carries the theme toggle. Elsewhere it sits in a footer below the
 * screen's content rather than floating over it, so it never covers a field or a button.
 */
const HEADER_TOGGLE_ROUTES = ['/chat'];

export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedOut = useCallback((kind: 'user' | 'admin') => void navigate(sessionEndedPath(kind), { replace: true }), [navigate]);
  useInactivitySignOut(signedOut);
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      {!HEADER_TOGGLE_ROUTES.includes(pathname) && (
        <Group component="footer" justify="center" py="sm" data-testid="page-footer">
          <ThemeToggle />
        </Group>
      )}
    </>
  );
}
