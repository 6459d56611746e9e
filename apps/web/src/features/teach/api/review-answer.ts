import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewBody, ReviewResult } from '@booktutor/contracts/reviews';
import { apiRequest } from '../../../lib/api-client';
import { CLASSES_KEY } from './get-classes';

export const reviewAnswer = ({ answerId, ...body }: ReviewBody & { answerId: string }) =>
  apiRequest<ReviewResult>(`/reviews/${encodeURIComponent(answerId)}`, { method: 'POST', body });

export function useReviewAnswer() {
  const client = useQueryClient();
  // The queue, the progress table and the item statistics all change with a decision.
  return useMutation({ mutationFn: reviewAnswer, onSuccess: () => client.invalidateQueries({ queryKey: CLASSES_KEY }) });
}
