import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@booktutor/contracts/profile';
import { apiRequest } from '../../../lib/api-client';
import { storeProfile } from './profile-cache';
import type { EmailCodeSent } from './email-change';

export interface ProfileDetails {
  fullname: string;
  email: string;
  phone: string;
  grade: string;
  publisher: string;
}

export const updateProfile = (details: ProfileDetails) =>
  apiRequest<{ message: string; user: UserProfile; token?: string; emailChange?: EmailCodeSent }>('/users/profile', { method: 'PUT', body: details });

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (answer) => storeProfile(client, answer) });
}
