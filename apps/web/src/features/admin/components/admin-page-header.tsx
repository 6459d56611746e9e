import type { ReactNode } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBooks } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AdminTopBar } from './admin-top-bar';

/** The admin content screens' header: Back (to the dashboard) and View Collections, then the title. */
export function AdminPageHeader({ title, subtitle, showCollectionsLink = true, backLabel = 'Back' }: { title: string; subtitle?: ReactNode; showCollectionsLink?: boolean; backLabel?: string }) {
  return (
    <>
      <AdminTopBar>
        <Group gap="xs">
          <Button component={Link} to="/admin/dashboard" variant="default" leftSection={<IconArrowLeft size={16} />}>
            {backLabel}
          </Button>
          {showCollectionsLink && (
            <Button component={Link} to="/admin/collections" variant="light" leftSection={<IconBooks size={16} />}>
              View Collections
            </Button>
          )}
        </Group>
      </AdminTopBar>
      <Container size="lg" pt="xl" pb="md">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            {title}
          </Title>
          {subtitle && <Text c="dimmed">{subtitle}</Text>}
        </Stack>
      </Container>
    </>
  );
}
