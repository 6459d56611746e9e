/**
 * TokenService.verify checks HS256 tokens with node:crypto (no WebCrypto thread hop); these
 * pin it to the outcomes jose's own jwtVerify gives the same tokens.
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { AUDIENCE, TokenService } from './tokens';

const SECRET = 'unit-test-secret-that-is-long-enough-for-hs256';
const key = new TextEncoder().encode(SECRET);
const tokens = new TokenService(SECRET);
const now = () => Math.floor(Date.now() / 1000);

/** A token with any header and claims, signed with the service's secret (or another). */
function craft(claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256' }, secret = key) {
  return new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(secret);
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

/** What the previous jose-based verify answered for the same token. */
async function joseCode(token: string): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: 'booktutor', audience: AUDIENCE.user, algorithms: ['HS256'] });
    return payload.sub ? 'ok' : 'invalid_token';
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return 'token_expired';
    if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'aud') return 'forbidden';
    return 'invalid_token';
  }
}

const good = { sub: 'u1', iss: 'booktutor', aud: AUDIENCE.user };

describe('TokenService.verify', () => {
  it('accepts its own tokens and returns their claims', async () => {
    const token = await tokens.sign('user', { sub: 'u1', role: 'student', publisher: 'JD' });
    expect(await tokens.verify('user', token)).toMatchObject({ sub: 'u1', role: 'student', publisher: 'JD', iss: 'booktutor', aud: AUDIENCE.user });
  });

  it('refuses a token of another audience as forbidden, and an expired one as expired', async () => {
    const admin = await tokens.sign('admin', { sub: 'a1' });
    expect(await codeOf(tokens.verify('user', admin))).toBe('forbidden');
    expect(await codeOf(tokens.verify('admin', admin))).toBe('ok');
    const expired = await craft({ ...good, exp: now() - 5 });
    expect(await codeOf(tokens.verify('user', expired))).toBe('token_expired');
  });

  it('refuses forged, altered and malformed tokens', async () => {
    const token = await tokens.sign('user', { sub: 'u1', role: 'student' });
    const [h, p, s] = token.split('.') as [string, string, string];
    const otherRole = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), role: 'teacher' })).toString('base64url');
    const lastChar = s.at(-1)!;
    const respelled = s.slice(0, -1) + (lastChar === 'A' ? 'B' : 'A');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    const cases = [
      `${h}.${otherRole}.${s}`,
      `${h}.${p}.${respelled}`,
      `${h}.${p}.${s}=`,
      `${h}.${p}`,
      unsigned,
      'not-a-token',
      await craft(good, { alg: 'HS256' }, new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256')),
    ];
    for (const bad of cases) expect(await codeOf(tokens.verify('user', bad)), bad).toBe('invalid_token');
  });

  it('gives every token the answer jose gives it', async () => {
    const cases = [
      await craft(good),
      await craft({ ...good, aud: ['other', AUDIENCE.user] }),
      await craft({ ...good, aud: ['other'] }),
      await craft({ ...good, aud: 42 }),
      await craft({ sub: 'u1', iss: 'booktutor' }),
      await craft({ sub: 'u1', aud: AUDIENCE.user }),
      await craft({ ...good, iss: 'someone-else' }),
      await craft({ iss: 'booktutor', aud: AUDIENCE.user }),
      await craft({ ...good, sub: '' }),
      await craft({ ...good, exp: now() + 60, iat: now() }),
      await craft({ ...good, exp: now() - 1 }),
      await craft({ ...good, exp: '2999' }),
      await craft({ ...good, nbf: now() + 60 }),
      await craft({ ...good, nbf: now() - 60 }),
      await craft({ ...good, iat: 'yesterday' }),
      await craft(good, { alg: 'HS256', typ: 'JWT' }),
      await craft(good, { alg: 'HS256', crit: ['exp'], exp: 1 }).catch(() => undefined),
      await craft(good, { alg: 'HS512' }),
    ].filter((t): t is string => typeof t === 'string');
    for (const token of cases) expect(await codeOf(tokens.verify('user', token)), token).toBe(await joseCode(token));
  });
});
