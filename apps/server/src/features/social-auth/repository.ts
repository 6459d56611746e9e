import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oauthStates, socialIdentities } from '../../db/schema';

export type OAuthStateRow = typeof oauthStates.$inferSelect;

export async function insertOAuthState(db: Database, row: typeof oauthStates.$inferInsert) {
  await db.insert(oauthStates).values(row);
}

/**
 * Uses a state: one DELETE ... RETURNING, so of two callbacks racing with the same state (on any
 * number of server nodes) only one gets the row. Expired or unknown states return nothing.
 */
export async function consumeOAuthState(db: Database, { stateHash, provider, now }: { stateHash: string; provider: string; now: Date }) {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.stateHash, stateHash), eq(oauthStates.provider, provider), gt(oauthStates.expiresAt, now)))
    .returning();
  return row;
}

export async function deleteExpiredOAuthStates(db: Database, { now }: { now: Date }) {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
}

export async function findSocialIdentity(db: Database, { provider, subject }: { provider: string; subject: string }) {
  const [row] = await db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
  return row;
}

export async function insertSocialIdentity(db: Database, { provider, subject, userId }: { provider: string; subject: string; userId: string }) {
  await db.insert(socialIdentities).values({ provider, subject, userId });
}
