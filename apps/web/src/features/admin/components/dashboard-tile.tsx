import type { ReactNode } from 'react';
import { Badge, Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './dashboard-tile.module.css';

interface DashboardTileProps {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
  color: string;
  /** A count shown on the tile (pending admins), when known. */
  badge?: number | undefined;
}

export function DashboardTile({ to, title, description, icon, color, badge }: DashboardTileProps) {
  return (
    <Card component={Link} to={to} withBorder radius="lg" padding="xl" className={classes.tile}>
      <Group justify="space-between" align="flex-start">
        <ThemeIcon size={52} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        {badge !== undefined && (
          <Badge size="lg" circle={badge < 10} color={badge > 0 ? 'red' : 'gray'} data-testid="tile-count" aria-label={`${badge} waiting`}>
            {badge}
          </Badge>
        )}
      </Group>
      <Group justify="space-between" mt="lg" wrap="nowrap">
        <Text fw={700} fz="lg">
          {title}
        </Text>
        <IconChevronRight size={18} className={classes.chevron} aria-hidden />
      </Group>
      <Text c="dimmed" fz="sm" mt={4}>
        {description}
      </Text>
    </Card>
  );
}
