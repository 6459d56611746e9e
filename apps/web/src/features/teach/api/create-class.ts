import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateClassBody, TeacherClass } from '@booktutor/contracts/classes';
import { apiRequest } from '../../../lib/api-client';
import { CLASSES_KEY } from './get-classes';

export const createClass = (body: CreateClassBody) => apiRequest<{ message: string; class: TeacherClass }>('/classes', { method: 'POST', body });

export function useCreateClass() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createClass, onSuccess: () => client.invalidateQueries({ queryKey: CLASSES_KEY }) });
}
