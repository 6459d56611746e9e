import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

interface ResendCodeButtonProps {
  secondsLeft: number;
  loading: boolean;
  onResend: () => void;
}

/** "Resend code" stays disabled while the 60-second countdown runs. */
export function ResendCodeButton({ secondsLeft, loading, onResend }: ResendCodeButtonProps) {
  const waiting = secondsLeft > 0;
  return (
    <Button variant="subtle" size="compact-sm" leftSection={<IconRefresh size={14} />} disabled={waiting} loading={loading} onClick={onResend}>
      {waiting ? `Resend code in ${secondsLeft}s` : 'Resend code'}
    </Button>
  );
}
