/**
 * The one access policy for "may this user read this book or chapter", used by the catalogue,
 * subscriptions, chat and voice (the catalogue's paged search applies the same rule inside its SQL).
 *
 * - A user reads the books, and the chapters of the books, of their own publisher; admins read all.
 * - "Their own publisher" is the one stored on the account *now*, read from the database on every
 *   check and never from the token: after a profile change the old publisher's chapters are closed
 *   and the new one's open at once, not at the next sign-in.
 * - "Not yours" answers exactly like "missing": 404 with the resource's not-found message. The
 *   specification treats a 404 on chapters as "none", and whether another publisher has a chapter is
 *   not the student's business. (403 stays for a principal of the wrong kind or another user's data.)
 */
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../lib/errors';
import { findUserPublisher } from './repository';

/** The publisher a user reads from now; a deleted account's token no longer works. */
export async function readerPublisher(deps: Deps, userId: string): Promise<string> {
  const publisher = await findUserPublisher(deps.db, { userId });
  if (publisher === undefined) throw new AppError('invalid_token');
  return publisher;
}

export function mayRead(publisher: string, item: { publisher: string }): boolean {
  return item.publisher === publisher;
}

/** The book or chapter (carrying its book's publisher) when the user may read it; else the 404. */
export function readableOr404<T extends { publisher: string }>(publisher: string, item: T | undefined, notFoundMessage: string): T {
  if (!item || !mayRead(publisher, item)) throw notFound(notFoundMessage);
  return item;
}

/** The same check from a user id: reads their current publisher first. */
export async function assertUserMayRead<T extends { publisher: string }>(deps: Deps, userId: string, item: T | undefined, notFoundMessage: string): Promise<T> {
  return readableOr404(await readerPublisher(deps, userId), item, notFoundMessage);
}
