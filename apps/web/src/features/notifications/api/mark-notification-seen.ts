import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@booktutor/contracts/notifications';
import { apiRequest } from '../../../lib/api-client';
import { markSeenInCache } from './notifications-query';

export const markNotificationSeen = (id: string) => apiRequest<{ message: string; notification: Notification }>(`/notifications/${encodeURIComponent(id)}/seen`, { method: 'PUT' });

export function useMarkNotificationSeen() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markNotificationSeen, onSuccess: (_data, id) => markSeenInCache(client, [id]) });
}
