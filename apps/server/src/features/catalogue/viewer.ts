/**
 * Who is asking. Book and chapter lists serve both clients: the admin client calls them
 * with its admin token (spec section 7), students with theirs. Publisher scoping uses the
 * publisher stored on the user now, not the one in an older token.
 */
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/errors';
import { bearerToken } from '../../plugins/auth';
import { findUserPublisher } from './repository';

export type Viewer = { kind: 'admin'; id: string } | { kind: 'user'; id: string; publisher: string };

export async function identifyViewer(deps: Deps, request: FastifyRequest): Promise<Viewer> {
  const token = bearerToken(request);
  try {
    const claims = await deps.tokens.verify('user', token);
    return { kind: 'user', id: claims.sub, publisher: await publisherOf(deps, claims.sub) };
  } catch (error) {
    // A token for another audience: it may be an admin's.
    if (!(error instanceof AppError) || error.code !== 'forbidden') throw error;
  }
  const claims = await deps.tokens.verify('admin', token);
  return { kind: 'admin', id: claims.sub };
}

/** The signed-in user's publisher; a deleted account's token no longer works. */
export async function publisherOf(deps: Deps, userId: string): Promise<string> {
  const publisher = await findUserPublisher(deps.db, { userId });
  if (publisher === undefined) throw new AppError('invalid_token');
  return publisher;
}
