/**
 * Covers are uploaded before the book that uses them is added (the admin form uploads first), so
 * an upload whose book was never added would stay forever. A sweep removes covers that no book
 * uses once they are a day old: long enough for any form to be finished. Deleting a book already
 * removes its cover when no other book uses it.
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { isCoverInUse } from './repository';

export const COVERS_FOLDER = 'covers';
export const UNUSED_COVER_AGE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Removes covers older than a day that no book uses; answers how many went. */
export async function removeUnusedCovers(deps: Deps): Promise<number> {
  const cutoff = deps.now().getTime() - UNUSED_COVER_AGE_MS;
  let removed = 0;
  for (const file of await deps.storage.list(COVERS_FOLDER)) {
    if (file.modifiedAt.getTime() > cutoff) continue;
    if (await isCoverInUse(deps.db, { coverUrl: file.publicPath })) continue;
    await deps.storage.remove(file.publicPath);
    removed += 1;
  }
  return removed;
}

/** Sweeps at start and every hour on each node (a sweep is idempotent, so nodes need no coordination). */
export function scheduleUnusedCoverSweep(app: FastifyInstance) {
  const sweep = () =>
    removeUnusedCovers(app.deps).then(
      (count) => count && app.log.info(`removed ${count} unused cover upload(s)`),
      (error: unknown) => app.log.warn({ err: error }, 'unused cover sweep failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
