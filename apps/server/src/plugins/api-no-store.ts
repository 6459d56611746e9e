import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers are personal (tokens, profiles, scores, messages) or change with every write: no
 * browser, proxy or shared cache may keep them. Set before the handler runs, so errors carry it too;
 * a route may still choose otherwise.
 */
export default fp(
  async function apiNoStore(app: FastifyInstance) {
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'api-no-store' },
);
