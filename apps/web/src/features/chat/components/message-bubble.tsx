import { Alert, Box, Group, Paper, Text } from '@mantine/core';
import { IconAlertTriangle, IconMicrophone, IconRobot, IconSparkles } from '@tabler/icons-react';
import { AppealButton } from '../../teach/components/appeal-button';
import { WELCOME_KEY, type UiMessage } from '../hooks/use-conversation';
import { CitationList } from './citation-list';
import { LazyMarkdownMessage } from './lazy-markdown-message';
import { ReadAloudButton } from './read-aloud-button';
import classes from './chat.module.css';

export function MessageBubble({ message }: { message: UiMessage }) {
  if (message.role === 'system') {
    // The welcome is an invitation; other system messages are warnings.
    const welcome = message.key === WELCOME_KEY;
    return (
      <Alert className={classes.system} color={welcome ? 'blue' : 'yellow'} variant="light" icon={welcome ? <IconSparkles size={18} /> : <IconAlertTriangle size={18} />} data-role="system">
        <Text size="sm">{message.content}</Text>
      </Alert>
    );
  }
  if (message.role === 'user') {
    return (
      <Group justify="flex-end" data-role="user">
        <Paper className={classes.userBubble} radius="lg" px="md" py={8}>
          {message.isAudio && (
            <Group gap={4} mb={2} c="blue.1">
              <IconMicrophone size={14} />
              <Text size="xs">Voice message</Text>
            </Group>
          )}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {message.content}
          </Text>
        </Paper>
      </Group>
    );
  }
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap" data-role="assistant" aria-busy={message.streaming ? true : undefined}>
      <Box className={classes.avatar}>
        <IconRobot size={18} />
      </Box>
      <Paper className={classes.assistantBubble} radius="lg" px="md" py={8} withBorder>
        <LazyMarkdownMessage content={message.content} />
        {!message.streaming && <CitationList citations={message.citations} />}
        {!message.streaming && message.content && (
          <Group justify="flex-end" mt={2}>
            <ReadAloudButton text={message.content} />
          </Group>
        )}
        {!message.streaming && <AppealButton messageKey={message.key} />}
      </Paper>
    </Group>
  );
}
