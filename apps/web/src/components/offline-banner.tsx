import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { MSG } from '@booktutor/contracts/messages';
import { useConnectionStatus } from '../lib/connection-status';

/** A strip at the top of every screen while the browser is offline or the server does not answer. */
export function OfflineBanner() {
  const status = useConnectionStatus();
  return (
    <div role="status" aria-live="polite" style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 400 }}>
      {status !== 'online' && (
        <Alert color="orange" variant="filled" radius={0} py={6} icon={<IconWifiOff size={18} aria-hidden />} data-testid="offline-banner">
          {status === 'offline' ? MSG.generic.offline : MSG.generic.noResponse}
        </Alert>
      )}
    </div>
  );
}
