import { useQuery } from '@tanstack/react-query';
import type { ChapterItems } from '@booktutor/contracts/classes';
import { apiRequest } from '../../../lib/api-client';
import { CLASSES_KEY } from './get-classes';

export const getChapterItems = (classId: string, chapterId: string) => apiRequest<ChapterItems>(`/classes/${encodeURIComponent(classId)}/chapters/${encodeURIComponent(chapterId)}/items`);

export const useChapterItems = (classId: string, chapterId: string | null) =>
  useQuery({ queryKey: [...CLASSES_KEY, 'items', classId, chapterId], queryFn: () => getChapterItems(classId, chapterId!), enabled: Boolean(chapterId) });
