/** The notification outbox's SQL: enqueue in the event's transaction, claim, fan out in batches. */
import { and, asc, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notificationOutbox } from '../../db/schema';
import { rowsOf } from '../../db/rows';

export type OutboxRow = typeof notificationOutbox.$inferSelect;

export async function insertOutboxNotification(db: Database, entry: { bookId: string; kind: string; title: string; message: string; createdAt: Date }) {
  const [row] = await db.insert(notificationOutbox).values(entry).returning({ id: notificationOutbox.id });
  return row!;
}

/**
 * The oldest pending entry, locked for this transaction. SKIP LOCKED: a node never waits for
 * an entry another node is working on; it takes the next one or none.
 */
export async function claimPendingOutbox(db: Database): Promise<OutboxRow | undefined> {
  const [row] = await db
    .select()
    .from(notificationOutbox)
    .where(isNull(notificationOutbox.doneAt))
    .orderBy(asc(notificationOutbox.createdAt), asc(notificationOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/**
 * Copies the entry to the next `limit` subscribers after the cursor, in one INSERT ... SELECT
 * (a fixed handful of parameters whatever the batch size). Returns those subscribers' ids in
 * order. The primary key (user, id) turns a duplicate into an error, never a second row.
 */
export async function insertNotificationBatch(db: Database, { entry, limit }: { entry: OutboxRow; limit: number }) {
  const after = entry.cursorUserId ? sql`and s.user_id > ${entry.cursorUserId}::uuid` : sql``;
  const result = await db.execute(sql`
    with batch as (
      select s.user_id from subscriptions s
      where s.book_id = ${entry.bookId}::uuid ${after}
      order by s.user_id
      limit ${limit}
    ), inserted as (
      insert into notifications (id, user_id, kind, title, message, created_at)
      select ${entry.id}::uuid, b.user_id, ${entry.kind}, ${entry.title}, ${entry.message}, ${entry.createdAt.toISOString()}::timestamptz
      from batch b
    )
    select user_id from batch order by user_id`);
  // node-postgres and PGlite both answer { rows }; Drizzle's shared type does not say so.
  return rowsOf<{ user_id: string }>(result).map((r) => r.user_id);
}

/** Moves the cursor past the batch just inserted (same transaction); a short batch ends the entry. */
export async function advanceOutbox(db: Database, { id, lastUserId, count, done, at }: { id: string; lastUserId: string | undefined; count: number; done: boolean; at: Date }) {
  await db
    .update(notificationOutbox)
    .set({ ...(lastUserId ? { cursorUserId: lastUserId } : {}), delivered: sql`${notificationOutbox.delivered} + ${count}`, ...(done ? { doneAt: at } : {}) })
    .where(and(sql`${notificationOutbox.id} = ${id}`));
}

export async function countPendingOutbox(db: Database) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notificationOutbox)
    .where(isNull(notificationOutbox.doneAt));
  return row?.n ?? 0;
}
