import { useQuery } from '@tanstack/react-query';
import type { ReviewQueue } from '@booktutor/contracts/reviews';
import { apiRequest } from '../../../lib/api-client';
import { CLASSES_KEY } from './get-classes';

export const getReviewQueue = (classId: string) => apiRequest<ReviewQueue>(`/classes/${encodeURIComponent(classId)}/review`);

export const useReviewQueue = (classId: string) => useQuery({ queryKey: [...CLASSES_KEY, 'review', classId], queryFn: () => getReviewQueue(classId) });
