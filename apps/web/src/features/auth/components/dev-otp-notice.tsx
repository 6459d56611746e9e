import { Alert, Code, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import type { OtpDelivery } from '../api/otp-delivery';

/** Development mode (no mail configured): the server hands the code back and we show it. */
export function DevOtpNotice({ delivery }: { delivery: OtpDelivery | null }) {
  if (!delivery?.developmentMode || !delivery.devOtp) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconFlask size={18} />} title="Development mode">
      <Text fz="sm">
        No e-mail is sent in development mode. Your code is{' '}
        <Code fz="sm" fw={700} data-testid="dev-otp">
          {delivery.devOtp}
        </Code>
      </Text>
    </Alert>
  );
}
