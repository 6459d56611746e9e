import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_PICTURE_FIELD, type UserProfile } from '@booktutor/contracts/profile';
import { apiRequest } from '../../../lib/api-client';
import { storeProfile } from './profile-cache';

export function uploadProfilePicture(file: File) {
  const form = new FormData();
  form.append(PROFILE_PICTURE_FIELD, file);
  return apiRequest<{ message: string; user: UserProfile }>('/users/upload-profile-picture', { method: 'POST', body: form });
}

export function useUploadProfilePicture() {
  const client = useQueryClient();
  return useMutation({ mutationFn: uploadProfilePicture, onSuccess: (answer) => storeProfile(client, answer) });
}
