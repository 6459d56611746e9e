import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** 200 = free, 409 = taken (the caller reads the status from the ApiError). */
export const checkUsername = (username: string) => apiRequest<{ message: string }>('/users/check-username', { method: 'POST', body: { username }, auth: 'public' });

export const useCheckUsername = () => useMutation({ mutationFn: checkUsername });
