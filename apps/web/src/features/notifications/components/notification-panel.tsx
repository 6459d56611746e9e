import { useEffect, useState } from 'react';
import { Button, Center, Divider, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { LIMITS } from '@booktutor/contracts/limits';
import { MSG, markedAllMessage, seededMessage } from '@booktutor/contracts/messages';
import type { Notification } from '@booktutor/contracts/notifications';
import { ApiError } from '../../../lib/api-error';
import { useMarkAllNotificationsSeen } from '../api/mark-all-notifications-seen';
import { useMarkNotificationSeen } from '../api/mark-notification-seen';
import { useSeedTestNotifications } from '../api/seed-test-notifications';
import { NotificationItem } from './notification-item';
import { notify, pendingToast, settleToast } from '../../../lib/toast';

const reason = (error: unknown) => (error instanceof ApiError ? error.message : error instanceof Error ? error.message : '');

/** The bell's panel: the list (at most 400 px high), 'Mark all as read' and 'Test Notifications'. */
export function NotificationPanel(props: { items: Notification[] | undefined; loading: boolean; failed: boolean; unread: number }) {
  const markOne = useMarkNotificationSeen();
  const markAll = useMarkAllNotificationsSeen();
  const seed = useSeedTestNotifications();
  // Relative times move on while the panel stays open.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const onMarkOne = (id: string) => markOne.mutate(id, { onSuccess: () => notify('green', MSG.notifications.marked), onError: () => notify('red', MSG.notifications.markFailed) });
  const onMarkAll = () => markAll.mutate(undefined, { onSuccess: ({ count }) => notify('green', markedAllMessage(count)), onError: () => notify('red', MSG.notifications.markAllFailed) });
  const onSeed = () => {
    const pending = pendingToast('blue', MSG.notifications.seeding);
    seed.mutate(undefined, {
      onSuccess: ({ count }) => settleToast(pending, 'green', seededMessage(count)),
      onError: (error) => settleToast(pending, 'red', `${MSG.notifications.seedFailed}: ${reason(error)}`),
    });
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" px="xs" pt="xs">
        <Text fw={700}>Notifications</Text>
        <Button size="compact-sm" variant="subtle" disabled={props.unread === 0} loading={markAll.isPending} onClick={onMarkAll}>
          Mark all as read
        </Button>
      </Group>
      <Divider />
      <ScrollArea.Autosize mah={LIMITS.notificationListMaxHeightPx} type="auto" data-testid="notification-list">
        {props.loading ? (
          <Center py="lg">
            <Loader size="sm" />
          </Center>
        ) : props.failed ? (
          <Text c="red" size="sm" ta="center" py="lg">
            {MSG.notifications.fetchFailed}
          </Text>
        ) : !props.items?.length ? (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            No notifications yet
          </Text>
        ) : (
          <Stack gap={4} px={4}>
            {props.items.map((n) => (
              <NotificationItem key={n._id} notification={n} now={now} marking={markOne.isPending && markOne.variables === n._id} onMarkRead={() => onMarkOne(n._id)} />
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
      <Divider />
      <Group justify="center" pb="xs">
        <Button size="compact-sm" variant="light" loading={seed.isPending} onClick={onSeed}>
          Test Notifications
        </Button>
      </Group>
    </Stack>
  );
}
