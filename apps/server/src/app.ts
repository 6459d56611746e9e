/**
 * Builds the Fastify application from its dependencies. main.ts gives it the real ones;
 * tests give it a fresh database and whatever else they need to observe.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from './deps';
import authPlugin from './plugins/auth';
import errorHandler from './plugins/error-handler';
import openApi from './plugins/open-api';
import realtime from './plugins/realtime';
import notificationOutbox from './plugins/notification-outbox';
import webApp from './plugins/web-app';
import { registerFeatureRoutes } from './routes';

export interface BuildAppOptions {
  deps: Deps;
  logger?: FastifyServerOptions['logger'];
  /** The built web app to serve at /, if any (apps/web/dist). */
  webRoot?: string | undefined;
  /** A Redis client for shared rate-limit counters across nodes. */
  rateLimitRedis?: unknown;
}

/** Largest request accepted at all; each upload route checks its own smaller limit. */
const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { deps } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: deps.config.TRUST_PROXY ?? false,
    bodyLimit: 2 * 1024 * 1024,
    ajv: { customOptions: { coerceTypes: false } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);

  await app.register(errorHandler);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });
  await app.register(rateLimit, {
    global: false,
    ...(options.rateLimitRedis ? { redis: options.rateLimitRedis as never } : {}),
    errorResponseBuilder: () => ({ statusCode: 429, message: 'rate limited' }),
  });
  await app.register(authPlugin, { tokens: deps.tokens });
  await app.register(openApi);
  await app.register(realtime);
  await app.register(notificationOutbox);
  await app.register(registerFeatureRoutes, { prefix: '/api' });
  await app.register(webApp, { webRoot: options.webRoot, uploadsRoot: deps.storage.root });

  return app;
}
