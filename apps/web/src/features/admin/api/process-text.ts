import { useMutation } from '@tanstack/react-query';
import type { ProcessTextResponse } from '@booktutor/contracts/catalogue';
import { apiRequest } from '../../../lib/api-client';

/** Runs the tutor engine on the raw text (nothing is stored); admin calls use the long admin timeout. */
export const processText = (body: { rawText: string; subject: string; title?: string; grade?: string }) =>
  apiRequest<ProcessTextResponse>('/admins/process-text-batch', { method: 'POST', body, auth: 'admin' });

export const useProcessText = () => useMutation({ mutationFn: processText });
