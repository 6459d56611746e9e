import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { OtpDelivery } from './otp-delivery';

export const resendSignupOtp = (email: string) => apiRequest<OtpDelivery>('/users/resend-otp', { method: 'POST', body: { email }, auth: 'public' });

export const useResendSignupOtp = () => useMutation({ mutationFn: resendSignupOtp });
