import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Not built yet: its issue fills this feature in. */
const routes: FastifyPluginAsyncZod = async () => {};
export default routes;
