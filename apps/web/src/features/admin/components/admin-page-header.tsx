import type { ReactNode } from 'react';
import { Badge, Box, Button, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBooks } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The admin content screens' header: Back (to the dashboard) and View Collections, then the title. */
export function AdminPageHeader({ title, subtitle, showCollectionsLink = true, backLabel = 'Back' }: { title: string; subtitle?: ReactNode; showCollectionsLink?: boolean; backLabel?: string }) {
  return (
    <>
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg">
          <Group justify="space-between">
            <Group gap="sm">
              <Image src="/logo.svg" alt="" w={30} h={30} />
              <Text fw={800} fz={18}>
                Book<Text span inherit c="blue.6">Tutor</Text>
              </Text>
              <Badge variant="light">Admin</Badge>
            </Group>
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
          </Group>
        </Container>
      </Box>
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
