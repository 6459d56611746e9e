import { useQuery } from '@tanstack/react-query';
import type { StatisticsResponse } from '@booktutor/contracts/profile';
import { apiRequest } from '../../../lib/api-client';

export const statisticsKey = (userId: string) => ['users', 'statistics', userId] as const;
export const getStatistics = (userId: string) => apiRequest<StatisticsResponse>(`/users/statistics/${encodeURIComponent(userId)}`);

export const useStatistics = (userId: string | null) => useQuery({ queryKey: statisticsKey(userId ?? ''), queryFn: () => getStatistics(userId!), enabled: Boolean(userId) });
