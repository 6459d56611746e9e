import { useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '@booktutor/contracts/chat';
import { LIMITS } from '@booktutor/contracts/limits';
import { apiRequest } from '../../../lib/api-client';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The student's messages about one chapter. The spec retries this 3 times, 1 s apart, on any
 * failure (on top of the client's own network retries); the caller shows the welcome when it
 * still fails or is empty.
 */
export async function fetchChapterHistory(chapterId: string, { retries = LIMITS.chatHistoryRetries, delayMs = LIMITS.chatHistoryRetryDelayMs } = {}): Promise<ChatMessage[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await apiRequest<ChatMessage[]>(`/chat/chapter-history/${chapterId}`);
    } catch (error) {
      if (attempt >= retries) throw error;
      await sleep(delayMs);
    }
  }
}

export const chapterHistoryKey = (chapterId: string) => ['chat', 'history', chapterId] as const;

export function useChapterHistory(chapterId: string | null) {
  return useQuery({
    queryKey: chapterHistoryKey(chapterId ?? ''),
    queryFn: () => fetchChapterHistory(chapterId!),
    enabled: !!chapterId,
    // The conversation lives in the page once loaded; a later visit reads it afresh.
    staleTime: Infinity,
    gcTime: 0,
  });
}
