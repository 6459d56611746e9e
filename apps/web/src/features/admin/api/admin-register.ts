import { useMutation } from '@tanstack/react-query';
import type { AdminRegisterBody, adminRegisterResponse } from '@booktutor/contracts/admins';
import { apiRequest } from '../../../lib/api-client';

export type AdminRegisterAnswer = ReturnType<typeof adminRegisterResponse.parse>;

export const adminRegister = (body: AdminRegisterBody) => apiRequest<AdminRegisterAnswer>('/admins/register', { method: 'POST', body, auth: 'public' });

export const useAdminRegister = () => useMutation({ mutationFn: adminRegister });
