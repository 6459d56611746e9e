import { Box, Burger, Group, Text } from '@mantine/core';
import { BookCarousel, NotificationBell, Slot } from './optional-slots';

/** Logo, the 'Educational Resources' carousel (desktop only) and the notification bell. */
export function ChatHeader({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav(): void }) {
  return (
    <Group h="100%" px="md" gap="md" wrap="nowrap">
      <Burger opened={navOpened} onClick={onToggleNav} hiddenFrom="sm" size="sm" aria-label="Toggle library" />
      <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
        <img src="/logo.svg" alt="BookTutor" width={34} height={34} />
        <Text fw={700} size="lg" visibleFrom="xs">
          BookTutor
        </Text>
      </Group>
      <Box style={{ flex: 1, minWidth: 0 }} visibleFrom="md" data-slot="book-carousel">
        {BookCarousel && (
          <Slot name="book-carousel">
            <BookCarousel />
          </Slot>
        )}
      </Box>
      <Box style={{ flex: 1 }} hiddenFrom="md" />
      {/* Slot: the notifications feature's bell (features/notifications/components/notification-bell.tsx). */}
      <Box data-slot="notification-bell" style={{ flex: 'none' }}>
        {NotificationBell && (
          <Slot name="notification-bell">
            <NotificationBell />
          </Slot>
        )}
      </Box>
    </Group>
  );
}
