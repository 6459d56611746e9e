import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('up') });
const downResponse = z.object({ status: z.literal('error'), database: z.literal('down'), message: z.string() });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['service'], summary: 'Checks that the server and its database answer', response: { 200: healthResponse, 503: downResponse } } }, async (request, reply) => {
    try {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'up' as const };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error' as const, database: 'down' as const, message: 'Database unreachable' });
    }
  });
};
export default routes;
