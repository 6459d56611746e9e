import { apiRequest } from '../../../lib/api-client';

/** Uploads a cover image (multipart field coverImage); the server checks it by content. */
export const uploadBookCover = (file: File) => {
  const form = new FormData();
  form.append('coverImage', file);
  return apiRequest<{ imageUrl?: string }>('/admins/upload-book-cover', { method: 'POST', body: form, auth: 'admin' });
};
