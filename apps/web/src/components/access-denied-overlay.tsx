import { useEffect } from 'react';
import { Center, Image, Loader, Overlay, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { LIMITS } from '@booktutor/contracts/limits';
import { MSG } from '@booktutor/contracts/messages';

interface AccessDeniedOverlayProps {
  /** Where the already signed-in visitor belongs. */
  to: string;
  /** Why they are sent there, e.g. 'You are already signed in.' */
  reason: string;
}

/** Covers a sign-in screen for someone already signed in, then moves them on after 2 s. */
export function AccessDeniedOverlay({ to, reason }: AccessDeniedOverlayProps) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(to, { replace: true }), LIMITS.redirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [navigate, to]);

  return (
    <Overlay fixed blur={6} backgroundOpacity={0.45} zIndex={400}>
      <Center h="100%" p="md">
        <Paper role="alertdialog" aria-labelledby="access-denied-title" withBorder radius="lg" p="xl" maw={380} shadow="xl">
          <Stack align="center" gap="sm" ta="center">
            <Image src="/logo.svg" alt="" w={40} h={40} />
            <Title id="access-denied-title" order={2} fz={22}>
              Access Denied
            </Title>
            <Text c="dimmed" fz="sm">
              {MSG.auth.accessDenied} {reason}
            </Text>
            <Loader size="sm" type="dots" />
          </Stack>
        </Paper>
      </Center>
    </Overlay>
  );
}
