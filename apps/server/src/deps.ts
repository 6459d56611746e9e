import type { FastifyBaseLogger } from 'fastify';
import type { Grader } from '@booktutor/tutor';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './lib/mailer';
import type { OtpCodec } from './lib/otp';
import type { Llm } from './lib/llm/llm';
import type { FileStorage } from './lib/storage';
import type { TokenService } from './lib/tokens';
import type { RealtimeHub } from './lib/realtime/hub';
import type { Stt } from './lib/stt/speech-to-text';
import type { LimitStore } from './lib/limit-store';
import type { NotificationOutbox } from './features/notifications/outbox-worker';

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
  /** The configured language model; null or absent: the built-in offline tutor answers. */
  llm?: Llm | null;
  /** The current time; tests move it to check expiries. */
  now: () => Date;
  /** Sends realtime events (notification:new, score:updated) to one user's sockets on any node. */
  realtime: RealtimeHub;
  /** Speech-to-text for voice messages (engine 'none' when nothing is installed or configured). */
  stt: Stt;
  /** The free-text grader used without a model and when the model fails; the engine's built-in one when absent (tests inject others). */
  grader?: Grader;
  /** Where features log faults they recover from without failing the request; buildApp sets the app's logger when absent. */
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** Rate-limit counters: Redis when REDIS_URL is set (shared by every node), memory otherwise. */
  limits: LimitStore;
  /** Fans notifications out to a book's subscribers after the event's commit (started by the app). */
  notificationOutbox: NotificationOutbox;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
