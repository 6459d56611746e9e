import { useQuery } from '@tanstack/react-query';
import type { Chapter } from '@booktutor/contracts/catalogue';
import { ApiError } from '../../../lib/api-error';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_KEY } from '../../../lib/query-keys';

/** A subscribed book's chapters, loaded when it is expanded. 404 means none; other failures too. */
export async function fetchLibraryBookChapters(bookId: string): Promise<Chapter[]> {
  try {
    return await apiRequest<Chapter[]>(`/books/${bookId}/chapters`, { keepSessionOn401: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export function useLibraryBookChapters(bookId: string, enabled: boolean) {
  return useQuery({ queryKey: [...CATALOGUE_KEY, 'chapters', bookId], queryFn: () => fetchLibraryBookChapters(bookId), enabled });
}
