import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ChangePasswordForm } from './change-password-form';

export function SecuritySettingsCard(props: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs" data-testid="security-settings">
      <Group justify="space-between" mb={props.open ? 'md' : 0}>
        <div>
          <Title order={3}>Security Settings</Title>
          {!props.open && (
            <Text size="sm" c="dimmed">
              Keep your account safe with a strong password.
            </Text>
          )}
        </div>
        {!props.open && (
          <Button size="xs" variant="light" leftSection={<IconLock size={14} />} onClick={() => props.onOpenChange(true)}>
            Change Password
          </Button>
        )}
      </Group>
      {props.open && <ChangePasswordForm onDone={() => props.onOpenChange(false)} />}
    </Paper>
  );
}
