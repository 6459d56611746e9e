import { Box, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBell, IconBook, IconConfetti, IconInfoCircle, IconTrophy } from '@tabler/icons-react';
import type { Notification, NotificationKind } from '@booktutor/contracts/notifications';
import { relativeTime } from './relative-time';

const KIND_LOOK: Record<NotificationKind, { icon: typeof IconBell; color: string }> = {
  info: { icon: IconInfoCircle, color: 'blue' },
  welcome: { icon: IconConfetti, color: 'grape' },
  new_chapter: { icon: IconBook, color: 'teal' },
  test_result: { icon: IconTrophy, color: 'yellow' },
  test: { icon: IconBell, color: 'gray' },
};

export function NotificationItem(props: { notification: Notification; now: number; marking: boolean; onMarkRead: () => void }) {
  const { notification: n, now } = props;
  const unread = n.seen_status === 'no';
  const look = KIND_LOOK[n.kind] ?? KIND_LOOK.info;
  return (
    <Box
      data-testid="notification-item"
      data-unread={unread}
      px="sm"
      py="xs"
      style={{ borderRadius: 'var(--mantine-radius-sm)', background: unread ? 'light-dark(var(--mantine-color-blue-0), var(--mantine-color-dark-5))' : undefined }}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon variant="light" color={look.color} radius="xl" size="md">
          <look.icon size={16} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={unread ? 700 : 500}>
            {n.title}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {n.message}
          </Text>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed" title={new Date(n.createdAt).toLocaleString()}>
              {relativeTime(n.createdAt, now)}
            </Text>
            {unread && (
              <Button size="compact-xs" variant="subtle" loading={props.marking} onClick={props.onMarkRead}>
                Mark as read
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Box>
  );
}
