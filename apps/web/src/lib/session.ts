import type { LoginResponse } from '@booktutor/contracts/users';
import { LOCAL, USER_AUTH_KEYS } from './storage-keys';

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

export function clearUserSession() {
  for (const key of USER_AUTH_KEYS) localStorage.removeItem(key);
}

export function saveAdminSession(token: string, adminId: string) {
  localStorage.setItem(LOCAL.adminToken, token);
  localStorage.setItem(LOCAL.adminId, adminId);
}

export function clearAdminSession() {
  localStorage.removeItem(LOCAL.adminToken);
  localStorage.removeItem(LOCAL.adminId);
}
