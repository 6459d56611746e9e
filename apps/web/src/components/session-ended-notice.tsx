import { Alert } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { MSG } from '@booktutor/contracts/messages';

/**
 * On a sign-in page reached because the session ended by itself (a 401 that silent renewal could
 * not fix, or the inactivity timeout: lib/session.ts sessionEndedPath), says so.
 */
export function SessionEndedNotice() {
  const [params] = useSearchParams();
  if (params.get('session') !== 'ended') return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconClockExclamation size={18} />} role="status">
      {MSG.auth.sessionEnded}
    </Alert>
  );
}
