import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** The publisher stored on the account now; undefined when the account no longer exists. */
export async function findUserPublisher(db: Database, { userId }: { userId: string }) {
  const [row] = await db.select({ publisher: users.publisher }).from(users).where(eq(users.id, userId));
  return row?.publisher;
}
