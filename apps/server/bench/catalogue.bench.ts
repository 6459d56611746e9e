/**
 * Catalogue benchmark (npm run bench): My Collection (`GET /api/books/user-collection`) must
 * answer with p95 under 30 ms at 10,000 books and 1,000 subscriptions per publisher (100
 * readers with 10 books each; requests rotate over all 400 readers), with the real server on
 * PostgreSQL. BENCH_HEAVY_READER=1 measures the worst case instead: one reader per publisher
 * holding all 1,000 subscriptions.
 *
 * Database: BENCH_DATABASE_URL (an empty database), else a fresh `bt_bench_catalogue` created
 * (and dropped afterwards) on the PostgreSQL at BENCH_ADMIN_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres). The server runs as its own process, as in
 * production; the load comes over loopback from here. Figures drift between machines, so a
 * node:http hello world measured in the same run is printed as the yardstick.
 */
import { openDatabase } from '../src/db/client';
import { freshDatabase, startServer } from './lib/bench-server';
import { openBenchSession } from './lib/bench-sessions';
import { measureBaseline, ms, runLoad, type LoadResult } from './lib/load';
import { TokenService } from '../src/lib/tokens';
import { BOOKS_PER_PUBLISHER, READERS_PER_PUBLISHER, SUBSCRIPTIONS_PER_PUBLISHER, seedBenchCatalogue } from './lib/seed-catalogue';

const TARGET_P95_MS = 30;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
/** BENCH_HEAVY_READER=1: one reader per publisher holds all 1,000 subscriptions (worst case). */
const HEAVY = process.env.BENCH_HEAVY_READER === '1';
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256';

const line = (label: string, r: LoadResult) => `  ${label.padEnd(34)} p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}  ${r.perSecond.toFixed(0)} req/s${r.errors ? `  ${r.errors} errors` : ''}`;

async function main() {
  const database = await freshDatabase('bt_bench_catalogue');
  const holders = HEAVY ? 'one reader' : `${READERS_PER_PUBLISHER} readers`;
  console.log(`catalogue bench: seeding ${BOOKS_PER_PUBLISHER} books and ${SUBSCRIPTIONS_PER_PUBLISHER} subscriptions (held by ${holders}) per publisher...`);
  const seedStarted = performance.now();
  const handle = await openDatabase({ url: database.url, pgliteDir: 'memory' });
  const readers = await seedBenchCatalogue(handle.db, { heavyReader: HEAVY });
  const sessions = await Promise.all(readers.map((r) => openBenchSession(handle.db, { userId: r.id })));
  await handle.db.execute('analyze');
  await handle.close();
  console.log(`  seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

  const server = await startServer({ env: { DATABASE_URL: database.url }, jwtSecret: JWT_SECRET });
  let failed: boolean;
  try {
    // Every reader of every publisher, signed in with the server's own token format.
    const tokens = new TokenService(JWT_SECRET);
    const headers = await Promise.all(
      readers.map(async (r, i) => ({ authorization: `Bearer ${await tokens.sign('user', { sub: r.id, role: 'student', grade: '8', publisher: r.publisher, ...sessions[i] })}` })),
    );
    const collection = [
      '/api/books/user-collection',
      '/api/books/user-collection?sortBy=progress&sortOrder=desc',
      '/api/books/user-collection?search=science',
      '/api/books/user-collection?status=in_progress&sortBy=lastAccessed',
      '/api/books/user-collection?sortBy=grade&sortOrder=desc',
      '/api/books/user-collection?subject=History&author=R.%20Menon',
    ];
    const load = (paths: string[], requests = REQUESTS) => runLoad({ url: server.url, paths, headers, requests, concurrency: CONCURRENCY });
    await load(collection, 300); // warm-up: JIT, connection pool, PostgreSQL caches

    const baseline = await measureBaseline(REQUESTS, CONCURRENCY);
    const mixed = await load(collection);
    const plain = await load([collection[0]!]);
    const allBooks = await load(['/api/books/search-with-status', '/api/books/search-with-status?q=geog&sortBy=grade', '/api/books/search-with-status?page=200']);

    console.log(`\n${REQUESTS} requests each, ${CONCURRENCY} concurrent keep-alive clients over loopback:`);
    console.log(line('node:http hello (baseline)', baseline));
    console.log(line('user-collection, mixed queries', mixed));
    console.log(line('user-collection, default page', plain));
    console.log(line('search-with-status (10,000 books)', allBooks));
    console.log(`\n  throughput vs baseline: user-collection ${(mixed.perSecond / baseline.perSecond).toFixed(3)}, search-with-status ${(allBooks.perSecond / baseline.perSecond).toFixed(3)}`);
    console.log(`  p95 vs baseline p95: user-collection x${(mixed.p95 / baseline.p95).toFixed(1)}`);
    failed = mixed.p95 >= TARGET_P95_MS || mixed.errors > 0;
    console.log(`  target user-collection p95 < ${TARGET_P95_MS} ms: ${failed ? 'MISSED' : 'met'} (${ms(mixed.p95)})`);
  } finally {
    server.stop();
    await new Promise((r) => setTimeout(r, 500));
    await database.drop?.();
  }
  if (failed) process.exitCode = 1;
}

await main();
