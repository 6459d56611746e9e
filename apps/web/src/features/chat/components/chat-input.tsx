import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ActionIcon, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { MSG } from '@booktutor/contracts/messages';
import { useChatDraft } from '../hooks/use-chat-draft';
import classes from './chat-composer.module.css';
import { KEEP_TOASTS_CLEAR } from '../../../lib/toast';

/**
 * 'Ask about this chapter...': Enter sends, Shift+Enter adds a line; disabled while empty or
 * waiting. The text is the chapter's draft (kept across reloads); a send that fails puts it
 * back in the field unless something new was typed meanwhile.
 */
export function ChatInput({
  chapterId,
  busy,
  recording,
  onSend,
  voice,
}: {
  chapterId: string | null;
  busy: boolean;
  recording: boolean;
  onSend: (text: string) => Promise<boolean> | void;
  voice?: ReactNode;
}) {
  const [text, setText] = useChatDraft(chapterId);
  const latest = useRef(text);
  // Read after an awaited send: has anything been typed meanwhile?
  useLayoutEffect(() => {
    latest.current = text;
  });
  const canSend = !busy && !recording && text.trim().length > 0;
  const submit = async () => {
    if (!canSend) return;
    const sent = text.trim();
    setText('');
    if ((await onSend(sent)) === false && !latest.current) setText(sent);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  return (
    <div className={classes.composer} {...KEEP_TOASTS_CLEAR}>
      <Textarea
        className={classes.field}
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
        data-testid="chat-input"
      />
      <div className={classes.actions}>
        {voice}
        <ActionIcon className={classes.send} size={36} radius="md" variant="filled" aria-label="Send" title="Send" disabled={!canSend} onClick={() => void submit()}>
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </div>
    </div>
  );
}
