/**
 * Scale benchmark (npm run bench -- scale): the catalogue reads and a new chapter's notification
 * on PGlite and on PostgreSQL, each beside a baseline measured in the same run on the same
 * database: GET /api/health (Fastify plus one `select 1` round trip). The server runs as its own
 * process, as in production; the load comes over loopback from here.
 *
 * BENCH_BOOKS (default 10000) books for one publisher; BENCH_SUBSCRIBERS (default "1000,10000")
 * subscriber counts for the notification; BENCH_REQUESTS (default 400) per endpoint at
 * BENCH_CONCURRENCY (default 4); BENCH_DATABASES (default "postgres,pglite"). PostgreSQL: a fresh
 * database `bt_bench_scale` on BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SAMPLE_CHAPTER } from '../src/features/catalogue/test-helpers';
import { openDatabase, type Database } from '../src/db/client';
import { TokenService } from '../src/lib/tokens';
import { createDatabase, startServer } from './lib/bench-server';
import { openBenchSession } from './lib/bench-sessions';
import { ms, runLoad, type LoadResult } from './lib/load';
import { rowsOf } from '../src/db/rows';

const BOOKS = Number(process.env.BENCH_BOOKS ?? 10_000);
const SUBSCRIBERS = (process.env.BENCH_SUBSCRIBERS ?? '1000,10000').split(',').map(Number);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
const PUBLISHER = 'EXCELLENCE PUBLICATION';
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256';
const load1 = () => loadavg()[0]!.toFixed(1);

/** Books, one reader with 50 subscriptions, an admin, and one book per notification size with that many subscribers. */
async function seed(db: Database) {
  await db.execute(sql`
    insert into books (title, publisher, subject, language, grade, author)
    select (array['Science','History','Geography','Physics'])[1 + i % 4] || ' ' || (array['Explorer','Horizons','Basics','Journeys'])[1 + (i * 7) % 4] || ' ' || i,
      ${PUBLISHER}, (array['Science','History','Geography','Physics'])[1 + i % 4], 'English',
      (array['1','2','3','4','5','6','7','8','9','10','11','12','College Student'])[1 + (i * 5) % 13], 'Author ' || (i % 8)
    from generate_series(1, ${BOOKS}::int) as i`);
  const [reader] = rowsOf<{ id: string }>(await db.execute(sql`
    insert into users (username, fullname, email, publisher) values ('bench-reader', 'Bench Reader', 'bench-reader@bench.local', ${PUBLISHER}) returning id`));
  await db.execute(sql`insert into subscriptions (user_id, book_id) select ${reader!.id}::uuid, id from books order by id limit 50`);
  const [admin] = rowsOf<{ id: string }>(await db.execute(sql`
    insert into admins (username, email, contact_number, designation, password_hash, status)
    values ('Bench Admin', 'bench-admin@bench.local', '0', 'Editor', 'x', 'Approved') returning id`));
  const popular: Array<{ bookId: string; subscribers: number; lastUserId: string }> = [];
  for (const n of SUBSCRIBERS) {
    const [book] = rowsOf<{ id: string }>(await db.execute(sql`
      insert into books (title, publisher, subject, language, grade) values (${`Popular ${n}`}, ${PUBLISHER}, 'Science', 'English', '8') returning id`));
    const prefix = `bench-sub-${n}`;
    await db.execute(sql`
      insert into users (username, fullname, email, publisher)
      select ${prefix} || '-' || i, 'Subscriber', ${prefix} || '-' || i || '@bench.local', ${PUBLISHER} from generate_series(1, ${n}::int) i`);
    await db.execute(sql`insert into subscriptions (user_id, book_id) select id, ${book!.id}::uuid from users where username like ${`${prefix}-%`}`);
    const [last] = rowsOf<{ id: string }>(await db.execute(sql`select max(user_id::text) as id from subscriptions where book_id = ${book!.id}::uuid`));
    popular.push({ bookId: book!.id, subscribers: n, lastUserId: last!.id });
  }
  await db.execute(sql`analyze`);
  return { readerId: reader!.id, adminId: admin!.id, popular };
}

const line = (label: string, r: LoadResult, base: LoadResult) =>
  `  ${label.padEnd(44)} p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}  ${r.perSecond.toFixed(0)} req/s (${(r.perSecond / base.perSecond).toFixed(2)} of baseline)${r.errors ? `  ${r.errors} ERRORS` : ''}`;

async function benchDatabase(kind: string) {
  let env: Record<string, string>;
  let drop: (() => Promise<void>) | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'booktutor-bench-scale-'));
  if (kind === 'postgres') {
    const fresh = await createDatabase('bt_bench_scale');
    env = { DATABASE_URL: fresh.url, DATA_DIR: dataDir };
    drop = fresh.drop;
  } else {
    env = { DATA_DIR: dataDir };
  }
  const started = performance.now();
  const handle = await openDatabase({ url: env.DATABASE_URL, pgliteDir: path.join(dataDir, 'db') });
  const seeded = await seed(handle.db);
  const readerSession = await openBenchSession(handle.db, { userId: seeded.readerId });
  const adminSession = await openBenchSession(handle.db, { adminId: seeded.adminId });
  const lastSessions = await Promise.all(seeded.popular.map((p) => openBenchSession(handle.db, { userId: p.lastUserId })));
  await handle.close();
  console.log(`\n${kind}: seeded ${BOOKS} books, subscribers ${SUBSCRIBERS.join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const server = await startServer({ env, jwtSecret: JWT_SECRET, startTimeoutMs: 120_000 });
  try {
    const tokens = new TokenService(JWT_SECRET);
    const reader = { authorization: `Bearer ${await tokens.sign('user', { sub: seeded.readerId, role: 'student', grade: '8', publisher: PUBLISHER, ...readerSession })}` };
    const admin = { authorization: `Bearer ${await tokens.sign('admin', { sub: seeded.adminId, name: 'Bench Admin', ...adminSession })}` };
    const load = (paths: string[]) => runLoad({ url: server.url, paths, headers: reader, requests: REQUESTS, concurrency: CONCURRENCY });
    await load(['/api/books/search-with-status', '/api/health']); // warm-up
    const baseline = await load(['/api/health']);
    const endpoints: Array<[string, string[]]> = [
      ['All Books page 1 (title)', ['/api/books/search-with-status']],
      ['All Books page 200', ['/api/books/search-with-status?page=200']],
      ['All Books grade desc / subject / createdAt desc', ['/api/books/search-with-status?sortBy=grade&sortOrder=desc', '/api/books/search-with-status?sortBy=subject', '/api/books/search-with-status?sortBy=createdAt&sortOrder=desc']],
      ['All Books search "geog hori"', ['/api/books/search-with-status?q=geog%20hori']],
      ['My Collection (50 subscriptions)', ['/api/books/user-collection']],
      ['notifications', ['/api/notifications']],
    ];
    console.log(`${kind}, ${REQUESTS} requests each, ${CONCURRENCY} concurrent clients, load average ${load1()} at start:`);
    console.log(line('baseline: /api/health (Fastify + select 1)', baseline, baseline));
    for (const [label, paths] of endpoints) console.log(line(label, await load(paths), baseline));

    for (const [index, p] of seeded.popular.entries()) {
      const processed = await (await fetch(`${server.url}/api/admins/process-text-batch`, { method: 'POST', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ rawText: SAMPLE_CHAPTER, subject: 'Science', title: 'Forces' }) })).json() as { combinedPrompt: string; vectorStoreId: string };
      const body = JSON.stringify({ bookId: p.bookId, title: 'Forces', subject: 'Science', prompt: processed.combinedPrompt, vectorStoreId: processed.vectorStoreId, rawText: SAMPLE_CHAPTER });
      const sent = performance.now();
      const res = await fetch(`${server.url}/api/admins/add-chapter`, { method: 'POST', headers: { ...admin, 'content-type': 'application/json' }, body });
      const answered = performance.now() - sent;
      // Delivery goes in user-id order: the last subscriber is the last one served.
      const last = { authorization: `Bearer ${await tokens.sign('user', { sub: p.lastUserId, role: 'student', grade: '8', publisher: PUBLISHER, ...lastSessions[index] })}` };
      let delivered = Number.NaN;
      for (const until = performance.now() + 60_000; performance.now() < until; ) {
        const inbox = (await (await fetch(`${server.url}/api/notifications`, { headers: last })).json()) as unknown[];
        if (inbox.length > 0) {
          delivered = performance.now() - sent;
          break;
        }
        await new Promise((r) => setTimeout(r, 25));
      }
      console.log(`  add-chapter, ${String(p.subscribers).padStart(6)} subscribers: answered ${res.status} in ${ms(answered)}; last subscriber notified after ${ms(delivered)} (load ${load1()})`);
    }
  } finally {
    server.stop();
    await new Promise((r) => setTimeout(r, 1000));
    await drop?.();
  }
}

for (const kind of DATABASES) await benchDatabase(kind);
