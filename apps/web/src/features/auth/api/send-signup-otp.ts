import { useMutation } from '@tanstack/react-query';
import type { SignupForm } from '@booktutor/contracts/users';
import { apiRequest } from '../../../lib/api-client';
import type { OtpDelivery } from './otp-delivery';

export const sendSignupOtp = (form: SignupForm) => apiRequest<OtpDelivery>('/users/send-otp', { method: 'POST', body: form, auth: 'public' });

export const useSendSignupOtp = () => useMutation({ mutationFn: sendSignupOtp });
