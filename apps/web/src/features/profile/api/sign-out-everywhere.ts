import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clearUserSession } from '../../../lib/session';

/** Ends every session of the account on the server (every device, this one too), then forgets this one. */
export async function signOutEverywhere() {
  const answer = await apiRequest<{ message: string }>('/users/sign-out-everywhere', { method: 'POST' });
  clearUserSession();
  return answer;
}

export const useSignOutEverywhere = () => useMutation({ mutationFn: signOutEverywhere });
