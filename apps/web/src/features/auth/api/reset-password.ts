import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const resetPassword = (input: { email: string; otp: string; newPassword: string }) => apiRequest<{ message: string }>('/users/reset-password', { method: 'POST', body: input, auth: 'public' });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
