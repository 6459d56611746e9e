import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddBookBody, Book } from '@booktutor/contracts/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_KEY } from '../../../lib/query-keys';

export const addBook = (body: AddBookBody) => apiRequest<{ message: string; book: Book }>('/admins/add-book', { method: 'POST', body, auth: 'admin' });

export function useAddBook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addBook, onSuccess: () => queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY }) });
}
