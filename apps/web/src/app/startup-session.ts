/**
 * Runs once before the first render (spec section 4, Start-up):
 * - a session left in cookies (auth_token, auth_provider, user_id) moves into local storage when
 *   none is stored yet, the cookies are cleared and the page reloads to start from it;
 * - a redirect path saved in session storage is put back into the address bar, once.
 * Returns true when the page is reloading.
 */
import { COOKIES, LOCAL, SESSION } from '../lib/storage-keys';

function readCookies(): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    try {
      cookies.set(part.slice(0, eq).trim(), decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // A malformed cookie is not ours to read.
    }
  }
  return cookies;
}

function clearCookie(name: string) {
  // Whoever set it may have used the root path or this page's path.
  for (const path of ['/', window.location.pathname]) {
    document.cookie = `${name}=; Max-Age=0; path=${path}; SameSite=Lax`;
  }
}

/** Only a path on this site: never an absolute or protocol-relative address. */
const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export function runStartupSession(): boolean {
  const cookies = readCookies();
  const token = cookies.get(COOKIES.authToken);
  if (token && !localStorage.getItem(LOCAL.token)) {
    localStorage.setItem(LOCAL.token, token);
    const userId = cookies.get(COOKIES.userId);
    if (userId) localStorage.setItem(LOCAL.userId, userId);
    localStorage.setItem(LOCAL.authProvider, cookies.get(COOKIES.authProvider) ?? 'social');
    localStorage.setItem(LOCAL.isAuthenticated, 'true');
    localStorage.setItem(LOCAL.lastActivityTime, String(Date.now()));
    for (const name of Object.values(COOKIES)) clearCookie(name);
    window.location.reload();
    return true;
  }

  const redirectPath = sessionStorage.getItem(SESSION.redirectPath);
  if (redirectPath !== null) {
    sessionStorage.removeItem(SESSION.redirectPath);
    if (isLocalPath(redirectPath)) window.history.replaceState(null, '', redirectPath);
  }
  return false;
}
