import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { LIMITS } from '@booktutor/contracts/limits';
import { REALTIME_PATH } from '@booktutor/contracts/realtime';
import { AppError } from '../lib/errors';
import { sessionRoom, userRoom, type RealtimeServer } from '../lib/realtime/hub';
import { createRedisAdapter } from '../lib/realtime/redis-adapter';

/** setTimeout's longest wait (about 24.8 days); a token lives 15 minutes. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Socket.IO on the Fastify HTTP server. A socket must present a valid user token
 * (handshake `auth.token`); it then joins its own room `user:<id>` and its sign-in's
 * `session:<id>`, nothing else, so a user only ever receives their own events. It lives no longer
 * than its token (then the client connects again with a fresh one) nor than its sign-in (the
 * sessions feature closes it through deps.realtime). With REDIS_URL the Redis adapter carries
 * events between nodes. Services send through deps.realtime, which this plugin attaches.
 */
export default fp(
  async function realtime(app: FastifyInstance) {
    const { deps } = app;
    const io: RealtimeServer = new Server(app.server, { path: REALTIME_PATH, serveClient: false, connectTimeout: LIMITS.realtimeTimeoutMs });

    let redis: ReturnType<typeof createRedisAdapter> | undefined;
    if (deps.config.REDIS_URL) {
      redis = createRedisAdapter(deps.config.REDIS_URL, (error) => app.log.error({ err: error }, 'realtime redis error'));
      io.adapter(redis.adapter);
      await redis.ready;
    }

    // Socket.IO ignores a middleware's promise: the check settles into exactly one next() call.
    io.use((socket, next) => {
      const token: unknown = socket.handshake.auth?.token;
      const verified = typeof token === 'string' && token ? app.verifyUserToken(token) : Promise.reject(new AppError('unauthorized'));
      verified.then(
        (claims) => {
          socket.data.userId = claims.sub;
          socket.data.sessionId = typeof claims.sid === 'string' ? claims.sid : '';
          socket.data.expiresAt = typeof claims.exp === 'number' ? claims.exp * 1000 : Date.now();
          next();
        },
        (error: unknown) => {
          const code = error instanceof AppError ? error.code : 'unauthorized';
          next(Object.assign(new Error(code), { data: { code } }));
        },
      );
    });
    io.on('connection', (socket) => {
      void socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
      const expiry = setTimeout(() => socket.disconnect(true), Math.min(MAX_TIMER_MS, Math.max(0, socket.data.expiresAt - Date.now())));
      socket.once('disconnect', () => clearTimeout(expiry));
      // A logout between the handshake's check and the join above closed no socket of these rooms:
      // check the sign-in once more now that the socket is in them.
      const token: unknown = socket.handshake.auth?.token;
      app.verifyUserToken(typeof token === 'string' ? token : '').catch(() => socket.disconnect(true));
    });

    // With Redis, an ending on any node reaches every node's cache of live sessions too.
    deps.realtime.attach(io, { crossNode: redis !== undefined });
    // While the subscription is down, other nodes' endings are lost: no 'live' answer is reused.
    redis?.onSubscription((up) => deps.realtime.setLinkUp(up));

    // Open websockets would keep the HTTP server from closing: end them first. The hub stays
    // attached until the requests still in flight are done: an ending one of them makes must still
    // reach the other nodes (their caches of live sessions).
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
    });
    app.addHook('onClose', async () => {
      deps.realtime.detach();
      await io.close();
      await redis?.close();
    });
  },
  { name: 'realtime' },
);
