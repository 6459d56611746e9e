import type { ReactNode } from 'react';
import { Badge, Box, Container, Group, Image, Text } from '@mantine/core';

/** The admin screens' top bar: the BookTutor mark with an Admin badge, and the screen's own actions. */
export function AdminTopBar({ children }: { children: ReactNode }) {
  return (
    <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg">
        <Group justify="space-between">
          <Group gap="sm">
            <Image src="/logo.svg" alt="" w={32} h={32} />
            <Text fw={800} fz={19}>
              Book
              <Text span inherit c="blue.6">
                Tutor
              </Text>
            </Text>
            <Badge variant="light">Admin</Badge>
          </Group>
          {children}
        </Group>
      </Container>
    </Box>
  );
}
