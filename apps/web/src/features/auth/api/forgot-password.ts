import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { OtpDelivery } from './otp-delivery';

export const forgotPassword = (email: string) => apiRequest<OtpDelivery>('/users/forgot-password', { method: 'POST', body: { email }, auth: 'public' });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
