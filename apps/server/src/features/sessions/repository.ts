import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { admins, authSessions, refreshTokens, users } from '../../db/schema';

export type SessionRow = typeof authSessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertSession(db: Database, row: { userId?: string; adminId?: string; expiresAt: Date }): Promise<SessionRow> {
  const [session] = await db.insert(authSessions).values(row).returning();
  return session!;
}

export async function findSessionById(db: Database, { id }: { id: string }) {
  const [row] = await db.select().from(authSessions).where(eq(authSessions.id, id));
  return row;
}

export async function extendSession(db: Database, { id, expiresAt }: { id: string; expiresAt: Date }) {
  await db.update(authSessions).set({ expiresAt }).where(eq(authSessions.id, id));
}

export async function revokeSession(db: Database, { id, now }: { id: string; now: Date }) {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)));
}

/** What every authenticated request checks: the account's token version and its session's state. */
export async function findUserAccessState(db: Database, { userId, sessionId }: { userId: string; sessionId: string }) {
  const [row] = await db
    .select({ tokenVersion: users.tokenVersion, revokedAt: authSessions.revokedAt, expiresAt: authSessions.expiresAt })
    .from(users)
    .innerJoin(authSessions, and(eq(authSessions.id, sessionId), eq(authSessions.userId, users.id)))
    .where(eq(users.id, userId));
  return row;
}

export async function findAdminAccessState(db: Database, { adminId, sessionId }: { adminId: string; sessionId: string }) {
  const [row] = await db
    .select({ tokenVersion: admins.tokenVersion, revokedAt: authSessions.revokedAt, expiresAt: authSessions.expiresAt })
    .from(admins)
    .innerJoin(authSessions, and(eq(authSessions.id, sessionId), eq(authSessions.adminId, admins.id)))
    .where(eq(admins.id, adminId));
  return row;
}

/** Ends every session of a user and moves their token version on: every older token is refused. */
export async function endAllUserSessions(db: Database, { userId, now }: { userId: string; now: Date }) {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

export async function endAllAdminSessions(db: Database, { adminId, now }: { adminId: string; now: Date }) {
  await db
    .update(admins)
    .set({ tokenVersion: sql`${admins.tokenVersion} + 1` })
    .where(eq(admins.id, adminId));
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.adminId, adminId), isNull(authSessions.revokedAt)));
}

export async function insertRefreshToken(db: Database, row: { tokenHash: string; sessionId: string; expiresAt: Date }) {
  await db.insert(refreshTokens).values(row);
}

/**
 * Uses a refresh token: one UPDATE ... WHERE used_at IS NULL, so of two requests with the same
 * token (on any number of nodes) only one gets the row; the other sees a reuse.
 */
export async function markRefreshTokenUsed(db: Database, { tokenHash, now }: { tokenHash: string; now: Date }) {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning();
  return row;
}

export async function findRefreshToken(db: Database, { tokenHash }: { tokenHash: string }) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Removes an account's sessions (and, by cascade, their refresh tokens) that are past their end;
 * run at each sign-in of that account, so the tables hold only live or recent sessions.
 */
export async function deleteExpiredSessions(db: Database, { userId, adminId, now }: { userId?: string; adminId?: string; now: Date }) {
  const owner = userId ? eq(authSessions.userId, userId) : adminId ? eq(authSessions.adminId, adminId) : undefined;
  if (!owner) return;
  await db.delete(authSessions).where(and(owner, lt(authSessions.expiresAt, now)));
}
