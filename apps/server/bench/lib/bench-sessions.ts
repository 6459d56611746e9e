import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { rowsOf } from '../../src/db/rows';

/**
 * A live session for a seeded account, as a sign-in makes one: every access token must name a
 * session row and the account's token version (features/sessions). Call it before the seeding
 * handle closes; sign the token with `sessionClaims` once the server runs.
 */
export async function openBenchSession(db: Database, who: { userId: string } | { adminId: string }): Promise<{ sid: string; ver: number }> {
  const owner = 'userId' in who ? sql`user_id` : sql`admin_id`;
  const id = 'userId' in who ? who.userId : who.adminId;
  const table = 'userId' in who ? sql`users` : sql`admins`;
  const result = await db.execute(sql`
    insert into auth_sessions (${owner}, expires_at) values (${id}, now() + interval '1 day')
    returning id, (select token_version from ${table} where id = ${id}) as ver`);
  const row = rowsOf<{ id: string; ver: number }>(result)[0];
  if (!row) throw new Error('could not open a bench session');
  return { sid: row.id, ver: Number(row.ver) };
}
