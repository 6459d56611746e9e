import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Runs this node's notification outbox worker while the app runs: started once the app is
 * ready (and the realtime server attached), stopped before the database closes.
 */
export default fp(
  async function notificationOutbox(app: FastifyInstance) {
    const { deps } = app;
    app.addHook('onReady', async () => {
      deps.notificationOutbox.start({ db: deps.db, realtime: deps.realtime, now: deps.now, log: app.log });
    });
    app.addHook('preClose', async () => {
      await deps.notificationOutbox.stop();
    });
  },
  { name: 'notification-outbox', dependencies: ['realtime'] },
);
