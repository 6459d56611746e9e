import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';

/**
 * The limits, in two layers.
 *
 * Per client address (@fastify/rate-limit, counted before the body is read): a flood cap set high
 * enough for a whole school behind one address (a class of 40 signing in at once, typos included).
 *
 * Per account (plugins/account-limits.ts, counted after the body is parsed and validated): this is
 * what stops guessing. Sign-in: 10 failed tries in 15 minutes, then one try a minute, where an
 * address the account has signed in from keeps a slot of its own, so a stranger guessing from
 * elsewhere cannot lock a pupil out. One-time codes: 10 wrong tries per account per hour, across
 * codes (a new code does not reset them).
 */
export interface AccountLimit {
  /** Counter namespace: routes with the same name share one count per account. */
  name: string;
  /** The body field naming the account. */
  field: string;
  max: number;
  windowMs: number;
  /** Over max: one try per slowDownMs (per known address, and one for all others) instead of none. */
  slowDownMs?: number;
  /** Turns the named account into one key (a user's username and e-mail are one account). */
  accountOf?: (deps: Deps, named: string) => Promise<string>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    accountLimit?: AccountLimit;
  }
}

const MINUTE = 60_000;

/** Flood cap per address on sign-in routes. */
const signInPerAddress = { max: 300, timeWindow: '1 minute' };
/** Flood cap per address on one-time-code routes: a class signing up sends, resends and verifies. */
const otpPerAddress = { max: 300, timeWindow: '10 minutes' };

export const SIGN_IN_FAILURES_ALLOWED = 10;
export const SIGN_IN_WINDOW_MS = 15 * MINUTE;
export const SIGN_IN_SLOW_DOWN_MS = MINUTE;
export const OTP_WRONG_TRIES_PER_HOUR = 10;

export const signInRateLimit = (name: string, field: string, accountOf?: AccountLimit['accountOf']) => ({
  rateLimit: signInPerAddress,
  accountLimit: { name, field, max: SIGN_IN_FAILURES_ALLOWED, windowMs: SIGN_IN_WINDOW_MS, slowDownMs: SIGN_IN_SLOW_DOWN_MS, ...(accountOf ? { accountOf } : {}) } satisfies AccountLimit,
});

/** Routes that send a code: the per-code 60 s resend cooldown already paces one account. */
export const otpSendRateLimit = { rateLimit: otpPerAddress };

/** Routes that check a code: wrong tries per account per hour, whichever code they were for. */
export const otpCheckRateLimit = { rateLimit: otpPerAddress, accountLimit: { name: 'otp', field: 'email', max: OTP_WRONG_TRIES_PER_HOUR, windowMs: 60 * MINUTE } satisfies AccountLimit };

/** Refreshing a session or registering: the address cap only (no account's password is tried). */
export const addressRateLimit = { rateLimit: signInPerAddress };

/** Cheap look-ups that still should not be scraped (username availability). */
export const lookupRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * For routes behind requireUser: counted per signed-in user (after the token check, so spelling
 * the Authorization header differently does not open a new bucket).
 */
export const perUserRateLimit = (max: number, timeWindow: string) => ({
  rateLimit: { max, timeWindow, hook: 'preHandler' as const, keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`) },
});
