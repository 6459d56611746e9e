import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import type { TokenService } from '../lib/tokens';

export interface UserPrincipal {
  id: string;
  role: string;
  publisher: string;
  grade: string;
  name: string;
}
export interface AdminPrincipal {
  id: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: UserPrincipal;
    admin?: AdminPrincipal;
  }
  interface FastifyInstance {
    /** preHandler: a valid user token is required; sets request.user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a valid admin token is required; sets request.admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match) throw new AppError('unauthorized');
  return match[1]!;
}

/** Helpers that read the principal set by requireUser / requireAdmin. */
export function currentUser(request: FastifyRequest): UserPrincipal {
  if (!request.user) throw new AppError('unauthorized');
  return request.user;
}
export function currentAdmin(request: FastifyRequest): AdminPrincipal {
  if (!request.admin) throw new AppError('unauthorized');
  return request.admin;
}

export default fp(
  async function auth(app: FastifyInstance, options: { tokens: TokenService }) {
    const { tokens } = options;
    app.decorateRequest('user', undefined);
    app.decorateRequest('admin', undefined);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const claims = await tokens.verify('user', bearerToken(request));
      request.user = {
        id: claims.sub,
        role: String(claims.role ?? 'student'),
        publisher: String(claims.publisher ?? ''),
        grade: String(claims.grade ?? ''),
        name: String(claims.name ?? ''),
      };
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const claims = await tokens.verify('admin', bearerToken(request));
      request.admin = { id: claims.sub };
    });
  },
  { name: 'auth' },
);
