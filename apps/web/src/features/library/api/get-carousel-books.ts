import { useInfiniteQuery } from '@tanstack/react-query';
import type { PagedBooksResponse } from '@booktutor/contracts/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_KEY } from '../../../lib/query-keys';

/** Books per carousel page: one page is what the strip shows at a time. */
export const CAROUSEL_PAGE_SIZE = 20;

/** One page of the newest books of the user's publisher, after the previous page's keyset cursor. */
export const fetchCarouselPage = (after: string | undefined) =>
  apiRequest<PagedBooksResponse>('/books/search-with-status', { query: { sortBy: 'createdAt', sortOrder: 'desc', limit: CAROUSEL_PAGE_SIZE, ...(after ? { after } : {}) } });

/**
 * Every book of the publisher for the header carousel, a page at a time: the first load asks
 * for the first page only; later pages are asked for when the carousel moves on to them.
 */
export function useCarouselBooks() {
  return useInfiniteQuery({
    queryKey: [...CATALOGUE_KEY, 'carousel'],
    queryFn: ({ pageParam }) => fetchCarouselPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.pagination.hasNext ? last.pagination.nextCursor : undefined),
  });
}
