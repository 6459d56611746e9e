import { useQuery } from '@tanstack/react-query';
import type { Notification } from '@booktutor/contracts/notifications';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** 404 means there is none (spec section 7): that is an answer, not a failure. */
export async function getFirstUnseen(): Promise<Notification | null> {
  try {
    return await apiRequest<Notification>('/notifications/first-unseen');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Asked once, when the page opens: its own key root keeps list refreshes (new or seeded
 * notifications) from asking again, since those arrive as toasts instead of a popup.
 */
export const useFirstUnseen = (enabled: boolean) => useQuery({ queryKey: ['first-unseen-notification'], queryFn: getFirstUnseen, enabled, staleTime: Infinity, gcTime: Infinity });
