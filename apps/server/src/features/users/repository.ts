import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResets, pendingSignups, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type PendingSignupRow = typeof pendingSignups.$inferSelect;
export type PasswordResetRow = typeof passwordResets.$inferSelect;

const lower = (value: string) => value.trim().toLowerCase();

export async function findUserByUsername(db: Database, { username }: { username: string }) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${lower(username)}`);
  return row;
}

export async function findUserByEmail(db: Database, { email }: { email: string }) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${lower(email)}`);
  return row;
}

/** Sign-in accepts the username or the e-mail address. */
export async function findUserByLogin(db: Database, { login }: { login: string }) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${lower(login)} or lower(${users.email}) = ${lower(login)}`)
    .limit(1);
  return row;
}

export async function insertUser(db: Database, user: NewUser) {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function updateUserPassword(db: Database, { userId, passwordHash }: { userId: string; passwordHash: string }) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function findPendingSignup(db: Database, { email }: { email: string }) {
  const [row] = await db
    .select()
    .from(pendingSignups)
    .where(eq(pendingSignups.email, lower(email)));
  return row;
}

export async function upsertPendingSignup(db: Database, row: typeof pendingSignups.$inferInsert) {
  const values = { ...row, email: lower(row.email) };
  await db
    .insert(pendingSignups)
    .values(values)
    .onConflictDoUpdate({ target: pendingSignups.email, set: { ...values, otpWrongTries: 0 } });
}

export async function renewPendingSignupOtp(db: Database, { email, otpHash, otpExpiresAt, otpSentAt }: { email: string; otpHash: string; otpExpiresAt: Date; otpSentAt: Date }) {
  await db
    .update(pendingSignups)
    .set({ otpHash, otpExpiresAt, otpSentAt, otpWrongTries: 0 })
    .where(eq(pendingSignups.email, lower(email)));
}

export async function countWrongPendingSignupOtp(db: Database, { email }: { email: string }) {
  await db
    .update(pendingSignups)
    .set({ otpWrongTries: sql`${pendingSignups.otpWrongTries} + 1` })
    .where(eq(pendingSignups.email, lower(email)));
}

export async function deletePendingSignup(db: Database, { email }: { email: string }) {
  await db.delete(pendingSignups).where(eq(pendingSignups.email, lower(email)));
}

export async function findPasswordReset(db: Database, { email }: { email: string }) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.email, lower(email)));
  return row;
}

export async function upsertPasswordReset(db: Database, row: typeof passwordResets.$inferInsert) {
  const values = { ...row, email: lower(row.email), otpWrongTries: 0 };
  await db.insert(passwordResets).values(values).onConflictDoUpdate({ target: passwordResets.email, set: values });
}

export async function countWrongPasswordResetOtp(db: Database, { email }: { email: string }) {
  await db
    .update(passwordResets)
    .set({ otpWrongTries: sql`${passwordResets.otpWrongTries} + 1` })
    .where(eq(passwordResets.email, lower(email)));
}

export async function deletePasswordReset(db: Database, { email, userId }: { email: string; userId: string }) {
  await db.delete(passwordResets).where(and(eq(passwordResets.email, lower(email)), eq(passwordResets.userId, userId)));
}

export async function findUserById(db: Database, { id }: { id: string }) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
