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
 * codes (a new code does not reset them); for password reset codes, over that, an address the
 * account signed in from keeps 5 tries an hour of its own (see otpResetRateLimit).
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
  /**
   * Over max (without slowDownMs): each address the account signed in from keeps `tries` more per
   * window of its own; all other addresses get none. signInKeyOf names the sign-in counter whose
   * known addresses count (undefined: no such account, so no address is known).
   */
  knownAddressTries?: { tries: number; signInKeyOf: (deps: Deps, named: string) => Promise<string | undefined> };
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
/** A reset code dies after 5 wrong tries: a known address's own slot is one code's worth. */
export const OTP_KNOWN_ADDRESS_TRIES_PER_HOUR = 5;

export const signInRateLimit = (name: string, field: string, accountOf?: AccountLimit['accountOf']) => ({
  rateLimit: signInPerAddress,
  accountLimit: { name, field, max: SIGN_IN_FAILURES_ALLOWED, windowMs: SIGN_IN_WINDOW_MS, slowDownMs: SIGN_IN_SLOW_DOWN_MS, ...(accountOf ? { accountOf } : {}) } satisfies AccountLimit,
});

/** Routes that send a code: the per-code 60 s resend cooldown already paces one account. */
export const otpSendRateLimit = { rateLimit: otpPerAddress };

/** Routes that check a code: wrong tries per account per hour, whichever code they were for. */
const otpCheckLimit = { name: 'otp', field: 'email', max: OTP_WRONG_TRIES_PER_HOUR, windowMs: 60 * MINUTE } satisfies AccountLimit;
export const otpCheckRateLimit = { rateLimit: otpPerAddress, accountLimit: otpCheckLimit };

/**
 * Checking a password reset code: the same count as otpCheckRateLimit (one count per e-mail for
 * sign-up and reset codes), so the worst case stays 10 guesses per account an hour from any number
 * of addresses the account never signed in from, as before. Over that, an address the account
 * signed in from in the last 30 days (as sign-in remembers them) keeps 5 tries an hour of its own,
 * so a stranger's wrong codes no longer lock the owner out: they ask for a fresh code at home or
 * school and use it there. Only someone behind one of those addresses (a classmate on the school's
 * address) gets more: 5 an hour per such address.
 *
 * Chosen over counting per issued code (with a cap on codes sent): anyone may ask for a code, so a
 * stranger can both ask for the owner's fresh codes and guess each one to death, and the cap on
 * codes then locks the owner out just the same; only the address tells the owner from the stranger.
 * Per account and address for everyone was tried and reverted: 10 guesses per address, unbounded.
 */
export const otpResetRateLimit = (signInKeyOf: (deps: Deps, email: string) => Promise<string | undefined>) => ({
  rateLimit: otpPerAddress,
  accountLimit: { ...otpCheckLimit, knownAddressTries: { tries: OTP_KNOWN_ADDRESS_TRIES_PER_HOUR, signInKeyOf } } satisfies AccountLimit,
});

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
