import { useQuery } from '@tanstack/react-query';
import type { Book } from '@booktutor/contracts/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { CLASSES_KEY } from './get-classes';

/** The books of the teacher's publisher, to choose a class's books from. */
export const getPublisherBooks = () => apiRequest<Book[]>('/books');

export const usePublisherBooks = (enabled: boolean) => useQuery({ queryKey: [...CLASSES_KEY, 'publisher-books'], queryFn: getPublisherBooks, enabled });
