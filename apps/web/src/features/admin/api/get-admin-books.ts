import { useQuery } from '@tanstack/react-query';
import type { Book } from '@booktutor/contracts/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_KEY } from '../../../lib/query-keys';

/** Every book of every publisher (admin). */
export const fetchAdminBooks = () => apiRequest<Book[]>('/admins/books', { auth: 'admin' });

export function useAdminBooks(enabled = true) {
  return useQuery({ queryKey: [...CATALOGUE_KEY, 'admin-books'], queryFn: fetchAdminBooks, enabled });
}
