import { useQuery } from '@tanstack/react-query';
import type { Subscription } from '@booktutor/contracts/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_KEY } from '../../../lib/query-keys';

/** The user's subscribed books; a failed fetch shows an empty library (spec section 8). */
export const fetchSubscriptions = () => apiRequest<Subscription[]>('/subscriptions');

export function useSubscriptions() {
  return useQuery({ queryKey: [...CATALOGUE_KEY, 'subscriptions'], queryFn: fetchSubscriptions });
}
