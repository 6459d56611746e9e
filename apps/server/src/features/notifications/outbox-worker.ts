/**
 * Delivers the notification outbox. Every node runs one: it claims a pending entry with
 * FOR UPDATE SKIP LOCKED, copies it to the next batch of subscribers and moves the entry's
 * cursor in the same transaction, then pushes the batch to their sockets with one emit (one
 * notification id for all, so one payload). Several nodes share an entry batch by batch, and
 * a crash between batches loses nothing: the cursor says where the next node goes on.
 */
import type { Database } from '../../db/client';
import type { RealtimeEmitter } from '../../lib/realtime/hub';
import { describeError } from '../../lib/loggable-error';
import { presentFanOut } from './present';
import * as repo from './outbox-repository';

export interface OutboxWorkerContext {
  db: Database;
  realtime: RealtimeEmitter;
  now: () => Date;
  log: { error(details: object, message: string): void };
}

export interface NotificationOutbox {
  start(context: OutboxWorkerContext): void;
  /** Waits for the batch in hand, then stops polling. */
  stop(): Promise<void>;
  /** Work was just committed on this node: start now rather than at the next poll. */
  wake(): void;
  /** Delivers until no entry is pending on any node; returns the rows this call inserted. */
  drain(): Promise<number>;
}

export interface OutboxOptions {
  /** Subscribers per transaction and per socket emit. */
  batchSize?: number;
  /** How often an idle node looks for work another node committed. */
  pollIntervalMs?: number;
}

export const OUTBOX_BATCH_SIZE = 5000;
const POLL_INTERVAL_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createNotificationOutbox(options: OutboxOptions = {}): NotificationOutbox {
  const batchSize = options.batchSize ?? OUTBOX_BATCH_SIZE;
  const pollIntervalMs = options.pollIntervalMs ?? POLL_INTERVAL_MS;
  let context: OutboxWorkerContext | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let wokenWhileRunning = false;

  /** One batch: undefined when nothing was pending (or every pending entry is another node's). */
  async function deliverOneBatch(ctx: OutboxWorkerContext): Promise<number | undefined> {
    const batch = await ctx.db.transaction(async (tx) => {
      const entry = await repo.claimPendingOutbox(tx);
      if (!entry) return undefined;
      const userIds = await repo.insertNotificationBatch(tx, { entry, limit: batchSize });
      await repo.advanceOutbox(tx, { id: entry.id, lastUserId: userIds.at(-1), count: userIds.length, done: userIds.length < batchSize, at: ctx.now() });
      return { entry, userIds };
    });
    if (!batch) return undefined;
    // After the commit: a socket is told only about rows that exist.
    if (batch.userIds.length > 0) ctx.realtime.emitToUsers(batch.userIds, 'notification:new', presentFanOut(batch.entry));
    return batch.userIds.length;
  }

  async function loop() {
    while (!stopped && context) {
      let delivered: number | undefined;
      try {
        delivered = await deliverOneBatch(context);
      } catch (error) {
        context.log.error({ err: describeError(error) }, 'notification outbox batch failed');
        delivered = undefined;
      }
      if (delivered === undefined) return;
    }
  }

  function kick() {
    if (stopped) return;
    if (running) {
      wokenWhileRunning = true; // the loop may be past its last claim: go round once more
      return;
    }
    wokenWhileRunning = false;
    running = loop().finally(() => {
      running = undefined;
      if (wokenWhileRunning) kick();
      else schedule();
    });
  }

  function schedule() {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(kick, pollIntervalMs);
    timer.unref();
  }

  return {
    start(ctx) {
      context = ctx;
      stopped = false;
      kick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    wake: () => kick(),
    async drain() {
      const ctx = context;
      if (!ctx) throw new Error('the notification outbox is not started');
      let total = 0;
      for (;;) {
        const delivered = await deliverOneBatch(ctx);
        if (delivered !== undefined) {
          total += delivered;
          continue;
        }
        // Nothing this node could claim: done once no other node holds an entry either.
        if ((await repo.countPendingOutbox(ctx.db)) === 0) return total;
        await sleep(20);
      }
    },
  };
}
