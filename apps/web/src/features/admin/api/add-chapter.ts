import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddChapterInput, Chapter } from '@booktutor/contracts/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_KEY } from '../../../lib/query-keys';

/** 53-bit string hash (cyrb53): enough to tell apart different saves of one processed text. */
function hash53(text: string) {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The same save sent again (a retry after a time-out, a second click) carries the same
 * Idempotency-Key, so the server answers the chapter it already added instead of adding it
 * twice. The key is the processed text's id plus a hash of the whole request, so any edit
 * makes a new request.
 */
export const addChapterIdempotencyKey = (body: AddChapterInput) => `${body.vectorStoreId}.${hash53(JSON.stringify(body))}`;

/** Saves the chapter with the review table's questions exactly as the admin left them. */
export const addChapter = (body: AddChapterInput) =>
  apiRequest<{ message: string; chapter: Chapter }>('/admins/add-chapter', { method: 'POST', body, auth: 'admin', headers: { 'idempotency-key': addChapterIdempotencyKey(body) } });

export function useAddChapter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addChapter, onSuccess: () => queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY }) });
}
