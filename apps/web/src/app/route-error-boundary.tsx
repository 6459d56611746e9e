import { useEffect } from 'react';
import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate, useRouteError } from 'react-router';
import { MSG } from '@booktutor/contracts/messages';
import { isUnreachableError, reportUnreachable } from '../lib/connection-status';

/**
 * What a screen shows when it fails to render or its code cannot be loaded (the server went
 * away between two screens): the product's own page instead of React Router's developer page,
 * with a retry (a reload, which also fetches the screen's code again) and a way back to a
 * screen that works ('/' goes to /chat or /login).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const unreachable = isUnreachableError(error);
  useEffect(() => {
    console.error(error);
    if (unreachable) reportUnreachable();
  }, [error, unreachable]);

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={460} w="100%" role="alert">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="orange">
            <IconAlertTriangle size={30} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            Something went wrong
          </Title>
          <Text c="dimmed">{unreachable ? MSG.generic.noResponse : 'This screen could not be shown. Try again, or go back to a screen that works.'}</Text>
          <Group justify="center">
            <Button onClick={() => window.location.reload()}>Try again</Button>
            <Button variant="default" onClick={() => void navigate('/', { replace: true })}>
              Back to safety
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
