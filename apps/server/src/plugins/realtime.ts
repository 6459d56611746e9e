import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { LIMITS } from '@booktutor/contracts/limits';
import { REALTIME_PATH } from '@booktutor/contracts/realtime';
import { AppError } from '../lib/errors';
import { userRoom, type RealtimeServer } from '../lib/realtime/hub';
import { createRedisAdapter } from '../lib/realtime/redis-adapter';

/**
 * Socket.IO on the Fastify HTTP server. A socket must present a valid user token
 * (handshake `auth.token`); it then joins its own room `user:<id>` and nothing else, so a user
 * only ever receives their own events. With REDIS_URL the Redis adapter carries events
 * between nodes. Services send through deps.realtime, which this plugin attaches.
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
          next();
        },
        (error: unknown) => {
          const code = error instanceof AppError ? error.code : 'unauthorized';
          next(Object.assign(new Error(code), { data: { code } }));
        },
      );
    });
    io.on('connection', (socket) => {
      void socket.join(userRoom(socket.data.userId));
    });

    deps.realtime.attach(io);

    // Open websockets would keep the HTTP server from closing: end them first.
    app.addHook('preClose', async () => {
      deps.realtime.detach();
      io.local.disconnectSockets(true);
    });
    app.addHook('onClose', async () => {
      await io.close();
      await redis?.close();
    });
  },
  { name: 'realtime' },
);
