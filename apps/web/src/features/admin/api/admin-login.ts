import { useMutation } from '@tanstack/react-query';
import type { adminLoginResponse } from '@booktutor/contracts/admins';
import { apiRequest } from '../../../lib/api-client';

export type AdminLoginAnswer = Partial<ReturnType<typeof adminLoginResponse.parse>>;

/** The caller checks the answer: no token is an invalid response, status Pending blocks. */
export const adminLogin = (input: { email: string; password: string }) => apiRequest<AdminLoginAnswer>('/admins/login', { method: 'POST', body: input, auth: 'public' });

export const useAdminLogin = () => useMutation({ mutationFn: adminLogin });
