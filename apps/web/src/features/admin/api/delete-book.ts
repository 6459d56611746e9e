import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_KEY } from '../../../lib/query-keys';

export const deleteBook = (bookId: string) => apiRequest<{ message: string }>(`/admins/books/${bookId}`, { method: 'DELETE', auth: 'admin' });

export function useDeleteBook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBook, onSettled: () => queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY }) });
}
