import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotifications(db: Database, rows: NewNotification[]) {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).returning();
}

/** Newest first; ties (same instant) by id so the order is stable. */
export async function listNotificationsForUser(db: Database, { userId, limit }: { userId: string; limit: number }) {
  return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit);
}

/** The oldest notification the user has not seen yet. */
export async function findFirstUnseenNotification(db: Database, { userId }: { userId: string }) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.seen, false)))
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(1);
  return row;
}

/** Marks one of the user's own notifications seen; undefined when it is not theirs or absent. */
export async function markNotificationSeen(db: Database, { id, userId }: { id: string; userId: string }) {
  const [row] = await db
    .update(notifications)
    .set({ seen: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

/** Marks every unseen notification of the user seen; returns how many changed. */
export async function markAllNotificationsSeen(db: Database, { userId }: { userId: string }) {
  const rows = await db
    .update(notifications)
    .set({ seen: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.seen, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Keeps only the newest `keep` notifications of one kind for a user (test samples are bounded). */
export async function trimNotificationsOfKind(db: Database, { userId, kind, keep }: { userId: string; kind: string; keep: number }) {
  // Scoped by user_id on both sides: one chapter notification id is shared by all its recipients.
  await db.execute(sql`
    delete from notifications where user_id = ${userId} and id in (
      select id from notifications where user_id = ${userId} and kind = ${kind}
      order by created_at desc, id desc offset ${keep}
    )`);
}
