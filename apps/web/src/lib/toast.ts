import { notifications, notificationsStore } from '@mantine/notifications';
import { LIMITS } from '@booktutor/contracts/limits';

type ToastColor = 'green' | 'blue' | 'red';

/** A transient message in the corner, gone after the spec's 3 s (LIMITS.toastMs): collections, chat, delete. */
export const toast = (color: ToastColor, message: string) => notifications.show({ color, message, autoClose: LIMITS.toastMs });

/** A general notification toast, optionally titled, gone after the spec's 5 s (LIMITS.notificationToastMs). */
export const notify = (color: ToastColor, message: string, title?: string) => notifications.show({ color, message, title, autoClose: LIMITS.notificationToastMs });

/** A toast for something under way ("Adding test notifications..."): it stays until settleToast gives its outcome. */
export const pendingToast = (color: ToastColor, message: string) => notifications.show({ color, message, loading: true, autoClose: false });

/** Turns a pending toast into its outcome, in place; if it is gone meanwhile (closed, or dropped past the limit), shows the outcome anew. */
export function settleToast(id: string, color: ToastColor, message: string) {
  const { notifications: shown, queue } = notificationsStore.getState();
  if ([...shown, ...queue].some((n) => n.id === id)) notifications.update({ id, color, message, loading: false, autoClose: LIMITS.notificationToastMs });
  else notify(color, message);
}

/** Marks controls toasts must never cover (the chat's composer, a drawer's buttons, a book card's Remove): app/use-toast-clearance.ts. */
export const KEEP_TOASTS_CLEAR = { 'data-keeps-toasts-clear': '' } as const;
