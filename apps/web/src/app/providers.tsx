import type { ReactNode } from 'react';
import { MantineProvider, createTheme, localStorageColorSchemeManager } from '@mantine/core';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { OfflineBanner } from '../components/offline-banner';
import { isUnreachableError, reportUnreachable } from '../lib/connection-status';
import { LOCAL } from '../lib/storage-keys';
import { DeferredOverlays } from './deferred-overlays';

const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
});

/** The colour scheme lives under the spec's 'theme' key, light by default. */
const colorSchemeManager = localStorageColorSchemeManager({ key: LOCAL.theme });

// The API client retries network failures itself (call policy); queries must not retry again.
// A call that got no answer at all puts up the offline banner (lib/connection-status.ts).
const onCallError = (error: unknown) => {
  if (isUnreachableError(error)) reportUnreachable();
};
const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onCallError }),
  mutationCache: new MutationCache({ onError: onCallError }),
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 }, mutations: { retry: false } },
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" colorSchemeManager={colorSchemeManager}>
      <QueryClientProvider client={queryClient}>
        <OfflineBanner />
        {children}
        <DeferredOverlays />
      </QueryClientProvider>
    </MantineProvider>
  );
}
