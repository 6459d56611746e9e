import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@booktutor/contracts/profile';
import { apiRequest } from '../../../lib/api-client';
import { storeProfile } from './profile-cache';

export const deleteProfilePicture = () => apiRequest<{ message: string; user: UserProfile }>('/users/delete-profile-picture', { method: 'DELETE' });

export function useDeleteProfilePicture() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteProfilePicture, onSuccess: (answer) => storeProfile(client, answer) });
}
