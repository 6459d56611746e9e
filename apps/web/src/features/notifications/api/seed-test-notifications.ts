import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationsKey } from './notifications-query';

/** An empty body: the server adds its default of 4. */
export const seedTestNotifications = () => apiRequest<{ message: string; count: number }>('/notifications/seed-test', { method: 'POST' });

export function useSeedTestNotifications() {
  const client = useQueryClient();
  return useMutation({ mutationFn: seedTestNotifications, onSuccess: () => client.invalidateQueries({ queryKey: notificationsKey }) });
}
