import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The one place a form shows what went wrong with its last submission. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  );
}
