import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import type { TokenClaims, TokenService } from '../lib/tokens';

export interface UserPrincipal {
  id: string;
  role: string;
  publisher: string;
  grade: string;
  name: string;
  /** The sign-in this token belongs to (features/sessions). */
  sessionId: string;
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
    /** onRequest hook: a valid user token is required; sets request.user. Runs before validation, so a caller without a token gets 401, never a 400. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: a valid admin token is required; sets request.admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook for routes both clients call: a user token (sets request.user) or an admin token (sets request.admin). */
    requireUserOrAdmin: (request: FastifyRequest) => Promise<void>;
    /** A user token's claims once its signature, expiry, session and token version are checked against the database (the realtime socket uses it). */
    verifyUserToken: (token: string) => Promise<TokenClaims>;
  }
}

/** Checks that a token's session is still live and of the account's current token version. */
export interface SessionCheck {
  /** A request with a user token: a recent answer for the same session may stand. */
  user: (claims: TokenClaims) => Promise<void>;
  /** A socket joining (verifyUserToken): always the database's answer of this moment. */
  userNow: (claims: TokenClaims) => Promise<void>;
  admin: (claims: TokenClaims) => Promise<void>;
}

export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match) throw new AppError('unauthorized');
  return match[1]!;
}

/** The bearer token of a request that may or may not carry one (logout). */
export function bearerTokenIfAny(request: FastifyRequest): string | undefined {
  return request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
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
  async function auth(app: FastifyInstance, options: { tokens: TokenService; sessions: SessionCheck }) {
    const { tokens, sessions } = options;
    const verifyUser = async (token: string) => {
      const claims = await tokens.verify('user', token);
      await sessions.user(claims);
      return claims;
    };
    const verifyUserNow = async (token: string) => {
      const claims = await tokens.verify('user', token);
      await sessions.userNow(claims);
      return claims;
    };
    const verifyAdmin = async (token: string) => {
      const claims = await tokens.verify('admin', token);
      await sessions.admin(claims);
      return claims;
    };
    app.decorate('verifyUserToken', verifyUserNow);
    app.decorateRequest('user', undefined);
    app.decorateRequest('admin', undefined);
    // The server signs these claims as strings (features/sessions); anything else reads as absent.
    const text = (claim: unknown, absent = '') => (typeof claim === 'string' ? claim : absent);
    const userFrom = (claims: TokenClaims): UserPrincipal => ({
      id: claims.sub,
      role: text(claims.role, 'student'),
      publisher: text(claims.publisher),
      grade: text(claims.grade),
      name: text(claims.name),
      sessionId: text(claims.sid),
    });
    app.decorate('requireUser', async (request: FastifyRequest) => {
      request.user = userFrom(await verifyUser(bearerToken(request)));
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      request.admin = { id: (await verifyAdmin(bearerToken(request))).sub };
    });
    app.decorate('requireUserOrAdmin', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      try {
        request.user = userFrom(await verifyUser(token));
        return;
      } catch (error) {
        // A valid token of the other audience: it may be an admin's.
        if (!(error instanceof AppError) || error.code !== 'forbidden') throw error;
      }
      request.admin = { id: (await verifyAdmin(token)).sub };
    });
  },
  { name: 'auth' },
);
