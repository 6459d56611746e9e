import { useQuery } from '@tanstack/react-query';
import type { ChapterStatsResponse } from '@booktutor/contracts/chat';
import { apiRequest } from '../../../lib/api-client';
import { getUserId } from '../../../lib/session';

/** hasStats, the latest result, the chapter's titles and any test still running. */
export function fetchChapterStats(chapterId: string) {
  // The spec's client sends the user id as a header too; the server goes by the token.
  const userId = getUserId();
  return apiRequest<ChapterStatsResponse>(`/chat/chapter-stats/${chapterId}`, userId ? { headers: { 'x-user-id': userId } } : {});
}

export const chapterStatsKey = (chapterId: string) => ['chat', 'stats', chapterId] as const;

export function useChapterStats(chapterId: string | null) {
  return useQuery({ queryKey: chapterStatsKey(chapterId ?? ''), queryFn: () => fetchChapterStats(chapterId!), enabled: !!chapterId, staleTime: 0 });
}
