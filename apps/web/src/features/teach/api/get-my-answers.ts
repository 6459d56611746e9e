import { useQuery } from '@tanstack/react-query';
import type { MyAnswer } from '@booktutor/contracts/reviews';
import { apiRequest } from '../../../lib/api-client';
import { CLASSES_KEY } from './get-classes';

export const myAnswersKey = (chapterId: string) => [...CLASSES_KEY, 'my-answers', chapterId] as const;
export const getMyAnswers = (chapterId: string) => apiRequest<MyAnswer[]>(`/chat/chapter-answers/${encodeURIComponent(chapterId)}`);

/** Fetched again whenever a new reply's button mounts (staleTime 0), so a fresh answer is found. */
export const useMyAnswers = (chapterId: string | null) => useQuery({ queryKey: myAnswersKey(chapterId ?? ''), queryFn: () => getMyAnswers(chapterId!), enabled: Boolean(chapterId), staleTime: 0 });
