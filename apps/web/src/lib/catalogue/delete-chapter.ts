import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { CATALOGUE_KEY } from '../query-keys';

export const deleteChapter = (chapterId: string) => apiRequest<{ message: string }>(`/admins/chapters/${chapterId}`, { method: 'DELETE', auth: 'admin' });

export function useDeleteChapter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteChapter, onSettled: () => queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY }) });
}
