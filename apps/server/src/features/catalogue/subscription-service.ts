/** Subscribing builds a student's library; only books of their own publisher can be added. */
import { CATALOGUE_MSG } from '@booktutor/contracts/catalogue';
import { MSG } from '@booktutor/contracts/messages';
import type { Deps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import { presentSubscription } from './present';
import * as repo from './repository';
import { publisherOf } from './viewer';
import { readableOr404 } from '../access/access-policy';

export async function listSubscriptions(deps: Deps, userId: string) {
  const publisher = await publisherOf(deps, userId);
  return (await repo.listSubscriptions(deps.db, { userId, publisher })).map(presentSubscription);
}

export async function subscribe(deps: Deps, userId: string, bookId: string) {
  const publisher = await publisherOf(deps, userId);
  const book = await repo.findBookById(deps.db, { id: bookId });
  // Another publisher's book is reported exactly like a missing one (the access policy's 404).
  readableOr404(publisher, book, CATALOGUE_MSG.bookNotFound);
  const created = await repo.insertSubscription(deps.db, { userId, bookId });
  if (!created) throw conflict(MSG.collections.alreadySubscribedServer);
  return { message: MSG.collections.subscribed };
}

export async function unsubscribe(deps: Deps, userId: string, bookId: string) {
  const removed = await repo.deleteSubscription(deps.db, { userId, bookId });
  if (!removed) throw notFound(MSG.collections.notSubscribed);
  return { message: MSG.collections.unsubscribed };
}
