import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { socialProviderSchema, socialStartQuery, type SocialProvider } from '@booktutor/contracts/social-auth';
import { errorBodySchema } from '@booktutor/contracts/errors';
import { createFacebookClient } from './facebook-client';
import { createGoogleClient } from './google-client';
import { finishSocialSignIn, startSocialSignIn, STATE_TTL_MS, type ProviderClients } from './service';

const tags = ['social-auth'];
const params = z.object({ provider: socialProviderSchema });
const redirect = { 302: z.null().describe('Redirect (Location header)'), 400: errorBodySchema, 429: errorBodySchema };
const flowRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
/** Lax: the cookie must come back on the provider's top-level redirect to our callback. */
const COOKIE_PATH = '/api/social-auth';
const stateCookie = (provider: SocialProvider) => `bt_oauth_state_${provider}`;

const routes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const clients: ProviderClients = { google: createGoogleClient(deps.config), facebook: createFacebookClient(deps.config) };
  // The Host header is the client's to write: it never becomes a redirect target. Without
  // PUBLIC_URL the provider calls back to the address this server listens on (as printed at
  // start), and the browser lands on a relative /auth-callback on the host it is already on.
  const publicUrl = deps.config.PUBLIC_URL?.replace(/\/+$/, '');
  const listeningOrigin = () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') return `http://localhost:${deps.config.PORT}`;
    const anyInterface = address.address === '0.0.0.0' || address.address === '::';
    const host = anyInterface ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  };
  const webBase = publicUrl ?? '';
  const context = (request: FastifyRequest, provider: SocialProvider) => ({ deps, clients, provider, base: publicUrl ?? listeningOrigin(), webBase, log: request.log });

  app.get(
    '/social-auth/:provider',
    {
      config: flowRateLimit,
      schema: {
        tags,
        summary: 'Start Google or Facebook sign-in: redirect to the provider (or to /auth-callback?error=...)',
        description: 'Optional publisher and role apply only if this sign-in creates a new account.',
        params,
        querystring: socialStartQuery,
        response: redirect,
      },
    },
    async (request, reply) => {
      const ctx = context(request, request.params.provider);
      const { location, state } = await startSocialSignIn(ctx, request.query);
      if (state) {
        reply.setCookie(stateCookie(ctx.provider), state, { httpOnly: true, sameSite: 'lax', secure: ctx.base.startsWith('https:'), path: COOKIE_PATH, maxAge: STATE_TTL_MS / 1000 });
      }
      return reply.header('cache-control', 'no-store').redirect(location);
    },
  );

  app.get(
    '/social-auth/:provider/callback',
    {
      config: flowRateLimit,
      schema: {
        tags,
        summary: "The provider's redirect: sign in and go to /auth-callback#token=... or /auth-callback?error=code",
        params,
        querystring: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
        response: redirect,
      },
    },
    async (request, reply) => {
      const ctx = context(request, request.params.provider);
      const { location } = await finishSocialSignIn(ctx, request.query, request.cookies[stateCookie(ctx.provider)]);
      reply.clearCookie(stateCookie(ctx.provider), { path: COOKIE_PATH });
      return reply.header('cache-control', 'no-store').redirect(location);
    },
  );
};

export default routes;
