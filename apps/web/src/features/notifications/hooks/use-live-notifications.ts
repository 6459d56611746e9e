import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@booktutor/contracts/notifications';
import { useRealtimeEvent } from '../../../lib/realtime-socket';
import { addToCache, notificationsKey } from '../api/notifications-query';
import { notify } from '../../../lib/toast';

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
    if (arrived.length === 1) notify('blue', first.message, first.title);
    else notify('blue', arrived.map((n) => n.title).join(' · '), `${arrived.length} new notifications`);
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
