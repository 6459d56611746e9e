import { notifications } from '@mantine/notifications';
import { LIMITS } from '@booktutor/contracts/limits';

type ToastColor = 'green' | 'blue' | 'red';

/** A transient message in the corner, gone after the spec's 3 s (LIMITS.toastMs): collections, chat, delete. */
export const toast = (color: ToastColor, message: string) => notifications.show({ color, message, autoClose: LIMITS.toastMs });

/** A general notification toast, optionally titled, gone after the spec's 5 s (LIMITS.notificationToastMs). */
export const notify = (color: ToastColor, message: string, title?: string) => notifications.show({ color, message, title, autoClose: LIMITS.notificationToastMs });

/** Turns a toast shown while something is under way ("Adding test notifications...") into its outcome, in place. */
export const settleToast = (id: string, color: ToastColor, message: string) => notifications.update({ id, color, message, loading: false, autoClose: LIMITS.notificationToastMs });

/** Marks a band of controls toasts must never cover (the chat's composer, a drawer's buttons): app/use-toast-clearance.ts. */
export const KEEP_TOASTS_CLEAR = { 'data-keeps-toasts-clear': '' } as const;
