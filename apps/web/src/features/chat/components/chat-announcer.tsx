import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '@mantine/core';
import type { TestProgress } from '@booktutor/contracts/chat';
import type { UiMessage } from '../hooks/use-conversation';

/**
 * What a screen reader hears without moving focus: each tutor reply once it has finished
 * arriving, and the running score when it changes. Replies already there when the chapter
 * opens (its history) are not read again.
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
    const last = fresh.at(-1);
    if (last) setReply(`Tutor: ${last.content}`);
  }, [messages, loading]);

  const s = test?.score;
  const scoreText = s ? `Score ${s.earnedMarks} of ${s.totalMarks} marks, ${s.percentage}%, ${s.answeredQuestions} of ${s.totalQuestions} questions answered.` : '';
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
