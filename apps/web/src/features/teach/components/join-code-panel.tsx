/** The class's join code, large enough to read from a board, with copy and regenerate. */
import { ActionIcon, Button, CopyButton, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { errorText } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useRegenerateJoinCode } from '../api/regenerate-join-code';

export function JoinCodePanel({ classId, joinCode }: { classId: string; joinCode: string }) {
  const regenerate = useRegenerateJoinCode();
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        Join code: students enter it under &quot;Join a class&quot; in their profile
      </Text>
      <Group gap="xs" mt={4} wrap="wrap">
        <Text ff="monospace" fz={28} fw={700} lts={4} data-testid="join-code">
          {joinCode}
        </Text>
        <CopyButton value={joinCode}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy'}>
              <ActionIcon variant="light" onClick={copy} aria-label="Copy join code">
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconRefresh size={14} />}
          loading={regenerate.isPending}
          onClick={() => regenerate.mutate(classId, { onSuccess: (r) => toast('green', r.message), onError: (error) => toast('red', errorText(error)) })}
        >
          New code
        </Button>
      </Group>
    </Paper>
  );
}
