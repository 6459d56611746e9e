/**
 * Signed JWTs (jose, HS256) with one audience per kind of client, so a user token is
 * refused on admin routes and an admin token on user routes. Access tokens are short
 * (15 minutes) and name their server-side session (`sid`) and the account's token version
 * (`ver`), so logout and "sign out everywhere" end them at once (features/sessions).
 * Refresh tokens are not JWTs: they are random, stored hashed and rotated (features/sessions).
 */
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { AppError } from './errors';

export const AUDIENCE = { user: 'booktutor:user', admin: 'booktutor:admin' } as const;
export type Audience = keyof typeof AUDIENCE;

const ISSUER = 'booktutor';
/** Access-token lifetime in seconds: the web app refreshes silently before and after it. */
export const ACCESS_TOKEN_LIFETIME_S = 15 * 60;

export interface TokenClaims {
  sub: string;
  [claim: string]: unknown;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A JSON object from one base64url part of a token, or undefined. */
function decodeJsonObject(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export class TokenService {
  private readonly key: Uint8Array;
  private readonly hmacKey: KeyObject;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
    this.hmacKey = createSecretKey(this.key);
  }

  /** A token for `audience`, valid for `lifetimeS` (15 minutes; tests ask for less). */
  sign(audience: Audience, claims: TokenClaims, lifetimeS = ACCESS_TOKEN_LIFETIME_S): Promise<string> {
    const { sub, ...rest } = claims;
    return new SignJWT(rest).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuer(ISSUER).setAudience(AUDIENCE[audience]).setIssuedAt().setExpirationTime(`${lifetimeS}s`).sign(this.key);
  }

  /**
   * Verifies a token for one audience; throws the catalogue's 401/403 errors. Every request
   * with a token comes through here, so the HS256 check runs on node:crypto synchronously:
   * jose verifies through WebCrypto, whose HMAC is a thread-pool job (a thread hop and
   * ~0.1 ms per request, milliseconds on a busy machine). The checks are jose's jwtVerify
   * with these options: compact form, alg HS256 only, no `crit`, signature, a JSON object
   * as claims, iss, aud, then numeric nbf/exp against now (no clock tolerance).
   */
  async verify(audience: Audience, token: string, options: { expiredForAtMostS?: number } = {}): Promise<TokenClaims> {
    const parts = typeof token === 'string' ? token.split('.') : [];
    if (parts.length !== 3 || !parts.every((p) => BASE64URL.test(p))) throw new AppError('invalid_token');
    const [header, payload, signature] = parts as [string, string, string];
    const protectedHeader = decodeJsonObject(header);
    if (!protectedHeader || protectedHeader.alg !== 'HS256' || protectedHeader.crit !== undefined) throw new AppError('invalid_token');
    // Compared as canonical base64url text, so no second spelling of a signature passes.
    const expected = Buffer.from(createHmac('sha256', this.hmacKey).update(`${header}.${payload}`).digest('base64url'));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('invalid_token');
    const claims = decodeJsonObject(payload);
    if (!claims || !Object.hasOwn(claims, 'iss')) throw new AppError('invalid_token');
    if (!Object.hasOwn(claims, 'aud')) throw new AppError('forbidden');
    if (claims.iss !== ISSUER) throw new AppError('invalid_token');
    const aud = claims.aud;
    const wanted = AUDIENCE[audience];
    if (!(aud === wanted || (Array.isArray(aud) && aud.includes(wanted)))) throw new AppError('forbidden');
    const now = Math.floor(Date.now() / 1000);
    for (const claim of ['iat', 'nbf', 'exp'] as const) {
      if (claims[claim] !== undefined && typeof claims[claim] !== 'number') throw new AppError('invalid_token');
    }
    if (typeof claims.nbf === 'number' && claims.nbf > now) throw new AppError('invalid_token');
    // An admin token may be renewed shortly after it expired (features/sessions): the caller says how long.
    const tolerance = options.expiredForAtMostS ?? 0;
    if (typeof claims.exp === 'number' && claims.exp + tolerance <= now) throw new AppError('token_expired');
    if (!claims.sub) throw new AppError('invalid_token');
    return claims as TokenClaims;
  }
}
