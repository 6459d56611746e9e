import type { ReactNode } from 'react';
import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './dashboard-tile.module.css';

interface DashboardTileProps {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
  color: string;
}

export function DashboardTile({ to, title, description, icon, color }: DashboardTileProps) {
  return (
    <Card component={Link} to={to} withBorder radius="lg" padding="xl" className={classes.tile}>
      <ThemeIcon size={52} radius="md" variant="light" color={color}>
        {icon}
      </ThemeIcon>
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
