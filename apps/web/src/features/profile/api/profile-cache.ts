import type { QueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@booktutor/contracts/profile';
import { LOCAL } from '../../../lib/storage-keys';
import { meKey } from './get-me';

/** A profile change answers with the new profile (and a token carrying grade and publisher). */
export function storeProfile(client: QueryClient, answer: { user: UserProfile; token?: string }) {
  client.setQueryData(meKey, answer.user);
  if (answer.token) localStorage.setItem(LOCAL.token, answer.token);
  localStorage.setItem(LOCAL.userGrade, answer.user.grade);
  localStorage.setItem(LOCAL.userPublisher, answer.user.publisher);
}
