import { useQuery } from '@tanstack/react-query';
import { CATALOGUE_KEY } from '../../../lib/query-keys';
import { fetchBookChapters } from '../../../lib/catalogue/get-book-chapters';

/** A book's chapters with the admin token (its own cache entry: the user's may differ). */
export function useAdminBookChapters(bookId: string | null) {
  return useQuery({ queryKey: [...CATALOGUE_KEY, 'admin-chapters', bookId], queryFn: () => fetchBookChapters(bookId!, 'admin'), enabled: Boolean(bookId) });
}
