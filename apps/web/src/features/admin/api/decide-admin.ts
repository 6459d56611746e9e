import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PENDING_ADMINS_KEY } from './get-pending-admins';

export type AdminDecision = 'approve' | 'reject';

export const decideAdmin = ({ adminId, decision }: { adminId: string; decision: AdminDecision }) =>
  apiRequest<{ message: string }>(`/admins/${encodeURIComponent(adminId)}/${decision}`, { method: 'POST', auth: 'admin' });

export function useDecideAdmin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideAdmin, onSettled: () => queryClient.invalidateQueries({ queryKey: PENDING_ADMINS_KEY }) });
}
