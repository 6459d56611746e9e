import { useQuery } from '@tanstack/react-query';
import type { ClassDetail } from '@booktutor/contracts/classes';
import { apiRequest } from '../../../lib/api-client';
import { CLASSES_KEY } from './get-classes';

export const getClass = (classId: string) => apiRequest<ClassDetail>(`/classes/${encodeURIComponent(classId)}`);

export const useClass = (classId: string | null) => useQuery({ queryKey: [...CLASSES_KEY, 'detail', classId], queryFn: () => getClass(classId!), enabled: Boolean(classId) });
