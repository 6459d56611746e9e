import { useEffect, useRef } from 'react';
import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { MSG } from '@booktutor/contracts/messages';
import type { UiMessage } from '../hooks/use-conversation';
import { MessageBubble } from './message-bubble';

function Thinking() {
  return (
    <Group gap="xs" pl={40} data-testid="thinking">
      <Loader type="dots" size="sm" />
      <Text size="sm" c="dimmed">
        {MSG.chat.thinking}
      </Text>
    </Group>
  );
}

export function MessageList({ messages, loading, showStartTest, busy, onStartTest }: { messages: UiMessage[]; loading: boolean; showStartTest: boolean; busy: boolean; onStartTest: () => void }) {
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, last?.content]);

  if (loading) {
    return (
      <Center py="xl">
        <Loader size="sm" />
        <Text ml="sm" size="sm" c="dimmed">
          Loading the conversation...
        </Text>
      </Center>
    );
  }
  return (
    <Stack gap="md" py="md" data-testid="messages">
      {messages.map((m) => (m.streaming && !m.content ? <Thinking key={m.key} /> : <MessageBubble key={m.key} message={m} />))}
      {showStartTest && (
        <Center>
          <Button size="md" radius="xl" leftSection={<IconPlayerPlay size={18} />} onClick={onStartTest} disabled={busy}>
            Start Test
          </Button>
        </Center>
      )}
      <div ref={end} />
    </Stack>
  );
}
