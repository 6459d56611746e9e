import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_KEY } from '../../../lib/query-keys';

/** The chapters dialog's admin-only delete: sent with the admin token. */
export const deleteChapterAsAdmin = (chapterId: string) =>
  apiRequest<{ message: string }>(`/admins/chapters/${chapterId}`, { method: 'DELETE', auth: 'admin' });

export function useDeleteChapterAsAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChapterAsAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY }),
  });
}
