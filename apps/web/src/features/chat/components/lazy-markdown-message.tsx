import { lazy, Suspense } from 'react';
import { Text } from '@mantine/core';

/**
 * The markdown renderer (react-markdown, GFM, KaTeX: about three quarters of the chat's code)
 * loads with the first tutor reply, not with the chat page; until it arrives the reply shows
 * as plain text, so nothing waits on it.
 */
const MarkdownMessage = lazy(async () => ({ default: (await import('./markdown-message')).MarkdownMessage }));

export function LazyMarkdownMessage({ content }: { content: string }) {
  return (
    <Suspense
      fallback={
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {content}
        </Text>
      }
    >
      <MarkdownMessage content={content} />
    </Suspense>
  );
}
