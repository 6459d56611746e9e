import { useQuery } from '@tanstack/react-query';
import type { Chapter } from '@booktutor/contracts/catalogue';
import { ApiError } from '../../../lib/api-error';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_KEY } from '../../../lib/query-keys';

/** A book's chapters with the admin token; a 404 ('No chapters found for this book') is an empty list. */
export async function fetchAdminBookChapters(bookId: string): Promise<Chapter[]> {
  try {
    return await apiRequest<Chapter[]>(`/books/${bookId}/chapters`, { auth: 'admin' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export function useAdminBookChapters(bookId: string | null) {
  return useQuery({ queryKey: [...CATALOGUE_KEY, 'admin-chapters', bookId], queryFn: () => fetchAdminBookChapters(bookId!), enabled: Boolean(bookId) });
}
