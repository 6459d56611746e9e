/**
 * Silent renewal of the short access tokens (15 minutes, server features/sessions), so that a
 * student is not signed out in the middle of a test. Users exchange their refresh token (which
 * works once and is replaced); admins exchange their current token. Renewal happens shortly
 * before a token expires and once after a 401; every tab shares one renewal at a time (Web Locks
 * where the browser has them), because a refresh token presented twice ends the whole session.
 */
import type { LoginResponse } from '@booktutor/contracts/users';
import { networkFailure } from './api-error';
import { LOCAL } from './storage-keys';

/** Renew when less than this is left, so a request never leaves with a token about to expire. */
const RENEW_BEFORE_MS = 60_000;
const LOCK_NAME = 'booktutor-token-refresh';

/** When a token expires (its own `exp` claim), or null when it cannot be read. */
export function tokenExpiresAt(token: string): number | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export const expiresSoon = (token: string) => {
  const at = tokenExpiresAt(token);
  return at !== null && at - Date.now() < RENEW_BEFORE_MS;
};

/** Runs `task` alone across every tab of this site when the browser can, else alone in this tab. */
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request(LOCK_NAME, task) as Promise<T>) : task();
}

async function post(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, { method: 'POST', ...init });
  } catch {
    throw networkFailure(navigator.onLine === false ? 'offline' : 'no-response');
  }
}

type Kind = 'user' | 'admin';
const TOKEN_KEY: Record<Kind, string> = { user: LOCAL.token, admin: LOCAL.adminToken };
const inFlight: Record<Kind, Promise<string | null> | null> = { user: null, admin: null };

/** A token newer than `stale` that another tab (or an earlier call) already stored, if any. */
function newerToken(kind: Kind, stale: string | null): string | null {
  const current = localStorage.getItem(TOKEN_KEY[kind]);
  return current && current !== stale && !expiresSoon(current) ? current : null;
}

async function renewUser(stale: string | null): Promise<string | null> {
  const already = newerToken('user', stale);
  if (already) return already;
  const refreshToken = localStorage.getItem(LOCAL.refreshToken);
  if (!refreshToken) return null;
  const response = await post('/api/users/refresh-token', { headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ refreshToken }) });
  if (!response.ok) {
    if (response.status >= 500) throw networkFailure('no-response');
    return null;
  }
  const session = (await response.json()) as LoginResponse;
  // Signed out meanwhile (another tab): do not bring the session back.
  if (!localStorage.getItem(LOCAL.token)) return null;
  localStorage.setItem(LOCAL.token, session.token);
  if (session.refreshToken) localStorage.setItem(LOCAL.refreshToken, session.refreshToken);
  return session.token;
}

async function renewAdmin(stale: string | null): Promise<string | null> {
  const already = newerToken('admin', stale);
  if (already) return already;
  if (!stale) return null;
  const response = await post('/api/admins/refresh-token', { headers: { accept: 'application/json', authorization: `Bearer ${stale}` } });
  if (!response.ok) {
    if (response.status >= 500) throw networkFailure('no-response');
    return null;
  }
  const { token } = (await response.json()) as { token: string };
  if (!localStorage.getItem(LOCAL.adminToken)) return null;
  localStorage.setItem(LOCAL.adminToken, token);
  return token;
}

/**
 * A fresh token for `kind` in place of `stale`; null when the session cannot be renewed (ended,
 * revoked, nothing stored). Network failures throw, so a bad connection does not sign anyone out.
 */
export function renewToken(kind: Kind, stale: string | null): Promise<string | null> {
  inFlight[kind] ??= exclusive(() => (kind === 'user' ? renewUser(stale) : renewAdmin(stale))).finally(() => {
    inFlight[kind] = null;
  });
  return inFlight[kind];
}

/** The stored token of `kind`, renewed first when it is about to expire. */
export async function freshToken(kind: Kind): Promise<string | null> {
  const token = localStorage.getItem(TOKEN_KEY[kind]);
  if (!token || !expiresSoon(token)) return token;
  return (await renewToken(kind, token).catch(() => null)) ?? token;
}
