import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewBody, ReviewResult } from '@booktutor/contracts/reviews';
import { apiRequest } from '../../../lib/api-client';
import { errorText } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { CLASSES_KEY } from './get-classes';

export const reviewAnswer = ({ answerId, ...body }: ReviewBody & { answerId: string }) => apiRequest<ReviewResult>(`/reviews/${encodeURIComponent(answerId)}`, { method: 'POST', body });

/**
 * The toasts are the hook's, not the card's: a decision takes the answer off the queue, so the
 * card that sent it unmounts while the queue refetches, and a per-call callback would never run.
 */
export function useReviewAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewAnswer,
    onSuccess: (result) => {
      toast('green', result.message);
      // The queue, the progress table and the item statistics all change with a decision.
      return client.invalidateQueries({ queryKey: CLASSES_KEY });
    },
    onError: (error) => toast('red', errorText(error)),
  });
}
