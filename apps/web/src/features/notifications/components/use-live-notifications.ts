import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notifications as toasts } from '@mantine/notifications';
import type { Notification } from '@booktutor/contracts/notifications';
import { useRealtimeEvent } from '../../../lib/realtime-socket';
import { addToCache, notificationsKey } from '../api/notifications-query';

/** Notifications arriving this close together (a batch of test notifications) make one toast. */
const BATCH_MS = 400;

/** New notifications arrive over the socket: into the list (badge updates) and as a toast. */
export function useLiveNotifications() {
  const client = useQueryClient();
  const batch = useRef<Notification[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const flush = () => {
    const arrived = batch.current.splice(0);
    const [first] = arrived;
    if (!first) return;
    if (arrived.length === 1) toasts.show({ title: first.title, message: first.message, color: 'blue' });
    else toasts.show({ title: `${arrived.length} new notifications`, message: arrived.map((n) => n.title).join(' · '), color: 'blue' });
  };

  useRealtimeEvent(
    'notification:new',
    (notification: Notification) => {
      addToCache(client, notification);
      batch.current.push(notification);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, BATCH_MS);
    },
    () => void client.invalidateQueries({ queryKey: notificationsKey }),
  );
}
