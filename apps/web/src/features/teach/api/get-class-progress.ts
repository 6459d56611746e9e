import { useQuery } from '@tanstack/react-query';
import type { ClassProgress } from '@booktutor/contracts/classes';
import { apiRequest } from '../../../lib/api-client';
import { CLASSES_KEY } from './get-classes';

export const getClassProgress = (classId: string) => apiRequest<ClassProgress>(`/classes/${encodeURIComponent(classId)}/progress`);

export const useClassProgress = (classId: string) => useQuery({ queryKey: [...CLASSES_KEY, 'progress', classId], queryFn: () => getClassProgress(classId) });
