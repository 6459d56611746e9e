import { Suspense, useCallback } from 'react';
import { Box } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { ThemeToggle } from '../components/theme-toggle';
import { useInactivitySignOut } from './use-inactivity-sign-out';
import { sessionEndedPath } from '../lib/session';

/** Screens whose own header carries the theme toggle (the floating one would cover their sidebar). */
const HEADER_TOGGLE_ROUTES = ['/chat'];

export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedOut = useCallback((kind: 'user' | 'admin') => navigate(sessionEndedPath(kind), { replace: true }), [navigate]);
  useInactivitySignOut(signedOut);
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      {!HEADER_TOGGLE_ROUTES.includes(pathname) && (
        <Box pos="fixed" bottom={16} left={16} style={{ zIndex: 300 }}>
          <ThemeToggle />
        </Box>
      )}
    </>
  );
}
