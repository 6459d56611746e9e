import type { ReactNode } from 'react';
import { MantineProvider, createTheme, localStorageColorSchemeManager, type CSSVariablesResolver } from '@mantine/core';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { OfflineBanner } from '../components/offline-banner';
import { isUnreachableError, reportUnreachable } from '../lib/connection-status';
import { LOCAL } from '../lib/storage-keys';
import { DeferredOverlays } from './deferred-overlays';

const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8: white text on filled buttons and badges reaches WCAG AA (4.5:1); Mantine's default
  // shade 6 gives about 3.5:1.
  primaryShade: { light: 8, dark: 8 },
  // Filled badges and buttons pick black or white text by their colour's lightness.
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  components: {
    // Every toast's close button has a name for screen readers (axe: button-name).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    // The spec writes statuses as 'Not Started', 'In Progress', 'Completed': badges keep the text's casing.
    Badge: { defaultProps: { tt: 'none' } },
  },
});

/** A green dark enough for AA contrast (5.4:1) under white badge text and as text on a pale green
 * badge; Mantine's green 8 gives 3.45:1, too little for the small 'Completed' badges. */
const READABLE_GREEN = '#237a35';

/** Secondary ('dimmed') and placeholder text dark enough for AA contrast on both themes' backgrounds. */
const accessibleColors: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-green-filled': READABLE_GREEN,
    '--mantine-color-green-light-color': READABLE_GREEN,
  },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)', '--mantine-color-placeholder': '#a0a0a0', '--mantine-color-green-filled': READABLE_GREEN },
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
    <MantineProvider theme={theme} defaultColorScheme="light" colorSchemeManager={colorSchemeManager} cssVariablesResolver={accessibleColors}>
      <QueryClientProvider client={queryClient}>
        <OfflineBanner />
        {children}
        <DeferredOverlays />
      </QueryClientProvider>
    </MantineProvider>
  );
}
