/**
 * Scale benchmark (npm run bench -- scale): the catalogue reads and a new chapter's notification
 * on PostgreSQL and on PGlite, at each catalogue size, each beside a baseline measured in the same
 * run on the same database: GET /api/health (Fastify plus one `select 1` round trip). The server
 * runs as its own process, as in production; the load comes over loopback from here. One line per
 * endpoint x size x database: p50/p95/p99, throughput and its ratio to the baseline.
 *
 * Options (npm run bench -- scale --books=100000 --databases=postgres):
 *   --books=1000,10000,100000       books of one publisher (one fresh database per size)
 *   --subscribers=1000,10000,100000 subscribers of the book a chapter is added to (measured at the first size)
 *   --databases=postgres,pglite     PostgreSQL: a fresh `bt_bench_scale_<pid>` on BENCH_ADMIN_URL
 *                                   (default postgres://postgres@127.0.0.1:5432/postgres)
 *   --requests=400 --concurrency=4  per endpoint; each again at --wide=50 connections (twice the requests)
 * The notification reports the answer time, when the last subscriber has it, and duplicates (must
 * be 0); on PostgreSQL also with two server processes (nodes) sharing the outbox. A chat turn
 * (a student's question to the built-in tutor in a chapter's chat) is measured at both
 * concurrencies too, each turn from one of CHAT_STUDENTS students (under the per-user rate limit).
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { SAMPLE_CHAPTER } from '../src/features/catalogue/test-helpers';
import { openDatabase, type Database } from '../src/db/client';
import { TokenService } from '../src/lib/tokens';
import { createDatabase, startServer } from './lib/bench-server';
import { openBenchSession } from './lib/bench-sessions';
import { ms, runLoad, type LoadResult } from './lib/load';
import { rowsOf } from '../src/db/rows';
import { COUNT_CAP } from '../src/features/catalogue/paged-books-repository';

const option = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const SIZES = option('books', '1000,10000,100000').split(',').map(Number);
const SUBSCRIBERS = option('subscribers', '1000,10000,100000').split(',').filter(Boolean).map(Number);
const REQUESTS = Number(option('requests', '400'));
const CONCURRENCY = Number(option('concurrency', '4'));
const WIDE = Number(option('wide', '50'));
const DATABASES = option('databases', 'postgres,pglite').split(',');
const PUBLISHER = 'EXCELLENCE PUBLICATION';
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256';
const load1 = () => loadavg()[0]!.toFixed(1);
/** Enough that each student's turns stay under the chat's 120 per minute at WIDE connections. */
const CHAT_STUDENTS = 50;
const CHAT_QUESTIONS = ['What is a force?', 'What does friction do?', 'What is gravity?', 'How do forces change motion?'];

/**
 * `books` books, one reader with 50 subscriptions, an admin, CHAT_STUDENTS students, and one book
 * per notification run with that many subscribers of its own.
 */
async function seed(db: Database, books: number, subscriberCounts: number[]) {
  await db.execute(sql`
    insert into books (title, publisher, subject, language, grade, author)
    select (array['Science','History','Geography','Physics'])[1 + i % 4] || ' ' || (array['Explorer','Horizons','Basics','Journeys'])[1 + (i * 7) % 4] || ' ' || i,
      ${PUBLISHER}, (array['Science','History','Geography','Physics'])[1 + i % 4], 'English',
      (array['1','2','3','4','5','6','7','8','9','10','11','12','College Student'])[1 + (i * 5) % 13], 'Author ' || (i % 8)
    from generate_series(1, ${books}::int) as i`);
  const [reader] = rowsOf<{ id: string }>(
    await db.execute(sql`
    insert into users (username, fullname, email, publisher) values ('bench-reader', 'Bench Reader', 'bench-reader@bench.local', ${PUBLISHER}) returning id`),
  );
  await db.execute(sql`insert into subscriptions (user_id, book_id) select ${reader!.id}::uuid, b.id from books b order by b.id limit 50`);
  const [admin] = rowsOf<{ id: string }>(
    await db.execute(sql`
    insert into admins (username, email, contact_number, designation, password_hash, status)
    values ('Bench Admin', 'bench-admin@bench.local', '0', 'Editor', 'x', 'Approved') returning id`),
  );
  const [chatBook] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into books (title, publisher, subject, language, grade) values ('Chat Forces', ${PUBLISHER}, 'Science', 'English', '8') returning id`),
  );
  const chatStudents = rowsOf<{ id: string }>(
    await db.execute(sql`
    insert into users (username, fullname, email, publisher)
    select 'bench-chat-' || i, 'Chat Student', 'bench-chat-' || i || '@bench.local', ${PUBLISHER} from generate_series(1, ${CHAT_STUDENTS}::int) i returning id`),
  ).map((row) => row.id);
  const popular: Popular[] = [];
  for (const [k, n] of subscriberCounts.entries()) {
    const [book] = rowsOf<{ id: string }>(
      await db.execute(sql`
      insert into books (title, publisher, subject, language, grade) values (${`Popular ${k} ${n}`}, ${PUBLISHER}, 'Science', 'English', '8') returning id`),
    );
    const prefix = `bench-sub-${k}-${n}`;
    await db.execute(sql`
      insert into users (username, fullname, email, publisher)
      select ${prefix} || '-' || i, 'Subscriber', ${prefix} || '-' || i || '@bench.local', ${PUBLISHER} from generate_series(1, ${n}::int) i`);
    await db.execute(sql`insert into subscriptions (user_id, book_id) select id, ${book!.id}::uuid from users where username like ${`${prefix}-%`}`);
    const [last] = rowsOf<{ id: string }>(await db.execute(sql`select max(user_id::text) as id from subscriptions where book_id = ${book!.id}::uuid`));
    popular.push({ bookId: book!.id, subscribers: n, lastUserId: last!.id });
  }
  // Set the visibility map as autovacuum would on a live database (index-only scans rely on it).
  await db.execute(sql`vacuum analyze`);
  return { readerId: reader!.id, adminId: admin!.id, chatBookId: chatBook!.id, chatStudents, popular };
}

interface Popular {
  bookId: string;
  subscribers: number;
  lastUserId: string;
}

/** The add-chapter request for SAMPLE_CHAPTER in `bookId`, processed by the admin API as an editor does. */
async function processedChapter(url: string, admin: Record<string, string>, bookId: string) {
  const res = await fetch(`${url}/api/admins/process-text-batch`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ rawText: SAMPLE_CHAPTER, subject: 'Science', title: 'Forces' }),
  });
  const processed = (await res.json()) as { combinedPrompt: string; vectorStoreId: string };
  return JSON.stringify({ bookId, title: 'Forces', subject: 'Science', prompt: processed.combinedPrompt, vectorStoreId: processed.vectorStoreId, rawText: SAMPLE_CHAPTER });
}

const postChapter = (url: string, admin: Record<string, string>, body: string) =>
  fetch(`${url}/api/admins/add-chapter`, { method: 'POST', headers: { ...admin, 'content-type': 'application/json' }, body });

/** A chapter added to `bookId`: its id. */
async function addChapter(url: string, admin: Record<string, string>, bookId: string) {
  const res = await postChapter(url, admin, await processedChapter(url, admin, bookId));
  if (!res.ok) throw new Error(`add-chapter answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { chapter: { _id: string } }).chapter._id;
}

const line = (label: string, r: LoadResult, base: LoadResult) =>
  `  ${label.padEnd(60)} p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}  ${r.perSecond.toFixed(0).padStart(5)} req/s  ${(r.perSecond / base.perSecond).toFixed(2)} of baseline${r.errors ? `  ${r.errors} ERRORS (${[...r.failures].map(([status, n]) => `${n}x ${status}`).join(', ')})` : ''}`;

/** Notifications per subscriber of `p.bookId` (the chapter added to it is the only thing that notifies them). */
async function deliveries(db: Database, p: Popular) {
  const [row] = rowsOf<{ notified: number; duplicates: number }>(
    await db.execute(sql`
    select count(distinct n.user_id)::int as notified, (count(*) - count(distinct n.user_id))::int as duplicates
    from notifications n join subscriptions s on s.user_id = n.user_id and s.book_id = ${p.bookId}::uuid`),
  );
  return row!;
}

async function benchSize(kind: string, books: number, subscriberCounts: number[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'booktutor-bench-scale-'));
  // Named after this process, so two runs on one machine do not drop each other's database.
  const fresh = kind === 'postgres' ? await createDatabase(`bt_bench_scale_${process.pid}`) : undefined;
  const env: Record<string, string> = fresh ? { DATABASE_URL: fresh.url, DATA_DIR: dataDir } : { DATA_DIR: dataDir };
  const open = () => openDatabase({ url: env.DATABASE_URL, pgliteDir: path.join(dataDir, 'db') });
  // Two nodes share the outbox through the database: PostgreSQL only (PGlite is one process's).
  const runs = subscriberCounts.flatMap((subscribers) => (fresh ? [1, 2] : [1]).map((nodes) => ({ subscribers, nodes })));
  const started = performance.now();
  let handle = await open();
  const seeded = await seed(
    handle.db,
    books,
    runs.map((r) => r.subscribers),
  );
  const readerSession = await openBenchSession(handle.db, { userId: seeded.readerId });
  const adminSession = await openBenchSession(handle.db, { adminId: seeded.adminId });
  const lastSessions = await Promise.all(seeded.popular.map((p) => openBenchSession(handle.db, { userId: p.lastUserId })));
  // One after the other: after the seed's long statements PGlite's queue expects long waits, and would refuse a burst.
  const chatSessions: Array<{ sid: string; ver: number }> = [];
  for (const userId of seeded.chatStudents) chatSessions.push(await openBenchSession(handle.db, { userId }));
  await handle.close();
  console.log(`\n${kind}, ${books} books: seeded (with subscribers ${subscriberCounts.join(', ') || 'none'}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const servers = [await startServer({ env, jwtSecret: JWT_SECRET, startTimeoutMs: 120_000 })];
  const stopAll = async () => {
    for (const s of servers) s.stop();
    await new Promise((r) => setTimeout(r, 1000));
  };
  const tokens = new TokenService(JWT_SECRET);
  const tag = `${kind.padEnd(8)} ${String(books).padStart(6)} books`;
  try {
    const url = servers[0]!.url;
    const reader = { authorization: `Bearer ${await tokens.sign('user', { sub: seeded.readerId, role: 'student', grade: '8', publisher: PUBLISHER, ...readerSession })}` };
    const admin = { authorization: `Bearer ${await tokens.sign('admin', { sub: seeded.adminId, name: 'Bench Admin', ...adminSession })}` };
    const load = (paths: string[], concurrency = CONCURRENCY, requests = REQUESTS) => runLoad({ url, paths, headers: reader, requests, concurrency });
    await load(['/api/books/search-with-status', '/api/health']); // warm-up
    const lastPage = Math.max(1, Math.floor(Math.min(books, COUNT_CAP) / 20));
    const endpoints: Array<[string, string[]]> = [
      ['All Books page 1 (title)', ['/api/books/search-with-status']],
      [`All Books page ${Math.ceil(lastPage / 2)} and ${lastPage} (jumps)`, [`/api/books/search-with-status?page=${Math.ceil(lastPage / 2)}`, `/api/books/search-with-status?page=${lastPage}`]],
      [
        'All Books by grade desc / subject / createdAt desc',
        ['/api/books/search-with-status?sortBy=grade&sortOrder=desc', '/api/books/search-with-status?sortBy=subject', '/api/books/search-with-status?sortBy=createdAt&sortOrder=desc'],
      ],
      ['All Books search, rare words "geog hori" / "explorer 4217"', ['/api/books/search-with-status?q=geog%20hori', '/api/books/search-with-status?q=explorer%204217']],
      ['All Books search, common words "physics" / "author" (a quarter, all)', ['/api/books/search-with-status?q=physics', '/api/books/search-with-status?q=author']],
      ['My Collection (50 subscriptions)', ['/api/books/user-collection']],
      ['notifications', ['/api/notifications']],
    ];
    const baseline = await load(['/api/health']);
    console.log(`${tag}: ${REQUESTS} requests per endpoint at ${CONCURRENCY} connections, load average ${load1()}`);
    console.log(line(`${tag} baseline /api/health (Fastify + select 1)`, baseline, baseline));
    for (const [label, paths] of endpoints) console.log(line(`${tag} ${label}`, await load(paths), baseline));
    const wideBaseline = await load(['/api/health'], WIDE, REQUESTS * 2);
    console.log(line(`${tag} baseline at ${WIDE} connections`, wideBaseline, wideBaseline));
    console.log(line(`${tag} All Books page 1 at ${WIDE} connections`, await load(['/api/books/search-with-status'], WIDE, REQUESTS * 2), wideBaseline));
    // Every other read at as many connections: PGlite answers one query at a time, so its tail (p99) is the figure here.
    for (const [label, paths] of endpoints.slice(1)) console.log(line(`${tag} ${label} at ${WIDE} connections`, await load(paths, WIDE, REQUESTS * 2), wideBaseline));

    // A chat turn: a student's question to the built-in tutor about a chapter of one of the books.
    const chapterId = await addChapter(url, admin, seeded.chatBookId);
    const students = await Promise.all(
      seeded.chatStudents.map(async (sub, k) => ({ authorization: `Bearer ${await tokens.sign('user', { sub, role: 'student', grade: '8', publisher: PUBLISHER, ...chatSessions[k] })}` })),
    );
    const turn = (concurrency: number, requests: number) =>
      runLoad({
        url,
        paths: ['/api/chat'],
        headers: students,
        requests,
        concurrency,
        body: (i) => JSON.stringify({ chapterId, message: CHAT_QUESTIONS[i % CHAT_QUESTIONS.length], clientMessageId: `bench_${randomUUID()}` }),
      });
    await turn(CONCURRENCY, 20); // warm-up
    console.log(line(`${tag} chat turn (built-in tutor)`, await turn(CONCURRENCY, REQUESTS), baseline));
    console.log(line(`${tag} chat turn (built-in tutor) at ${WIDE} connections`, await turn(WIDE, REQUESTS * 2), wideBaseline));

    // PostgreSQL: the bench counts deliveries in the database; PGlite's is the server's own, so there
    // it asks for the last subscriber's inbox (delivery goes in user-id order: the last one served).
    const watcher = fresh ? await open() : undefined;
    for (const [index, p] of seeded.popular.entries()) {
      const nodeCount = runs[index]!.nodes;
      while (servers.length < nodeCount) servers.push(await startServer({ env, jwtSecret: JWT_SECRET, startTimeoutMs: 120_000 }));
      const sent = performance.now();
      const res = await postChapter(url, admin, await processedChapter(url, admin, p.bookId));
      const answered = performance.now() - sent;
      const last = { authorization: `Bearer ${await tokens.sign('user', { sub: p.lastUserId, role: 'student', grade: '8', publisher: PUBLISHER, ...lastSessions[index] })}` };
      const allHaveIt = async () =>
        watcher ? (await deliveries(watcher.db, p)).notified >= p.subscribers : ((await (await fetch(`${url}/api/notifications`, { headers: last })).json()) as unknown[]).length > 0;
      let delivered = Number.NaN;
      for (const until = performance.now() + 60_000; performance.now() < until;) {
        if (await allHaveIt()) {
          delivered = performance.now() - sent;
          break;
        }
        await new Promise((r) => setTimeout(r, 25));
      }
      console.log(
        `  ${kind.padEnd(8)} add-chapter, ${String(p.subscribers).padStart(6)} subscribers, ${nodeCount} node${nodeCount > 1 ? 's' : ' '}: answered ${res.status} in ${ms(answered)}; every subscriber notified after ${ms(delivered)} (load ${load1()})`,
      );
    }
    await watcher?.close();
  } finally {
    await stopAll();
  }
  if (seeded.popular.length) {
    await new Promise((r) => setTimeout(r, 1000));
    handle = await open();
    for (const [index, p] of seeded.popular.entries()) {
      const { notified, duplicates } = await deliveries(handle.db, p);
      console.log(
        `  ${kind.padEnd(8)} add-chapter, ${String(p.subscribers).padStart(6)} subscribers, ${runs[index]!.nodes} node(s): ${notified} notified, ${duplicates} duplicates${notified === p.subscribers && duplicates === 0 ? '' : '  FAILED'}`,
      );
      if (notified !== p.subscribers || duplicates !== 0) process.exitCode = 1;
    }
    await handle.close();
  }
  await fresh?.drop();
}

for (const kind of DATABASES) for (const [i, books] of SIZES.entries()) await benchSize(kind, books, i === 0 ? SUBSCRIBERS : []);
