import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const verifySignupOtp = (input: { email: string; otp: string }) => apiRequest<{ message: string; userId: string }>('/users/verify-otp', { method: 'POST', body: input, auth: 'public' });

export const useVerifySignupOtp = () => useMutation({ mutationFn: verifySignupOtp });
