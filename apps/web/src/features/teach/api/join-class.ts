import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinedClass } from '@booktutor/contracts/classes';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_KEY } from '../../../lib/query-keys';
import { CLASSES_KEY } from './get-classes';

export const joinClass = (joinCode: string) => apiRequest<{ message: string; class: JoinedClass }>('/classes/join', { method: 'POST', body: { joinCode } });

export function useJoinClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: joinClass,
    // Joining subscribes the student to the class's books: the library changes too.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: CLASSES_KEY }), client.invalidateQueries({ queryKey: CATALOGUE_KEY })]),
  });
}
