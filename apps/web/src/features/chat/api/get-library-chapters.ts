import { useQuery } from '@tanstack/react-query';
import type { Chapter } from '@booktutor/contracts/catalogue';
import { CHAT_LIBRARY_KEY } from '../../../lib/query-keys';
import { fetchBookChapters } from '../../collections/api/get-book-chapters';
import { fetchSubscriptions } from '../../library/api/get-subscriptions';

export interface LibraryBook {
  bookId: string;
  title: string;
  chapters: Array<Pick<Chapter, '_id' | 'title' | 'description' | 'totalQuestions'>>;
}

/** The subscribed books with their chapters, for the chapter picker. */
export async function fetchLibraryChapters(): Promise<LibraryBook[]> {
  const subscriptions = await fetchSubscriptions();
  return Promise.all(
    subscriptions.map(async (s) => ({ bookId: s.bookId, title: s.bookTitle, chapters: await fetchBookChapters(s.bookId) })),
  );
}

export function useLibraryChapters(enabled: boolean) {
  // Subscriptions change on other screens: read them afresh whenever the picker shows.
  return useQuery({ queryKey: CHAT_LIBRARY_KEY, queryFn: fetchLibraryChapters, enabled, staleTime: 0 });
}
