import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { CATALOGUE_KEY, CHAT_LIBRARY_KEY } from '../query-keys';

export const unsubscribeBook = (bookId: string) => apiRequest<{ message: string }>(`/subscriptions/unsubscribe-book/${bookId}`, { method: 'DELETE' });

export function useUnsubscribeBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeBook,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });
      await queryClient.invalidateQueries({ queryKey: CHAT_LIBRARY_KEY });
    },
  });
}
