import { useEffect, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { MSG } from '@booktutor/contracts/messages';
import { SESSION } from '../../../lib/storage-keys';
import { useFirstUnseen } from '../api/get-first-unseen';
import { useMarkNotificationSeen } from '../api/mark-notification-seen';
import { notify } from '../../../lib/toast';

/**
 * Once per browser session (session key notificationShown) the first unseen notification pops
 * up; confirming it marks it read, closing it leaves it unread in the bell.
 */
export function FirstUnseenPopup() {
  const [alreadyShown] = useState(() => sessionStorage.getItem(SESSION.notificationShown) === 'true');
  const { data: first } = useFirstUnseen(!alreadyShown);
  const [open, setOpen] = useState(false);
  const markSeen = useMarkNotificationSeen();

  useEffect(() => {
    if (!first || alreadyShown) return;
    sessionStorage.setItem(SESSION.notificationShown, 'true');
    setOpen(true);
  }, [first, alreadyShown]);

  if (!first) return null;
  const confirm = () =>
    markSeen.mutate(first._id, {
      onSuccess: () => {
        setOpen(false);
        notify('green', MSG.notifications.marked);
      },
      onError: () => notify('red', MSG.notifications.markFailed),
    });

  return (
    <Modal opened={open} onClose={() => setOpen(false)} title={first.title} centered data-testid="notification-popup">
      <Text mb="lg">{first.message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setOpen(false)}>
          Later
        </Button>
        <Button onClick={confirm} loading={markSeen.isPending}>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
