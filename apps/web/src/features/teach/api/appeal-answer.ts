import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CLASSES_KEY } from './get-classes';

export const appealAnswer = (answerId: string) => apiRequest<{ message: string }>(`/chat/answers/${encodeURIComponent(answerId)}/appeal`, { method: 'POST' });

export function useAppealAnswer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: appealAnswer, onSuccess: () => client.invalidateQueries({ queryKey: CLASSES_KEY }) });
}
