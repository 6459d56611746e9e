import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CLASSES_KEY } from './get-classes';

export const regenerateJoinCode = (classId: string) => apiRequest<{ message: string; joinCode: string }>(`/classes/${encodeURIComponent(classId)}/join-code`, { method: 'POST' });

export function useRegenerateJoinCode() {
  const client = useQueryClient();
  return useMutation({ mutationFn: regenerateJoinCode, onSuccess: () => client.invalidateQueries({ queryKey: CLASSES_KEY }) });
}
