/**
 * Signed JWTs (jose, HS256) with one audience per kind of client, so a user token is
 * refused on admin routes and an admin token on user routes.
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { AppError } from './errors';

export const AUDIENCE = {
  user: 'booktutor:user',
  admin: 'booktutor:admin',
  refresh: 'booktutor:refresh',
} as const;
export type Audience = keyof typeof AUDIENCE;

const ISSUER = 'booktutor';
const LIFETIME: Record<Audience, string> = { user: '24h', admin: '12h', refresh: '30d' };

export interface TokenClaims {
  sub: string;
  [claim: string]: unknown;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(audience: Audience, claims: TokenClaims): Promise<string> {
    const { sub, ...rest } = claims;
    return new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE[audience])
      .setIssuedAt()
      .setExpirationTime(LIFETIME[audience])
      .sign(this.key);
  }

  /** Verifies a token for one audience; throws the catalogue's 401/403 errors. */
  async verify(audience: Audience, token: string): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE[audience],
        algorithms: ['HS256'],
      });
      if (!payload.sub) throw new AppError('invalid_token');
      return payload as TokenClaims;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw new AppError('token_expired');
      if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'aud') {
        throw new AppError('forbidden');
      }
      throw new AppError('invalid_token');
    }
  }
}
