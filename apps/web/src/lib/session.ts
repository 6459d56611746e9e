import type { LoginResponse } from '@booktutor/contracts/users';
import { ADMIN_AUTH_KEYS, LOCAL, USER_AUTH_COOKIES, USER_AUTH_KEYS, USER_AUTH_SESSION_KEYS } from './storage-keys';

export const getUserToken = () => localStorage.getItem(LOCAL.token);
export const getUserId = () => localStorage.getItem(LOCAL.userId);
export const getAdminToken = () => localStorage.getItem(LOCAL.adminToken);
export const isUserSignedIn = () => Boolean(getUserToken() && getUserId());
/** Only shows or hides teacher links: the server checks the role on every class call. */
export const isTeacherSignedIn = () => localStorage.getItem(LOCAL.userRole) === 'teacher';

/** A new sign-in replaces whatever was stored before (spec section 4, Session). */
export function saveUserSession(login: LoginResponse, provider = 'local') {
  clearUserSession();
  localStorage.setItem(LOCAL.token, login.token);
  localStorage.setItem(LOCAL.userId, login.userId);
  localStorage.setItem(LOCAL.isAuthenticated, 'true');
  if (login.refreshToken) localStorage.setItem(LOCAL.refreshToken, login.refreshToken);
  if (login.grade) localStorage.setItem(LOCAL.userGrade, login.grade);
  localStorage.setItem(LOCAL.userPublisher, login.publisher);
  localStorage.setItem(LOCAL.userName, login.username);
  localStorage.setItem(LOCAL.userRole, login.role);
  localStorage.setItem(LOCAL.authProvider, provider);
  localStorage.setItem(LOCAL.lastActivityTime, String(Date.now()));
}

/** Forgets every stored piece of the user's session: the spec's local keys, session keys and cookies. */
export function clearUserSession() {
  for (const key of USER_AUTH_KEYS) localStorage.removeItem(key);
  for (const key of USER_AUTH_SESSION_KEYS) sessionStorage.removeItem(key);
  for (const name of USER_AUTH_COOKIES) {
    for (const path of ['/', window.location.pathname]) document.cookie = `${name}=; Max-Age=0; path=${path}; SameSite=Lax`;
  }
}

export function saveAdminSession(token: string, adminId: string) {
  localStorage.setItem(LOCAL.adminToken, token);
  localStorage.setItem(LOCAL.adminId, adminId);
  // Admin pages honour the inactivity timeout too (app/use-inactivity-sign-out.ts).
  localStorage.setItem(LOCAL.lastActivityTime, String(Date.now()));
}

export function clearAdminSession() {
  for (const key of ADMIN_AUTH_KEYS) localStorage.removeItem(key);
}

/** Tells the server to end a session; best effort, and it survives the page being left (keepalive). */
function endOnServer(path: string, token: string | null, body?: unknown) {
  void fetch(path, {
    method: 'POST',
    keepalive: true,
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  }).catch(() => undefined);
}

/** Logout and inactivity: the server ends the session (its tokens answer 401), the browser forgets it. */
export function signOutUser() {
  const refreshToken = localStorage.getItem(LOCAL.refreshToken);
  const token = getUserToken();
  if (token || refreshToken) endOnServer('/api/users/logout', token, refreshToken ? { refreshToken } : {});
  clearUserSession();
}

export function signOutAdmin() {
  const token = getAdminToken();
  if (token) endOnServer('/api/admins/logout', token);
  clearAdminSession();
}

/** Where a session that ended by itself (401 not fixed by renewal, inactivity) sends the browser. */
export const SESSION_ENDED_QUERY = 'session=ended';
export const sessionEndedPath = (kind: 'user' | 'admin') => `${kind === 'user' ? '/login' : '/admin-login'}?${SESSION_ENDED_QUERY}`;
