/**
 * Class progress benchmark (npm run bench -- classes): `GET /api/classes/:id/progress` for a
 * class of 40 students over a book of 20 chapters, with 100,000 graded answers in the
 * database, must answer with p95 under 50 ms on PostgreSQL. Requests rotate over 11 such
 * classes, each asked by its own teacher; the item statistics of a chapter are measured too.
 * Database and server as in catalogue.bench.ts (BENCH_DATABASE_URL or BENCH_ADMIN_URL).
 */
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { TokenService } from '../src/lib/tokens';
import { freshDatabase, startServer } from './lib/bench-server';
import { openBenchSession } from './lib/bench-sessions';
import { measureBaseline, ms, runLoad, type LoadResult } from './lib/load';
import { cpuMillis, processTree } from './lib/process-cpu';
import { CHAPTERS, STUDENTS_PER_CLASS, seedBenchClasses } from './lib/seed-classes';

const TARGET_P95_MS = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256';

const line = (label: string, r: LoadResult) => `  ${label.padEnd(34)} p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}  ${r.perSecond.toFixed(0)} req/s${r.errors ? `  ${r.errors} errors` : ''}`;

async function main() {
  const database = await freshDatabase('bt_bench_classes');
  const seedStarted = performance.now();
  const handle = await openDatabase({ url: database.url, pgliteDir: 'memory' });
  const seeded = await seedBenchClasses(handle.db);
  const sessions = await Promise.all(seeded.classes.map((c) => openBenchSession(handle.db, { userId: c.teacherId })));
  // As autovacuum would have by now: statistics, and the visibility map index-only scans rely on.
  await handle.db.execute('vacuum analyze');
  await handle.close();
  console.log(
    `classes bench: ${seeded.classes.length} classes of ${STUDENTS_PER_CLASS} students, ${CHAPTERS} chapters, ${seeded.answers} graded answers (seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`,
  );

  const server = await startServer({ env: { DATABASE_URL: database.url }, jwtSecret: JWT_SECRET });
  let failed: boolean;
  try {
    const tokens = new TokenService(JWT_SECRET);
    const headers = await Promise.all(
      seeded.classes.map(async (c, i) => ({
        authorization: `Bearer ${await tokens.sign('user', { sub: c.teacherId, role: 'teacher', grade: '8', publisher: 'EXCELLENCE PUBLICATION', ...sessions[i] })}`,
      })),
    );
    const progressPaths = seeded.classes.map((c) => `/api/classes/${c.classId}/progress`);
    const first = await fetch(`${server.url}${progressPaths[0]}`, { headers: headers[0] }).then((r) => r.json() as Promise<{ students: unknown[]; chapters: unknown[] }>);
    if (first.students.length !== STUDENTS_PER_CLASS || first.chapters.length !== CHAPTERS) throw new Error('the progress answer is not the seeded class');
    const load = (paths: string[], requests = REQUESTS) => runLoad({ url: server.url, paths, headers, requests, concurrency: CONCURRENCY });
    await load(progressPaths, 100); // warm-up

    const baseline = await measureBaseline(REQUESTS, CONCURRENCY);
    // CPU spent per progress request by the server and by its database connections (when the
    // database runs on this machine): what a request costs, which other load barely changes.
    const serverPids = processTree(server.pid);
    const databasePids = await backendPids(database.url);
    const cpuBefore = [cpuMillis(serverPids), cpuMillis(databasePids)];
    const progress = await load(progressPaths);
    const cpuAfter = [cpuMillis(serverPids), cpuMillis(databasePids)];
    const perRequest = (i: number) => (cpuBefore[i] === null || cpuAfter[i] === null ? null : (cpuAfter[i]! - cpuBefore[i]!) / progress.requests);
    const chapterOf = async (classId: string, i: number) => {
      const body = await fetch(`${server.url}/api/classes/${classId}/progress`, { headers: headers[i] }).then((r) => r.json() as Promise<{ chapters: Array<{ chapterId: string }> }>);
      return `/api/classes/${classId}/chapters/${body.chapters[i % CHAPTERS]!.chapterId}/items`;
    };
    const itemPaths = await Promise.all(seeded.classes.map((c, i) => chapterOf(c.classId, i)));
    const items = await load(itemPaths);

    console.log(`\n${REQUESTS} requests each, ${CONCURRENCY} concurrent keep-alive clients over loopback, load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores:`);
    console.log(line('node:http hello (baseline)', baseline));
    console.log(line('class progress (40 x 20)', progress));
    const [serverCpu, databaseCpu] = [perRequest(0), perRequest(1)];
    if (serverCpu !== null)
      console.log(
        `  class progress CPU per request: server ${serverCpu.toFixed(2)} ms${databasePids.length && databaseCpu ? `, database ${databaseCpu.toFixed(2)} ms` : ''} (10 ms ticks, over ${progress.requests} requests)`,
      );
    console.log(line('chapter item statistics', items));
    failed = progress.p95 >= TARGET_P95_MS || progress.errors > 0 || items.errors > 0;
    console.log(`  target progress p95 < ${TARGET_P95_MS} ms: ${failed ? 'MISSED' : 'met'} (${ms(progress.p95)})`);
  } finally {
    server.stop();
    await new Promise((r) => setTimeout(r, 500));
    await database.drop?.();
  }
  if (failed) process.exitCode = 1;
}

/** The server's database connections, when they are processes of this machine. */
async function backendPids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return result.rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

await main();
