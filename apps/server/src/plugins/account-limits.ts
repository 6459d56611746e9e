import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import type { AccountLimit } from '../lib/rate-limits';

/**
 * Per-account limits (see lib/rate-limits.ts). Runs as a preHandler, so the body is parsed and
 * validated and the account it names is known. A try is counted before it runs (parallel guesses
 * cannot slip past the count) and given back when it did not fail: a success, a refusal by the
 * limit itself or a server fault. What stays counted is every 4xx answer other than 429.
 */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

interface Counted {
  key: string;
  limit: AccountLimit;
  /** The known address's own counter, when the try was let through over the limit by it. */
  slot?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    accountTry?: Counted;
  }
}

const tooMany = (waitMs: number) => new AppError('too_many_requests', undefined, { extra: { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } });

export default fp(
  async function accountLimits(app: FastifyInstance) {
    const { deps } = app;
    const store = deps.limits;
    app.decorateRequest('accountTry', undefined);

    app.addHook('preHandler', async (request: FastifyRequest) => {
      const limit = request.routeOptions.config.accountLimit;
      if (!limit) return;
      const body = request.body;
      const named = body && typeof body === 'object' ? (body as Record<string, unknown>)[limit.field] : undefined;
      if (typeof named !== 'string') return; // the schema requires it; nothing to count otherwise
      const normalised = named.trim().toLowerCase();
      const account = limit.accountOf ? await limit.accountOf(deps, normalised) : normalised;
      const key = `${limit.name}:${account}`;
      const counted = await countTry(key, limit, request.ip, normalised).catch((error: unknown) => {
        // No counter, no guessing: with Redis unreachable, sign-in waits rather than runs unlimited.
        request.log.error({ err: error }, 'rate-limit counters unreachable');
        throw new AppError('service_unavailable', undefined, { cause: error });
      });
      if (counted.waitMs > 0) throw tooMany(counted.waitMs);
      request.accountTry = { key, limit, ...(counted.slot ? { slot: counted.slot } : {}) };
    });

    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      const counted = request.accountTry;
      if (!counted) return;
      const status = reply.statusCode;
      const failed = status >= 400 && status < 500 && status !== 429;
      if (failed) return;
      try {
        await store.decrement(counted.key);
        if (counted.slot) await store.decrement(counted.slot);
        if (status < 300 && counted.limit.slowDownMs) await store.remember(knownAddress(counted.key, request.ip), KNOWN_ADDRESS_MS);
      } catch (error) {
        request.log.warn({ err: error }, 'could not give back a counted try');
      }
    });

    /** Counts the try; waitMs 0 when it may run, else the ms to wait (the try is then given back). */
    const countTry = async (key: string, limit: AccountLimit, ip: string, named: string): Promise<{ waitMs: number; slot?: string }> => {
      const count = await store.increment(key, limit.windowMs);
      if (count <= limit.max) return { waitMs: 0 };
      if (limit.knownAddressTries) {
        const slot = await knownAddressCount(key, limit.windowMs, limit.knownAddressTries, ip, named);
        if (slot) return { waitMs: 0, slot };
      }
      const waitMs = limit.slowDownMs ? await store.claim(await slowDownSlot(key, ip), limit.slowDownMs) : limit.windowMs;
      if (waitMs > 0) await store.decrement(key);
      return { waitMs };
    };

    /** Over the limit: a try from an address the account signed in from, counted on that address's own slot (undefined: none left, or not known). */
    const knownAddressCount = async (key: string, windowMs: number, { tries, signInKeyOf }: NonNullable<AccountLimit['knownAddressTries']>, ip: string, named: string) => {
      const signInKey = await signInKeyOf(deps, named);
      if (!signInKey || !(await store.has(knownAddress(signInKey, ip)))) return undefined;
      const slot = `slot:${key}|${ip}`;
      if ((await store.increment(slot, windowMs)) <= tries) return slot;
      await store.decrement(slot);
      return undefined;
    };

    const knownAddress = (key: string, ip: string) => `known:${key}|${ip}`;
    /** Over the limit, an address the account signed in from has its own slot; all others share one. */
    const slowDownSlot = async (key: string, ip: string) => ((await store.has(knownAddress(key, ip))) ? `slot:${key}|${ip}` : `slot:${key}|others`);
  },
  { name: 'account-limits' },
);
