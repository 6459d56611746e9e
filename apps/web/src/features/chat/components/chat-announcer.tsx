import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '@mantine/core';
import type { TestProgress } from '@booktutor/contracts/chat';
import type { UiMessage } from '../hooks/use-conversation';
import { scoreLine } from './score-line';

/**
 * What a screen reader hears without moving focus: that a tutor reply has finished arriving
 * (the reply itself is the last message of the list, one step away; repeating its whole text
 * here would read it twice), and the running score when it changes. Replies already there
 * when the chapter opens (its history) are not announced.
 */
export function ChatAnnouncer({ messages, loading, test }: { messages: UiMessage[]; loading: boolean; test: TestProgress | null }) {
  const [reply, setReply] = useState('');
  const [score, setScore] = useState('');
  const seen = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (loading) {
      seen.current = null;
      return;
    }
    const done = messages.filter((m) => m.role === 'assistant' && !m.streaming);
    if (!seen.current) {
      seen.current = new Set(done.map((m) => m.key));
      return;
    }
    const fresh = done.filter((m) => !seen.current!.has(m.key));
    fresh.forEach((m) => seen.current!.add(m.key));
    if (fresh.length) setReply(`The tutor replied (${done.length} ${done.length === 1 ? 'reply' : 'replies'} in this chapter).`);
  }, [messages, loading]);

  const s = test?.score;
  // As the running score reads it.
  const scoreText = s ? `Score ${scoreLine(s, test?.status === 'finished').replace('/', ' of ')}, ${s.answeredQuestions} of ${s.totalQuestions} questions answered.` : '';
  useEffect(() => setScore(scoreText), [scoreText]);

  return (
    <VisuallyHidden>
      <div aria-live="polite" data-testid="reply-announcer">
        {reply}
      </div>
      <div aria-live="polite" data-testid="score-announcer">
        {score}
      </div>
    </VisuallyHidden>
  );
}
