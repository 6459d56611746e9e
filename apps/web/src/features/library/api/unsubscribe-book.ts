import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_KEY, CHAT_LIBRARY_KEY } from '../../../lib/query-keys';

export const unsubscribeFromLibrary = (bookId: string) =>
  apiRequest<{ message: string }>(`/subscriptions/unsubscribe-book/${bookId}`, { method: 'DELETE' });

export function useUnsubscribeFromLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeFromLibrary,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });
      await queryClient.invalidateQueries({ queryKey: CHAT_LIBRARY_KEY });
    },
  });
}
