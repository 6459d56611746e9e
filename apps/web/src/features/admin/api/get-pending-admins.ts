import { useQuery } from '@tanstack/react-query';
import type { PendingAdmin } from '@booktutor/contracts/admins';
import { apiRequest } from '../../../lib/api-client';

export const PENDING_ADMINS_KEY = ['admin', 'pending-admins'] as const;

/** Admins waiting for approval (approved admins only: the server answers 403 otherwise). */
export const fetchPendingAdmins = () => apiRequest<PendingAdmin[]>('/admins/pending', { auth: 'admin' });

export const usePendingAdmins = () => useQuery({ queryKey: PENDING_ADMINS_KEY, queryFn: fetchPendingAdmins });
