import { useQuery } from '@tanstack/react-query';
import type { Chapter, Subscription } from '@booktutor/contracts/catalogue';
import { ApiError } from '../../../lib/api-error';
import { apiRequest } from '../../../lib/api-client';

export interface LibraryBook {
  bookId: string;
  title: string;
  chapters: Array<Pick<Chapter, '_id' | 'title' | 'description' | 'totalQuestions'>>;
}

async function chaptersOf(bookId: string) {
  try {
    // A 401 here must not sign the student out (spec: book chapters).
    return await apiRequest<Chapter[]>(`/books/${bookId}/chapters`, { keepSessionOn401: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return []; // 404 means no chapters
    throw error;
  }
}

/** The subscribed books with their chapters, for the chapter picker. */
export async function fetchLibraryChapters(): Promise<LibraryBook[]> {
  const subscriptions = await apiRequest<Subscription[]>('/subscriptions');
  return Promise.all(
    subscriptions.map(async (s) => ({ bookId: s.bookId, title: s.bookTitle, chapters: await chaptersOf(s.bookId) })),
  );
}

export const libraryChaptersKey = ['chat', 'library-chapters'] as const;

export function useLibraryChapters(enabled: boolean) {
  // Subscriptions change on other screens: read them afresh whenever the picker shows.
  return useQuery({ queryKey: libraryChaptersKey, queryFn: fetchLibraryChapters, enabled, staleTime: 0 });
}
