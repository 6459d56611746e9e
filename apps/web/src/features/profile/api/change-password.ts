import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@booktutor/contracts/profile';
import { apiRequest } from '../../../lib/api-client';

export const changePassword = (body: ChangePasswordBody) =>
  apiRequest<{ message: string }>('/users/change-password', { method: 'POST', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
