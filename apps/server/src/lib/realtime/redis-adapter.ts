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
  /** The subscription that brings other nodes' messages dropped (false) or is back (true); messages sent meanwhile are lost. */
  onSubscription(listener: (up: boolean) => void): void;
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
    onSubscription(listener) {
      sub.on('close', () => listener(false));
      // ioredis sends the SUBSCRIBE commands again just before 'ready' on a reconnection.
      sub.on('ready', () => listener(true));
    },
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
