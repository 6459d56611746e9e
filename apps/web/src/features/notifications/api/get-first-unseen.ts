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

export const useFirstUnseen = (enabled: boolean) =>
  useQuery({ queryKey: ['notifications', 'first-unseen'], queryFn: getFirstUnseen, enabled, staleTime: Infinity });
