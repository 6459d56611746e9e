/**
 * The Socket.IO Redis adapter: a broadcast on one node is published to Redis and delivered by
 * every node to its own sockets in the room, so many server copies behave as one.
 */
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';

export interface RedisAdapterHandle {
  adapter: ReturnType<typeof createAdapter>;
  /** Resolves once both connections are ready (so no early broadcast is lost). */
  ready: Promise<void>;
  close(): Promise<void>;
}

const readyOf = (client: Redis) =>
  client.status === 'ready'
    ? Promise.resolve()
    : new Promise<void>((resolve, reject) => {
        client.once('ready', () => resolve());
        client.once('error', reject);
      });

export function createRedisAdapter(url: string, onError: (error: unknown) => void): RedisAdapterHandle {
  const pub = new Redis(url, { maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  pub.on('error', onError);
  sub.on('error', onError);
  return {
    adapter: createAdapter(pub, sub),
    ready: Promise.all([readyOf(pub), readyOf(sub)]).then(() => undefined),
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
