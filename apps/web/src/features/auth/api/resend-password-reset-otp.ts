import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { OtpDelivery } from './otp-delivery';

export const resendPasswordResetOtp = (email: string) => apiRequest<OtpDelivery>('/users/resend-password-reset-otp', { method: 'POST', body: { email }, auth: 'public' });

export const useResendPasswordResetOtp = () => useMutation({ mutationFn: resendPasswordResetOtp });
