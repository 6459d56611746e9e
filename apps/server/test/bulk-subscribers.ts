import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { rowsOf } from '../src/db/rows';
import { unique } from './test-app';

/**
 * `count` users subscribed to the book, made by two INSERT ... SELECT statements (no password,
 * so nobody can sign in as them). For notification fan-out at the sizes publishers reach.
 */
export async function addBulkSubscribers(db: Database, { bookId, count, publisher = 'EXCELLENCE PUBLICATION' }: { bookId: string; count: number; publisher?: string }) {
  const prefix = unique('bulk');
  await db.execute(sql`
    insert into users (username, fullname, email, publisher)
    select ${prefix} || '_' || i, 'Bulk Reader ' || i, ${prefix} || '_' || i || '@example.org', ${publisher}
    from generate_series(1, ${count}::int) as i`);
  await db.execute(sql`
    insert into subscriptions (user_id, book_id)
    select id, ${bookId}::uuid from users where username like ${`${prefix}\\_%`}`);
  return prefix;
}

/** How many new-chapter notifications the book's subscribers hold, and for how many distinct subscribers. */
export async function countChapterNotifications(db: Database, { bookId, message }: { bookId: string; message: string }) {
  const result = await db.execute(sql`
    select count(*)::int as rows, count(distinct n.user_id)::int as users
    from notifications n join subscriptions s on s.user_id = n.user_id and s.book_id = ${bookId}::uuid
    where n.kind = 'new_chapter' and n.message = ${message}`);
  return rowsOf<{ rows: number; users: number }>(result)[0]!;
}
