import { Suspense, useCallback } from 'react';
import { Box } from '@mantine/core';
import { Outlet, useNavigate } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { ThemeToggle } from '../components/theme-toggle';
import { useInactivitySignOut } from './use-inactivity-sign-out';

export function RootLayout() {
  const navigate = useNavigate();
  const signedOut = useCallback(() => navigate('/login', { replace: true }), [navigate]);
  useInactivitySignOut(signedOut);
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <Box pos="fixed" bottom={16} left={16} style={{ zIndex: 300 }}>
        <ThemeToggle />
      </Box>
    </>
  );
}
