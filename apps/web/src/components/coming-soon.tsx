import type { ReactNode } from 'react';
import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** A guarded page whose screen is still being built (each names its issue). */
export function ComingSoon({ title, back = '/', actions }: { title: string; back?: string; actions?: ReactNode }) {
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" maw={480}>
        <Stack>
          <Title order={2}>{title}</Title>
          <Text c="dimmed">This screen is being built.</Text>
          <Group>
            <Button component={Link} to={back} variant="light">
              Back
            </Button>
            {actions}
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
