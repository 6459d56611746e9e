import { useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@booktutor/contracts/profile';
import { apiRequest } from '../../../lib/api-client';

export const meKey = ['users', 'me'] as const;
export const getMe = () => apiRequest<UserProfile>('/users/me');
export const useMe = () => useQuery({ queryKey: meKey, queryFn: getMe });
