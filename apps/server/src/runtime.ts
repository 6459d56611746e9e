/**
 * Creates the real dependencies from configuration: the database (PGlite under DATA_DIR,
 * or PostgreSQL at DATABASE_URL), mail (SMTP or development mode), file storage, tokens.
 */
import path from 'node:path';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import type { Deps } from './deps';
import { createDevelopmentMailer, createSmtpMailer } from './lib/mailer';
import { resolveJwtSecret } from './lib/secrets';
import { createLlmFromConfig } from './lib/llm/llm';
import { createDiskStorage } from './lib/storage';
import { TokenService } from './lib/tokens';
import { OtpCodec } from './lib/otp';
import { createNotificationOutbox } from './features/notifications/outbox-worker';
import { createRealtimeHub } from './lib/realtime/hub';
import { createStt } from './lib/stt/create-stt';
import { createLimitStore } from './lib/limit-store';

export interface Runtime {
  deps: Deps;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function createRuntime(config: Config, log: { info(message: string): void; warn(message: string): void }): Promise<Runtime> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'db'),
    queueLimit: config.DATABASE_QUEUE_LIMIT,
    queueWaitMs: config.DATABASE_QUEUE_WAIT_MS,
    onCrash: (error) => log.warn(`The database thread died; requests answer 503: ${error.message}`),
  });
  const secret = resolveJwtSecret(config.JWT_SECRET, config.dataDir);
  const deps: Deps = {
    config,
    db: database.db,
    mailer: config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : createDevelopmentMailer(log),
    storage: createDiskStorage(path.join(config.dataDir, 'uploads')),
    tokens: new TokenService(secret),
    otp: new OtpCodec(`otp:${secret}`), // a key of its own, derived from the same secret
    llm: createLlmFromConfig(config),
    now: () => new Date(),
    realtime: createRealtimeHub(),
    notificationOutbox: createNotificationOutbox(),
    stt: createStt(config, log),
    limits: createLimitStore(
      config.REDIS_URL,
      () => new Date(),
      (error) => log.warn(`Rate-limit Redis: ${String(error)}`),
    ),
  };
  return {
    deps,
    database,
    async close() {
      await deps.limits.close();
      await database.close();
    },
  };
}
