import { notifications } from '@mantine/notifications';
import { LIMITS } from '@booktutor/contracts/limits';

/** A short message in the corner for the spec's display time (LIMITS.toastMs). */
export const toast = (color: 'green' | 'blue' | 'red', message: string) => notifications.show({ color, message, autoClose: LIMITS.toastMs });
