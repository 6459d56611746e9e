import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/**
 * A native `title` rather than Mantine's Tooltip: the toggle is on every screen, and the
 * Tooltip's positioning library would add 15 KB to the first load for a hint.
 */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const next = scheme === 'light' ? 'dark' : 'light';
  return (
    <ActionIcon variant="default" size="lg" radius="xl" aria-label={`Switch to ${next} theme`} title={`Switch to ${next} theme`} data-testid="theme-toggle" onClick={() => setColorScheme(next)}>
      {scheme === 'light' ? <IconMoon size={18} aria-hidden /> : <IconSun size={18} aria-hidden />}
    </ActionIcon>
  );
}
