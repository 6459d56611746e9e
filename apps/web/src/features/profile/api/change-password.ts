import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@booktutor/contracts/profile';
import { apiRequest } from '../../../lib/api-client';
import { reconnectRealtime } from '../../../lib/realtime-socket';
import { LOCAL } from '../../../lib/storage-keys';

/**
 * A password change ends every session of the account (the server's rule), this one included:
 * the answer's new session replaces the stored tokens so this browser stays signed in, and its
 * live updates connect again on it.
 */
export async function changePassword(body: ChangePasswordBody) {
  const answer = await apiRequest<{ message: string; token: string; refreshToken: string }>('/users/change-password', { method: 'POST', body });
  if (answer.token) localStorage.setItem(LOCAL.token, answer.token);
  if (answer.refreshToken) localStorage.setItem(LOCAL.refreshToken, answer.refreshToken);
  reconnectRealtime();
  return answer;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
