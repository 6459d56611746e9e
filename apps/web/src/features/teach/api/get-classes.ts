import { useQuery } from '@tanstack/react-query';
import type { ClassListResponse } from '@booktutor/contracts/classes';
import { apiRequest } from '../../../lib/api-client';

/** Root of every class query: a change to one class refreshes the lists and views built on it. */
export const CLASSES_KEY = ['classes'] as const;

export const getClasses = () => apiRequest<ClassListResponse>('/classes');

export const useClasses = () => useQuery({ queryKey: [...CLASSES_KEY, 'list'], queryFn: getClasses });
