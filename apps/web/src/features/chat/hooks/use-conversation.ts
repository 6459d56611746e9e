/**
 * One chapter's conversation on screen: loaded from history (or the welcome when there is
 * none), then grown by sends whose replies stream in. Also tracks the running test score.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ChatMessage, Citation, TestProgress } from '@booktutor/contracts/chat';
import { MSG } from '@booktutor/contracts/messages';
import { ApiError } from '../../../lib/api-error';
import { streamChatMessage } from '../api/stream-chat-message';
import { useChapterHistory } from '../api/get-chapter-history';

export interface UiMessage {
  key: string;
  role: ChatMessage['role'];
  content: string;
  citations: Citation[];
  isAudio?: boolean;
  /** An assistant reply still streaming in. */
  streaming?: boolean;
}

export const WELCOME_KEY = 'welcome';
export const welcomeText = (title: string) => `Welcome to the chapter "${title}"! Click the Start Test button below to begin, or ask me anything about this chapter.`;

/** A fresh client message id (getRandomValues works on plain-http origins too, randomUUID does not). */
const newId = () => `c_${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

export interface SendOutcome {
  ok: boolean;
  test?: TestProgress | undefined;
  error?: ApiError | undefined;
}

export function useConversation(chapterId: string | null, chapterTitle: string | undefined) {
  const history = useChapterHistory(chapterId);
  const [messages, setMessages] = useState<UiMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);

  // History arrives (or finally fails): show it, or the system welcome when there is none.
  useEffect(() => {
    if (!chapterId) {
      setLoadedFor(null);
      setMessages([]);
      return;
    }
    if (loadedFor === chapterId || history.isLoading || !chapterTitle) return;
    const rows = history.data ?? [];
    setLoadedFor(chapterId);
    setMessages(
      rows.length
        ? rows.map((m) => ({ key: m.messageId, role: m.role, content: m.content, citations: m.citations, isAudio: m.isAudio }))
        : [{ key: WELCOME_KEY, role: 'system', content: welcomeText(chapterTitle), citations: [] }],
    );
  }, [chapterId, chapterTitle, history.data, history.isLoading, loadedFor]);

  const patch = (key: string, change: Partial<UiMessage>) => setMessages((list) => list.map((m) => (m.key === key ? { ...m, ...change } : m)));

  /** Adds the user's message and streams the reply under it. Never throws. */
  const send = useCallback(
    async (text: string, options: { isAudio?: boolean; replaceKey?: string } = {}): Promise<SendOutcome> => {
      if (!chapterId) return { ok: false };
      const clientMessageId = newId();
      const replyKey = `${clientMessageId}:reply`;
      setBusy(true);
      setMessages((list) => {
        const user: UiMessage = { key: clientMessageId, role: 'user', content: text, citations: [], ...(options.isAudio ? { isAudio: true } : {}) };
        const withUser = options.replaceKey ? list.map((m) => (m.key === options.replaceKey ? user : m)) : [...list, user];
        return [...withUser, { key: replyKey, role: 'assistant', content: '', citations: [], streaming: true }];
      });
      try {
        let streamed = '';
        const reply = await streamChatMessage(
          { message: text, chapterId, clientMessageId, ...(options.isAudio ? { isAudio: true } : {}) },
          {
            onDelta: (piece) => {
              streamed += piece;
              patch(replyKey, { content: streamed });
            },
          },
        );
        patch(replyKey, { content: reply.response, citations: reply.citations, streaming: false });
        return { ok: true, test: reply.test };
      } catch (error) {
        // The spec's send failure: an assistant message saying so (the student's message stays).
        patch(replyKey, { content: MSG.chat.sendFailed, streaming: false });
        return { ok: false, error: error instanceof ApiError ? error : undefined };
      } finally {
        setBusy(false);
      }
    },
    [chapterId],
  );

  /** Voice messages: a placeholder first, later replaced by the transcript or a failure. */
  const addPlaceholder = useCallback((content: string, role: UiMessage['role'] = 'user') => {
    const key = newId();
    setMessages((list) => [...list, { key, role, content, citations: [], isAudio: true }]);
    return key;
  }, []);
  const replaceMessage = useCallback((key: string, change: Partial<UiMessage>) => patch(key, change), []);
  const addSystemMessage = useCallback((content: string) => {
    setMessages((list) => [...list, { key: newId(), role: 'system', content, citations: [] }]);
  }, []);

  const loading = !!chapterId && (history.isLoading || loadedFor !== chapterId);
  const onlyWelcome = messages.length === 1 && messages[0]!.role === 'system';
  return { messages, busy, loading, onlyWelcome, send, addPlaceholder, replaceMessage, addSystemMessage };
}
