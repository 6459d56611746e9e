import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Chapter } from '@booktutor/contracts/catalogue';
import { CHAT_LIBRARY_KEY } from '../../../lib/query-keys';
import { bookChaptersQuery } from '../../../lib/catalogue/get-book-chapters';
import { subscriptionsQuery } from '../../../lib/catalogue/get-subscriptions';

export interface LibraryBook {
  bookId: string;
  title: string;
  chapters: Array<Pick<Chapter, '_id' | 'title' | 'description' | 'totalQuestions'>>;
}

/** How long the sidebar's copies serve the picker too (invalidation still re-reads). */
const SHARED_MS = 10_000;

/**
 * The subscribed books with their chapters, for the chapter picker. Subscriptions and chapters
 * come through the shared query cache: on /chat the library sidebar asks for the same at the
 * same moment, and the two share one request each instead of making two.
 */
export async function fetchLibraryChapters(queryClient: QueryClient): Promise<LibraryBook[]> {
  const subscriptions = await queryClient.fetchQuery({ ...subscriptionsQuery, staleTime: SHARED_MS });
  return Promise.all(subscriptions.map(async (s) => ({ bookId: s.bookId, title: s.bookTitle, chapters: await queryClient.fetchQuery({ ...bookChaptersQuery(s.bookId), staleTime: SHARED_MS }) })));
}

export function useLibraryChapters(enabled: boolean) {
  const queryClient = useQueryClient();
  // The picker re-reads whenever it shows (through cache entries at most SHARED_MS old): chapters change on the admin screens.
  return useQuery({ queryKey: CHAT_LIBRARY_KEY, queryFn: () => fetchLibraryChapters(queryClient), enabled, staleTime: 0 });
}
