import { useEffect } from 'react';
import { Notifications, notificationsStore, updateNotificationsState, useNotifications } from '@mantine/notifications';
import { LIMITS } from '@booktutor/contracts/limits';
import classes from './toaster.module.css';
import { useToastClearance } from './use-toast-clearance';

/** At most three toasts at once: more than that hid the notification panel's buttons. */
export const MAX_TOASTS = 3;

type Toast = ReturnType<typeof useNotifications>['notifications'][number] & { __sequence?: number };

/**
 * The toasts' container (spec: bottom-right, 5 s for general notifications), loaded with the
 * first toast. Newest first: each toast takes its arrival order as priority, which Mantine sorts
 * by; the oldest beyond three are dropped rather than queued to reappear later. It sits below the
 * popovers (z-index 300), so a toast never covers the notification panel. It stands above any
 * band of controls marked to be kept clear (use-toast-clearance.ts), on every screen.
 */
export default function Toaster() {
  const state = useNotifications();
  useEffect(() => {
    const all = [...state.notifications, ...state.queue] as Toast[];
    if (all.length <= MAX_TOASTS && all.every((t) => t.priority !== undefined)) return;
    updateNotificationsState(notificationsStore, (list) =>
      (list as Toast[])
        .sort((a, b) => (b.__sequence ?? 0) - (a.__sequence ?? 0))
        .slice(0, MAX_TOASTS)
        .map((t) => ({ ...t, priority: t.__sequence ?? 0 })),
    );
  }, [state]);
  useToastClearance(state.notifications.length > 0);
  return <Notifications className={classes.toasts} position="bottom-right" autoClose={LIMITS.notificationToastMs} limit={MAX_TOASTS} zIndex={250} />;
}
