import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_KEY, CHAT_LIBRARY_KEY } from '../../../lib/query-keys';

export const subscribeBook = (bookId: string) => apiRequest<{ message: string }>('/subscriptions', { method: 'POST', body: { bookId } });

export function useSubscribeBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeBook,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });
      await queryClient.invalidateQueries({ queryKey: CHAT_LIBRARY_KEY });
    },
  });
}
