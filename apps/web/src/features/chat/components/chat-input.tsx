import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { ActionIcon, Group, Textarea, Tooltip } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { MSG } from '@booktutor/contracts/messages';

/** 'Ask about this chapter...': Enter sends, Shift+Enter adds a line; disabled while empty or waiting. */
export function ChatInput({ busy, recording, onSend, voice }: { busy: boolean; recording: boolean; onSend(text: string): void; voice?: ReactNode }) {
  const [text, setText] = useState('');
  const canSend = !busy && !recording && text.trim().length > 0;
  const submit = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Textarea
        style={{ flex: 1 }}
        placeholder={MSG.chat.inputPlaceholder}
        aria-label={MSG.chat.inputPlaceholder}
        autosize
        minRows={1}
        maxRows={6}
        radius="md"
        value={text}
        disabled={recording}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      {voice}
      <Tooltip label="Send">
        <ActionIcon size={36} radius="md" variant="filled" aria-label="Send" disabled={!canSend} onClick={submit}>
          <IconSend size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
