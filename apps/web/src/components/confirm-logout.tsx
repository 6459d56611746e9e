import { useCallback } from 'react';
import { Button, Text, type ButtonProps } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { signOutUser } from '../lib/session';

/**
 * Manual sign-out of a user: asks first ('Confirm Logout'), then ends the session on the server
 * (its tokens answer 401 from then on), clears every key of the session from the browser (the
 * spec's list; other features' keys such as a chat draft stay) and goes to /login.
 */
export function useConfirmLogout() {
  const navigate = useNavigate();
  return useCallback(() => {
    modals.openConfirmModal({
      title: 'Confirm Logout',
      centered: true,
      children: <Text fz="sm">Are you sure you want to log out?</Text>,
      labels: { confirm: 'Logout', cancel: 'Cancel' },
      confirmProps: { color: 'red', leftSection: <IconLogout size={16} /> },
      onConfirm: () => {
        signOutUser();
        void navigate('/login', { replace: true });
      },
    });
  }, [navigate]);
}

/** A ready-made Logout button that asks for confirmation. */
export function LogoutButton(props: ButtonProps) {
  const confirmLogout = useConfirmLogout();
  return (
    <Button variant="light" color="red" leftSection={<IconLogout size={16} />} onClick={confirmLogout} {...props}>
      Logout
    </Button>
  );
}
