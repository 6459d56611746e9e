import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription } from '@booktutor/contracts/catalogue';
import { apiRequest } from '../api-client';
import { CATALOGUE_KEY } from '../query-keys';

/** The user's subscribed books; a failed fetch shows an empty library (spec section 8). */
export const fetchSubscriptions = () => apiRequest<Subscription[]>('/subscriptions');

/**
 * One cache entry for every screen part that needs the subscriptions (the library sidebar,
 * the chat's chapter picker), so /chat asks for them once. Subscribing and unsubscribing
 * invalidate CATALOGUE_KEY, which re-reads them.
 */
export const subscriptionsQuery = queryOptions({ queryKey: [...CATALOGUE_KEY, 'subscriptions'], queryFn: fetchSubscriptions });

export function useSubscriptions() {
  return useQuery(subscriptionsQuery);
}
