import type { QueryClient } from '@tanstack/react-query';
import type { Notification } from '@booktutor/contracts/notifications';

/** The one cache entry every notification call reads and updates. */
export const notificationsKey = ['notifications'] as const;

export const unreadCount = (items: Notification[] | undefined) => Math.max(0, (items ?? []).filter((n) => n.seen_status === 'no').length);

/** Puts a notification that arrived live at the top, once. */
export function addToCache(client: QueryClient, notification: Notification) {
  client.setQueryData<Notification[]>(notificationsKey, (items) => (items?.some((n) => n._id === notification._id) ? items : [notification, ...(items ?? [])]));
}

export function markSeenInCache(client: QueryClient, ids: 'all' | string[]) {
  client.setQueryData<Notification[]>(notificationsKey, (items) => items?.map((n) => (ids === 'all' || ids.includes(n._id) ? { ...n, seen_status: 'yes' } : n)));
}
