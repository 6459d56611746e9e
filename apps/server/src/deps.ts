import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './lib/mailer';
import type { OtpCodec } from './lib/otp';
import type { FileStorage } from './lib/storage';
import type { TokenService } from './lib/tokens';

/**
 * Everything a feature needs from the outside world, handed to buildApp.
 * Tests pass real parts (a fresh database, a real SMTP server) or deterministic ones
 * (a clock, a local model server) through here, never through branches in production code.
 */
export interface Deps {
  config: Config;
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  tokens: TokenService;
  otp: OtpCodec;
  /** The current time; tests move it to check expiries. */
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
