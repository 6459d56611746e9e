import { Box, Burger, Group, Text } from '@mantine/core';
import { ThemeToggle } from '../../../components/theme-toggle';
import { BookCarousel } from '../../library/components/book-carousel';
import { NotificationBell } from '../../notifications/components/notification-bell';

/** Logo, the 'Educational Resources' carousel (desktop only), the notification bell and the theme toggle. */
export function ChatHeader({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  return (
    <Group h="100%" px="md" gap="md" wrap="nowrap">
      <Burger opened={navOpened} onClick={onToggleNav} hiddenFrom="sm" size="sm" aria-label="Toggle library" />
      <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
        <img src="/logo.svg" alt="BookTutor" width={34} height={34} />
        <Text fw={700} size="lg" visibleFrom="xs">
          BookTutor
        </Text>
      </Group>
      <Box style={{ flex: 1, minWidth: 0 }} visibleFrom="md">
        <BookCarousel />
      </Box>
      <Box style={{ flex: 1 }} hiddenFrom="md" />
      <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
        <NotificationBell />
        <ThemeToggle />
      </Group>
    </Group>
  );
}
