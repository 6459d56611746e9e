/**
 * Sessions that can be ended. Each sign-in is a row in auth_sessions; access tokens (15 minutes)
 * carry its id (`sid`) and the account's token version (`ver`), and every authenticated request
 * checks both (a user's requests reuse a recent answer, which every ending clears: see
 * live-session-cache.ts), so logout, password change or reset and "sign out everywhere" end older
 * tokens at once, on every node. Users renew with a refresh token that is stored only as its hash, works
 * once and is replaced on use; presenting a used one again means it was copied, so the whole
 * session (the token's family) ends. Admins renew with their access token (no refresh token is
 * kept in their browser), within their session's 12 hours and the inactivity timeout.
 */
import { createHash, randomBytes } from 'node:crypto';
import { LIMITS } from '@booktutor/contracts/limits';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/errors';
import type { TokenClaims } from '../../lib/tokens';
import type { LiveSessionCache } from './live-session-cache';
import * as repo from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A user stays signed in for 30 days after their last refresh. */
export const USER_SESSION_MS = 30 * DAY_MS;
/** An admin session lasts at most 12 hours, whatever the renewals. */
export const ADMIN_SESSION_MS = 12 * 60 * 60 * 1000;
/** An admin token can be renewed this long after it expired: the pages' inactivity timeout. */
export const ADMIN_RENEWAL_GRACE_S = LIMITS.inactivityTimeoutMs / 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newRefreshToken = () => randomBytes(32).toString('base64url');

export interface UserIdentity {
  id: string;
  username: string;
  role: string;
  grade: string;
  publisher: string;
  tokenVersion: number;
}

const userClaims = (user: UserIdentity, sessionId: string): TokenClaims => ({
  sub: user.id,
  name: user.username,
  role: user.role,
  grade: user.grade,
  publisher: user.publisher,
  sid: sessionId,
  ver: user.tokenVersion,
});

async function issueRefreshToken(db: Deps['db'], sessionId: string, expiresAt: Date) {
  const refreshToken = newRefreshToken();
  await repo.insertRefreshToken(db, { tokenHash: hashRefreshToken(refreshToken), sessionId, expiresAt });
  return refreshToken;
}

/** A new sign-in of a user: a session, its first refresh token and an access token. */
export async function startUserSession(deps: Deps, user: UserIdentity) {
  const expiresAt = new Date(deps.now().getTime() + USER_SESSION_MS);
  const { session, refreshToken } = await deps.db.transaction(async (tx) => {
    await repo.deleteExpiredSessions(tx, { userId: user.id, now: deps.now() });
    const session = await repo.insertSession(tx, { userId: user.id, expiresAt });
    return { session, refreshToken: await issueRefreshToken(tx, session.id, expiresAt) };
  });
  const token = await deps.tokens.sign('user', userClaims(user, session.id));
  return { token, refreshToken, sessionId: session.id };
}

/** A new access token for the same session, saying the account's current details (profile change). */
export async function reissueUserToken(deps: Deps, user: UserIdentity, sessionId: string) {
  return deps.tokens.sign('user', userClaims(user, sessionId));
}

/**
 * Exchanges a refresh token for a new one and a new access token. A token used before ends its
 * session (it was copied, or replayed by someone who should not have it).
 */
export async function rotateUserRefreshToken<U extends UserIdentity>(deps: Deps, refreshToken: string, findUser: (db: Deps['db'], id: string) => Promise<U | undefined>) {
  const tokenHash = hashRefreshToken(refreshToken);
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const used = await repo.markRefreshTokenUsed(tx, { tokenHash, now });
    if (!used) return { kind: 'reused' as const };
    const session = await repo.findSessionById(tx, { id: used.sessionId });
    if (!session?.userId || session.revokedAt || session.expiresAt <= now || used.expiresAt <= now) return { kind: 'ended' as const };
    const user = await findUser(tx, session.userId);
    if (!user) return { kind: 'ended' as const };
    const expiresAt = new Date(now.getTime() + USER_SESSION_MS);
    await repo.extendSession(tx, { id: session.id, expiresAt });
    const next = await issueRefreshToken(tx, session.id, expiresAt);
    return { kind: 'rotated' as const, user, sessionId: session.id, refreshToken: next };
  });
  if (outcome.kind === 'reused') {
    const known = await repo.findRefreshToken(deps.db, { tokenHash });
    if (!known) throw new AppError('invalid_token');
    try {
      await repo.revokeSession(deps.db, { id: known.sessionId, now });
    } finally {
      deps.realtime.endSessions([known.sessionId]);
    }
    throw new AppError('session_ended');
  }
  if (outcome.kind === 'ended') throw new AppError('session_ended');
  const token = await deps.tokens.sign('user', userClaims(outcome.user, outcome.sessionId));
  return { user: outcome.user, token, refreshToken: outcome.refreshToken };
}

/** Logout: ends the session the refresh token (or the access token) belongs to. Unknown tokens end nothing. */
export async function endUserSession(deps: Deps, { refreshToken, sessionId }: { refreshToken?: string | undefined; sessionId?: string | undefined }) {
  const now = deps.now();
  const ended: string[] = [];
  if (refreshToken) {
    const known = await repo.findRefreshToken(deps.db, { tokenHash: hashRefreshToken(refreshToken) });
    if (known) ended.push(known.sessionId);
  }
  if (sessionId && UUID.test(sessionId)) ended.push(sessionId);
  // Announced even when a write fails: an ending written before it must not stay cached as live.
  try {
    for (const id of new Set(ended)) await repo.revokeSession(deps.db, { id, now });
  } finally {
    deps.realtime.endSessions(ended);
  }
}

/**
 * Password change, reset, "sign out everywhere": every session and token of the user ends, and
 * with them the user's live sockets. Inside a transaction (`db` is not deps.db), the caller
 * closes the sockets once it has committed (`endUserSockets`): a socket closed earlier could
 * renew its token on the session still live before the commit.
 */
export async function endAllUserSessions(deps: Deps, db: Deps['db'], userId: string) {
  if (db !== deps.db) return repo.endAllUserSessions(db, { userId, now: deps.now() });
  // Two statements: when the second fails, the first (the version moved on) has ended every older
  // token already, so the ending is announced whatever happens.
  try {
    await repo.endAllUserSessions(db, { userId, now: deps.now() });
  } finally {
    endUserSockets(deps, userId);
  }
}

export function endUserSockets(deps: Deps, userId: string) {
  deps.realtime.endUser(userId);
}

export async function startAdminSession(deps: Deps, admin: { id: string; username: string; tokenVersion: number }) {
  await repo.deleteExpiredSessions(deps.db, { adminId: admin.id, now: deps.now() });
  const session = await repo.insertSession(deps.db, { adminId: admin.id, expiresAt: new Date(deps.now().getTime() + ADMIN_SESSION_MS) });
  return deps.tokens.sign('admin', { sub: admin.id, name: admin.username, sid: session.id, ver: admin.tokenVersion });
}

/** A fresh admin token for a live session, from the current one (expired at most ADMIN_RENEWAL_GRACE_S ago). */
export async function renewAdminToken(deps: Deps, token: string) {
  const claims = await deps.tokens.verify('admin', token, { expiredForAtMostS: ADMIN_RENEWAL_GRACE_S });
  await checkAdminAccess(deps, claims);
  return deps.tokens.sign('admin', { sub: claims.sub, name: claims.name, sid: claims.sid, ver: claims.ver });
}

export async function endAdminSession(deps: Deps, token: string) {
  const claims = await deps.tokens.verify('admin', token, { expiredForAtMostS: ADMIN_RENEWAL_GRACE_S });
  if (typeof claims.sid === 'string' && UUID.test(claims.sid)) await repo.revokeSession(deps.db, { id: claims.sid, now: deps.now() });
}

export async function endAllAdminSessions(deps: Deps, adminId: string) {
  await repo.endAllAdminSessions(deps.db, { adminId, now: deps.now() });
}

function sessionOf(claims: TokenClaims): { id: string; version: number } {
  const { sid, ver, sub } = claims;
  // Tokens from before sessions existed, or not made by us, have no session: they are over.
  if (typeof sid !== 'string' || !UUID.test(sid) || typeof ver !== 'number' || !UUID.test(sub)) throw new AppError('session_ended');
  return { id: sid, version: ver };
}

interface AccessState {
  tokenVersion: number;
  revokedAt: Date | null;
  expiresAt: Date;
}
const isLive = (state: AccessState | undefined, version: number, now: Date) => Boolean(state && !state.revokedAt && state.expiresAt > now && state.tokenVersion === version);

/**
 * Every request with a user token: the session is live and the token is of the account's current
 * version. With `cache`, a recent answer for the same session and version stands (live-session-cache.ts).
 */
export async function checkUserAccess(deps: Deps, claims: TokenClaims, cache?: LiveSessionCache) {
  const session = sessionOf(claims);
  const live = { userId: claims.sub, sessionId: session.id, version: session.version };
  const now = deps.now();
  if (cache?.isLive(live, now.getTime())) return;
  const mark = cache?.mark();
  const state = await repo.findUserAccessState(deps.db, { userId: claims.sub, sessionId: session.id });
  if (!isLive(state, session.version, now)) throw new AppError('session_ended');
  if (cache && mark !== undefined) cache.remember(live, mark, now.getTime(), state!.expiresAt.getTime());
}

export async function checkAdminAccess(deps: Deps, claims: TokenClaims) {
  const session = sessionOf(claims);
  const state = await repo.findAdminAccessState(deps.db, { adminId: claims.sub, sessionId: session.id });
  if (!isLive(state, session.version, deps.now())) throw new AppError('session_ended');
}
