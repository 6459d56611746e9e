import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CLASSES_KEY } from './get-classes';

/** The teacher removes a student; a student passing their own id leaves the class. */
export const removeStudent = ({ classId, userId }: { classId: string; userId: string }) =>
  apiRequest<{ message: string }>(`/classes/${encodeURIComponent(classId)}/students/${encodeURIComponent(userId)}`, { method: 'DELETE' });

export function useRemoveStudent() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeStudent, onSuccess: () => client.invalidateQueries({ queryKey: CLASSES_KEY }) });
}
