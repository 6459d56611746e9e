import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailChanges, users } from '../../db/schema';

export type EmailChangeRow = typeof emailChanges.$inferSelect;

export async function findEmailChange(db: Database, { userId }: { userId: string }) {
  const [row] = await db.select().from(emailChanges).where(eq(emailChanges.userId, userId));
  return row;
}

/** One change in flight per user: a new address replaces the previous one and its code. */
export async function upsertEmailChange(db: Database, row: typeof emailChanges.$inferInsert) {
  const values = { ...row, otpWrongTries: 0 };
  await db.insert(emailChanges).values(values).onConflictDoUpdate({ target: emailChanges.userId, set: values });
}

export async function countWrongEmailChangeOtp(db: Database, { userId }: { userId: string }) {
  await db
    .update(emailChanges)
    .set({ otpWrongTries: sql`${emailChanges.otpWrongTries} + 1` })
    .where(eq(emailChanges.userId, userId));
}

export async function deleteEmailChange(db: Database, { userId }: { userId: string }) {
  await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
}

export async function setVerifiedEmail(db: Database, { userId, email, now }: { userId: string; email: string; now: Date }) {
  const [row] = await db.update(users).set({ email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId)).returning();
  return row;
}
