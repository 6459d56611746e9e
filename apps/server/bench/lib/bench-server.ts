/**
 * For server benchmarks: a fresh PostgreSQL database and the real server as its own process
 * (as in production). Used by the catalogue, classes and scale benchmarks.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** BENCH_DATABASE_URL (an empty database), else `name` created (and dropped after) at BENCH_ADMIN_URL. */
export async function freshDatabase(name: string): Promise<{ url: string; drop?: () => Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL };
  return createDatabase(name);
}

/** `name` created anew at BENCH_ADMIN_URL (the local server by default), with a function that drops it. */
export async function createDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const run = async (statement: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(statement);
    await c.end();
  };
  await run(`drop database if exists ${name} with (force)`);
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/**
 * The server from `src/main.ts` on a free port, with `env` over the bench defaults (a temporary
 * DATA_DIR, no demo content, warnings only); resolves once `/api/health` answers.
 */
export async function startServer({ env, jwtSecret, startTimeoutMs = 60_000 }: { env: Record<string, string>; jwtSecret: string; startTimeoutMs?: number }) {
  const port = await freePort();
  const child = spawn(path.join(serverDir, '../../node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'booktutor-bench-')),
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + startTimeoutMs; Date.now() < until;) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, pid: child.pid!, stop: () => child.kill('SIGTERM') };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start');
}
