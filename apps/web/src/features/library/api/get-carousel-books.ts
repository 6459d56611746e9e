import { useQuery } from '@tanstack/react-query';
import type { PagedBooksResponse } from '@booktutor/contracts/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_KEY } from '../../../lib/query-keys';

/** The newest books of the user's publisher for the header carousel (one page, so it stays light). */
export const fetchCarouselBooks = () =>
  apiRequest<PagedBooksResponse>('/books/search-with-status', { query: { sortBy: 'createdAt', sortOrder: 'desc', limit: 20 } }).then((r) => r.data.books);

export function useCarouselBooks() {
  return useQuery({ queryKey: [...CATALOGUE_KEY, 'carousel'], queryFn: fetchCarouselBooks });
}
