import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Chapter } from '@booktutor/contracts/catalogue';
import { ApiError } from '../api-error';
import { apiRequest } from '../api-client';
import { CATALOGUE_KEY } from '../query-keys';

/**
 * A book's chapters; a 404 means none (the dialog shows 'No Chapters Available'). With the
 * admin token for the admin screens, whose 401 leads to admin sign-in as on every admin call.
 */
export async function fetchBookChapters(bookId: string, as: 'user' | 'admin' = 'user'): Promise<Chapter[]> {
  try {
    // A user's 401 on a book-chapters call must not sign them out (spec section 4).
    return await apiRequest<Chapter[]>(`/books/${bookId}/chapters`, as === 'admin' ? { auth: 'admin' } : { keepSessionOn401: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/** One cache entry per book, shared by the sidebar, the chapters dialog and the chat's picker. */
export const bookChaptersQuery = (bookId: string) => queryOptions({ queryKey: [...CATALOGUE_KEY, 'chapters', bookId], queryFn: () => fetchBookChapters(bookId) });

export function useBookChapters(bookId: string | null) {
  return useQuery({ ...bookChaptersQuery(bookId ?? ''), enabled: Boolean(bookId) });
}
