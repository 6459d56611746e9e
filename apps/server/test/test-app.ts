/**
 * Boots the real application for API tests: a fresh in-memory PGlite per test file, or the
 * PostgreSQL database at DATABASE_URL; mail caught in an outbox (or a real SMTP server, see
 * the mail test); a clock the test can move. Tests go through app.inject like a client.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase } from '../src/db/client';
import type { Deps } from '../src/deps';
import type { Mail, Mailer } from '../src/lib/mailer';
import { OtpCodec } from '../src/lib/otp';
import { createDiskStorage } from '../src/lib/storage';
import { createStt } from '../src/lib/stt/create-stt';
import { TokenService } from '../src/lib/tokens';
import { createNotificationOutbox } from '../src/features/notifications/outbox-worker';
import { createRealtimeHub } from '../src/lib/realtime/hub';
import { createLimitStore } from '../src/lib/limit-store';

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  clock: TestClock;
  /** Mail "sent" by the development-mode mailer of this app. */
  outbox: Mail[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  mailer?: Mailer;
  /** Replace or add dependencies (a language model, speech-to-text...). */
  overrides?: Partial<Deps>;
  /** Serve this built web app at / (the browser tests pass apps/web/dist). */
  webRoot?: string;
}

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'booktutor-test-'));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_SECRET,
    TRUST_PROXY: 'true',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...options.env,
  });
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: 'memory', queueLimit: config.DATABASE_QUEUE_LIMIT, queueWaitMs: config.DATABASE_QUEUE_WAIT_MS });
  let offset = 0;
  const clock: TestClock = { now: () => new Date(Date.now() + offset), advance: (ms) => void (offset += ms) };
  const outbox: Mail[] = [];
  const mailer: Mailer = options.mailer ?? { developmentMode: true, send: async (mail) => void outbox.push(mail) };
  const deps: Deps = {
    config,
    db: database.db,
    mailer,
    storage: createDiskStorage(path.join(dataDir, 'uploads')),
    tokens: new TokenService(TEST_SECRET),
    otp: new OtpCodec(`otp:${TEST_SECRET}`),
    now: clock.now,
    realtime: createRealtimeHub(),
    notificationOutbox: createNotificationOutbox(),
    stt: createStt(config, { warn: () => {} }),
    // REDIS_URL only when a test asks for it (env option): counters shared with other app instances.
    limits: createLimitStore(config.REDIS_URL, clock.now),
    ...options.overrides,
  };
  const app = await buildApp({ deps, webRoot: options.webRoot });
  await app.ready();
  return {
    app,
    deps,
    clock,
    outbox,
    async close() {
      await app.close();
      await deps.limits.close();
      await database.close();
    },
  };
}

/** Unique names so tests sharing one PostgreSQL database never collide. */
export function unique(prefix = 'u') {
  return `${prefix}${randomUUID().replace(/-/g, '').slice(0, 12)}`;
}

/** A distinct client address per test keeps rate-limit counters apart. */
export function clientAddress() {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
}
