import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddChapterInput, Chapter } from '@booktutor/contracts/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_KEY } from '../../../lib/query-keys';

/** Saves the chapter with the review table's questions exactly as the admin left them. */
export const addChapter = (body: AddChapterInput) =>
  apiRequest<{ message: string; chapter: Chapter }>('/admins/add-chapter', { method: 'POST', body, auth: 'admin' });

export function useAddChapter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addChapter, onSuccess: () => queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY }) });
}
