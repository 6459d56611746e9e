import { Button, Divider, Group, Paper, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLock, IconLogout2 } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { MSG } from '@booktutor/contracts/messages';
import { errorText } from '../../../lib/api-error';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { ChangePasswordForm } from './change-password-form';
import { notify } from '../../../lib/toast';

/** Ends every session of the account, after a confirmation, and goes to /login. */
function SignOutEverywhereButton() {
  const navigate = useNavigate();
  const signOut = useSignOutEverywhere();
  const confirm = () =>
    modals.openConfirmModal({
      title: MSG.profile.signOutEverywhere,
      centered: true,
      children: <Text fz="sm">{MSG.profile.signOutEverywhereHint}</Text>,
      labels: { confirm: MSG.profile.signOutEverywhere, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        signOut.mutate(undefined, {
          onSuccess: (answer) => {
            notify('green', answer.message);
            void navigate('/login', { replace: true });
          },
          onError: (error) => notify('red', errorText(error)),
        }),
    });
  return (
    <Button size="xs" variant="light" color="red" leftSection={<IconLogout2 size={14} />} loading={signOut.isPending} onClick={confirm}>
      {MSG.profile.signOutEverywhere}
    </Button>
  );
}

export function SecuritySettingsCard(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
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
      <Divider my="md" />
      {/* Wraps on a phone: the button goes under the hint instead of being squeezed. */}
      <Group justify="space-between" gap="md">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 14rem' }}>
          {MSG.profile.signOutEverywhereHint}
        </Text>
        <SignOutEverywhereButton />
      </Group>
    </Paper>
  );
}
