import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PagedBooksResponse, UserCollectionQuery } from '@booktutor/contracts/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_KEY } from '../../../lib/query-keys';

export type CollectionParams = Partial<UserCollectionQuery>;

/** My Collection: the subscribed books with progress, one page. */
export const fetchUserCollection = (params: CollectionParams) => apiRequest<PagedBooksResponse>('/books/user-collection', { query: params });

export function useUserCollection(params: CollectionParams, enabled: boolean) {
  return useQuery({ queryKey: [...CATALOGUE_KEY, 'user-collection', params], queryFn: () => fetchUserCollection(params), enabled, placeholderData: keepPreviousData });
}
