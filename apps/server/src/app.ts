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
import accountLimits from './plugins/account-limits';
import authPlugin from './plugins/auth';
import textGuard from './plugins/text-guard';
import jsonBody from './plugins/json-body';
import multipartGuard from './plugins/multipart-guard';
import apiNoStore from './plugins/api-no-store';
import errorHandler from './plugins/error-handler';
import openApi from './plugins/open-api';
import realtime from './plugins/realtime';
import notificationOutbox from './plugins/notification-outbox';
import webApp from './plugins/web-app';
import { registerFeatureRoutes } from './routes';
import { sessionChecks } from './features/sessions/session-checks';
import { trustProxyOption } from './lib/trust-proxy';

export interface BuildAppOptions {
  deps: Deps;
  logger?: FastifyServerOptions['logger'];
  /** The built web app to serve at /, if any (apps/web/dist). */
  webRoot?: string | undefined;
}

/** Largest request accepted at all; each upload route checks its own smaller limit. */
const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { deps } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    bodyLimit: 2 * 1024 * 1024,
    ajv: { customOptions: { coerceTypes: false } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  deps.log ??= app.log;
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
    // With REDIS_URL the per-address counters live in Redis too, so every node counts the same tries.
    ...(deps.limits.redis ? { redis: deps.limits.redis } : {}),
    nameSpace: 'booktutor:rate-limit:',
    // The per-address caps only stop floods: if Redis is unreachable they step aside rather than
    // fail every request (the per-account limits, which stop guessing, answer 503 instead).
    skipOnError: true,
    errorResponseBuilder: () => ({ statusCode: 429, message: 'rate limited' }),
  });
  await app.register(apiNoStore);
  await app.register(jsonBody);
  await app.register(textGuard);
  await app.register(multipartGuard);
  await app.register(accountLimits);
  await app.register(authPlugin, { tokens: deps.tokens, sessions: sessionChecks(app, deps) });
  await app.register(openApi);
  await app.register(realtime);
  await app.register(notificationOutbox);
  await app.register(registerFeatureRoutes, { prefix: '/api' });
  await app.register(webApp, { webRoot: options.webRoot, uploadsRoot: deps.storage.root });

  return app;
}
