import { useCallback, useEffect, useState } from 'react';
import { CHAT_DRAFT_PREFIX } from '../../../lib/storage-keys';

const keyFor = (chapterId: string | null) => `${CHAT_DRAFT_PREFIX}${chapterId ?? 'none'}`;

function read(chapterId: string | null) {
  try {
    return sessionStorage.getItem(keyFor(chapterId)) ?? '';
  } catch {
    return '';
  }
}

function write(chapterId: string | null, text: string) {
  try {
    if (text) sessionStorage.setItem(keyFor(chapterId), text);
    else sessionStorage.removeItem(keyFor(chapterId));
  } catch {
    // Storage full or blocked: the draft lives in memory only.
  }
}

/**
 * The message being typed, kept per chapter in this tab's session storage, so nothing typed is
 * lost to a reload, a sign-in after an expired session, or a failed send.
 */
export function useChatDraft(chapterId: string | null) {
  const [text, setTextState] = useState(() => read(chapterId));
  useEffect(() => setTextState(read(chapterId)), [chapterId]);
  const setText = useCallback(
    (next: string) => {
      setTextState(next);
      write(chapterId, next);
    },
    [chapterId],
  );
  return [text, setText] as const;
}
