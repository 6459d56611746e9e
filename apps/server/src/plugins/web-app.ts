import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { MSG } from '@booktutor/contracts/messages';

/**
 * Serves uploaded files under /uploads and the built single-page app at /, answering
 * unknown non-API GETs with index.html so that client routes survive a reload. Built files
 * go out precompressed (brotli or gzip, see apps/web/build-tools/precompress-plugin.ts).
 */
export default fp(async function webApp(app: FastifyInstance, options: { webRoot?: string | undefined; uploadsRoot: string }) {
  await app.register(fastifyStatic, {
    root: options.uploadsRoot,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '1h',
    // A folder is not a file: answered 404 like a missing one (send would answer 403 for it).
    allowedPath: (pathName) => !pathName.endsWith('/'),
  });

  const webRoot = options.webRoot && existsSync(path.join(options.webRoot, 'index.html')) ? options.webRoot : undefined;
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each file; the one the browser accepts is sent,
      // with `Vary: accept-encoding` (index.html too, through sendFile below).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed assets never change; index.html must always be fresh.
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/uploads/');
    if (webRoot && isPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webRoot);
    }
    return reply.status(404).send({ message: MSG.generic.notFound, code: 'not_found' });
  });
});
