/**
 * Counters behind the rate limits: in Redis when REDIS_URL is set, so every node counts the same
 * tries (the same connection is handed to @fastify/rate-limit), in this process's memory otherwise.
 * Keys are user text (a login, an e-mail): they live in Redis keys or a Map, never object keys.
 */
import { Redis } from 'ioredis';

export interface LimitStore {
  /** Adds one to a counter whose window starts at its first count; answers the new count. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Takes one back (a try that turned out not to count). */
  decrement(key: string): Promise<void>;
  /** Takes a slot held for holdMs: answers 0 when taken now, else the ms until it frees. */
  claim(key: string, holdMs: number): Promise<number>;
  /** Remembers a key for ttlMs (for example an address an account signed in from). */
  remember(key: string, ttlMs: number): Promise<void>;
  has(key: string): Promise<boolean>;
  /** The shared connection, when counters live in Redis. */
  readonly redis: Redis | undefined;
  close(): Promise<void>;
}

const PREFIX = 'booktutor:limits:';

const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;
const DECREMENT = `
if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then redis.call('DECR', KEYS[1]) end
return 0`;
const CLAIM = `
if redis.call('SET', KEYS[1], '1', 'PX', ARGV[1], 'NX') then return 0 end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 1 then return 1 end
return ttl`;

export function createRedisLimitStore(url: string, onError: (error: unknown) => void = () => {}): LimitStore {
  // While Redis is away a request waits for at most 3 reconnects of at most 0.5 s, then fails.
  const redis = new Redis(url, { maxRetriesPerRequest: 3, retryStrategy: (times) => Math.min(times * 50, 500) });
  redis.on('error', onError);
  const run = async (script: string, key: string, ...args: (string | number)[]) => Number(await redis.eval(script, 1, PREFIX + key, ...args));
  return {
    redis,
    increment: (key, windowMs) => run(INCREMENT, key, windowMs),
    decrement: async (key) => void (await run(DECREMENT, key)),
    claim: (key, holdMs) => run(CLAIM, key, holdMs),
    remember: async (key, ttlMs) => void (await redis.set(PREFIX + key, '1', 'PX', ttlMs)),
    has: async (key) => (await redis.exists(PREFIX + key)) === 1,
    async close() {
      // quit() waits for a connection that may never come; a client that is not connected just stops.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

/** Enough entries for a busy node; beyond it expired entries are swept so the map stays bounded. */
const SWEEP_ABOVE = 50_000;

export function createMemoryLimitStore(now: () => Date): LimitStore {
  const entries = new Map<string, { value: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now().getTime()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const put = (key: string, value: number, ttlMs: number) => {
    if (entries.size > SWEEP_ABOVE) {
      const t = now().getTime();
      for (const [k, e] of entries) if (e.expiresAt <= t) entries.delete(k);
    }
    entries.set(key, { value, expiresAt: now().getTime() + ttlMs });
  };
  return {
    redis: undefined,
    async increment(key, windowMs) {
      const entry = live(key);
      if (!entry) {
        put(key, 1, windowMs);
        return 1;
      }
      entry.value += 1;
      return entry.value;
    },
    async decrement(key) {
      const entry = live(key);
      if (entry && entry.value > 0) entry.value -= 1;
    },
    async claim(key, holdMs) {
      const entry = live(key);
      if (entry) return Math.max(1, entry.expiresAt - now().getTime());
      put(key, 1, holdMs);
      return 0;
    },
    async remember(key, ttlMs) {
      put(key, 1, ttlMs);
    },
    async has(key) {
      return live(key) !== undefined;
    },
    async close() {
      entries.clear();
    },
  };
}

export function createLimitStore(redisUrl: string | undefined, now: () => Date, onError?: (error: unknown) => void) {
  return redisUrl ? createRedisLimitStore(redisUrl, onError) : createMemoryLimitStore(now);
}
