import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** A guarded page whose screen is still being built (each names its issue). */
export function ComingSoon({ title, back = '/' }: { title: string; back?: string }) {
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" maw={480}>
        <Stack>
          <Title order={2}>{title}</Title>
          <Text c="dimmed">This screen is being built.</Text>
          <Button component={Link} to={back} variant="light">
            Back
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
