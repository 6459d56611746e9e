/**
 * Who is asking. Book and chapter lists serve both clients: the admin client calls them
 * with its admin token (spec section 7), students with theirs. Publisher scoping uses the
 * publisher stored on the user now, not the one in an older token.
 */
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { readerPublisher } from '../access/access-policy';

export type Viewer = { kind: 'admin'; id: string } | { kind: 'user'; id: string; publisher: string };

/** The viewer the route's requireUserOrAdmin hook found. */
export async function identifyViewer(deps: Deps, request: FastifyRequest): Promise<Viewer> {
  if (request.admin) return { kind: 'admin', id: request.admin.id };
  const user = currentUser(request);
  return { kind: 'user', id: user.id, publisher: await publisherOf(deps, user.id) };
}

/** The signed-in user's publisher, as the access policy reads it (features/access). */
export const publisherOf = (deps: Deps, userId: string): Promise<string> => readerPublisher(deps, userId);
