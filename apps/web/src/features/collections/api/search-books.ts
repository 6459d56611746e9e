import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PagedBooksResponse, SearchWithStatusQuery } from '@booktutor/contracts/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_KEY } from '../../../lib/query-keys';
import { LOCAL } from '../../../lib/storage-keys';

export type SearchParams = Partial<SearchWithStatusQuery>;

/** All Books: the catalogue with subscription status. The user's publisher goes along (spec section 6). */
export const searchBooks = (params: SearchParams) =>
  apiRequest<PagedBooksResponse>('/books/search-with-status', { query: { publisher: localStorage.getItem(LOCAL.userPublisher) ?? undefined, ...params } });

export function useSearchBooks(params: SearchParams, enabled: boolean) {
  return useQuery({ queryKey: [...CATALOGUE_KEY, 'search-with-status', params], queryFn: () => searchBooks(params), enabled, placeholderData: keepPreviousData });
}
