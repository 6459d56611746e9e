import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { admins } from '../../db/schema';

export type AdminRow = typeof admins.$inferSelect;

export async function findAdminByEmail(db: Database, { email }: { email: string }) {
  const [row] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function findAdminById(db: Database, { id }: { id: string }) {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  return row;
}

export async function countApprovedAdmins(db: Database) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(admins)
    .where(eq(admins.status, 'Approved'));
  return row?.n ?? 0;
}

export async function insertAdmin(db: Database, admin: typeof admins.$inferInsert) {
  const [row] = await db.insert(admins).values(admin).returning();
  return row!;
}

export async function listPendingAdmins(db: Database) {
  return db.select().from(admins).where(eq(admins.status, 'Pending')).orderBy(asc(admins.createdAt));
}

/** Decides a Pending admin; an admin already decided is left as it is (undefined). */
export async function decidePendingAdmin(db: Database, { id, status, decidedBy }: { id: string; status: 'Approved' | 'Rejected'; decidedBy: string | null }) {
  const [row] = await db
    .update(admins)
    .set({ status, approvedBy: decidedBy })
    .where(and(eq(admins.id, id), eq(admins.status, 'Pending')))
    .returning();
  return row;
}

/** Serialises registrations so that exactly one admin can be the automatically approved first one. */
export async function lockAdminRegistrations(db: Database) {
  await db.execute(sql`select pg_advisory_xact_lock(424242)`);
}
