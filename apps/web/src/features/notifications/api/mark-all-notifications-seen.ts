import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { markSeenInCache } from './notifications-query';

export const markAllNotificationsSeen = () => apiRequest<{ message: string; count: number }>('/notifications/mark-all-seen', { method: 'PUT' });

export function useMarkAllNotificationsSeen() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markAllNotificationsSeen, onSuccess: () => markSeenInCache(client, 'all') });
}
