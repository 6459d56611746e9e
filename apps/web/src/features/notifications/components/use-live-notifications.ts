import { useQueryClient } from '@tanstack/react-query';
import { notifications as toasts } from '@mantine/notifications';
import type { Notification } from '@booktutor/contracts/notifications';
import { useRealtimeEvent } from '../../../lib/realtime-socket';
import { addToCache, notificationsKey } from '../api/notifications-query';

/** New notifications arrive over the socket: into the list (badge updates) and as a toast. */
export function useLiveNotifications() {
  const client = useQueryClient();
  useRealtimeEvent(
    'notification:new',
    (notification: Notification) => {
      addToCache(client, notification);
      toasts.show({ title: notification.title, message: notification.message, color: 'blue' });
    },
    () => void client.invalidateQueries({ queryKey: notificationsKey }),
  );
}
