import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@booktutor/contracts/profile';
import { apiRequest } from '../../../lib/api-client';
import { storeProfile } from './profile-cache';

/** A code sent to the e-mail address waiting for confirmation (devOtp in development mode). */
export interface EmailCodeSent {
  pendingEmail: string;
  developmentMode: boolean;
  devOtp?: string;
  resendAfterSeconds: number;
}

export const resendEmailCode = () => apiRequest<EmailCodeSent & { message: string }>('/users/email/resend-code', { method: 'POST' });

export const verifyEmailCode = (otp: string) => apiRequest<{ message: string; user: UserProfile }>('/users/email/verify', { method: 'POST', body: { otp } });

export const useResendEmailCode = () => useMutation({ mutationFn: resendEmailCode });

export function useVerifyEmailCode() {
  const client = useQueryClient();
  return useMutation({ mutationFn: verifyEmailCode, onSuccess: (answer) => storeProfile(client, answer) });
}
