/**
 * The one HTTP client: bearer tokens, timeouts, retries of network failures with back-off,
 * and the error catalogue, as the specification's call policy says (sections 7 and 8).
 * Access tokens are short: they are renewed silently before they expire and once after a 401
 * (lib/token-refresh.ts); only a 401 that renewal cannot fix ends the session.
 */
import { LIMITS, retryDelayMs } from '@booktutor/contracts/limits';
import { ApiError, messageForStatus, networkFailure } from './api-error';
import { clearAdminSession, clearUserSession, sessionEndedPath } from './session';
import { freshToken, renewToken } from './token-refresh';

export type Audience = 'user' | 'admin' | 'public';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Whose token to send; also decides the timeout and where a 401 sends the browser. */
  auth?: Audience;
  /** A 401 on this call must not sign the user out (spec: book chapters). */
  keepSessionOn401?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function buildUrl(path: string, query: RequestOptions['query']) {
  const url = new URL(path.startsWith('/api') ? path : `/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

/** A session that renewal could not save: forget it and say so on the sign-in page. */
export function onSessionEnded(auth: Audience) {
  if (auth === 'public') return;
  if (auth === 'user') clearUserSession();
  else clearAdminSession();
  const signIn = auth === 'user' ? '/login' : '/admin-login';
  if (window.location.pathname !== signIn) window.location.assign(sessionEndedPath(auth));
}

async function attempt(url: string, init: RequestInit, timeoutMs: number, outer?: AbortSignal) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
  const abortFromOuter = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', abortFromOuter, { once: true });
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    // Linked to the caller's signal only while this attempt lives: once the answer has arrived the
    // caller's signal still stops reading its body (the chat stream's watchdog relies on that).
    outer?.removeEventListener('abort', abortFromOuter);
    if (outer?.aborted) throw error;
    if (controller.signal.aborted) throw networkFailure('timeout');
    if (typeof navigator !== 'undefined' && navigator.onLine === false) throw networkFailure('offline');
    if (error instanceof Error && /reset/i.test(error.message)) throw networkFailure('connection-reset');
    throw networkFailure('no-response');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends a request and hands back the successful response unread (the chat stream reads its body
 * as it arrives). Network failures are retried up to 3 times, HTTP errors never; a 401 gets one
 * silent token renewal, and a 401 that renewal cannot fix ends the session. Any other failure
 * throws an ApiError carrying the catalogue's text.
 */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const auth = options.auth ?? 'user';
  const token = auth === 'public' ? null : await freshToken(auth);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const timeoutMs = options.timeoutMs ?? (auth === 'admin' ? LIMITS.adminRequestTimeoutMs : LIMITS.userRequestTimeoutMs);
  const url = buildUrl(path, options.query);
  const init: RequestInit = { method: options.method ?? 'GET', headers, body };

  const send = async () => {
    for (let retry = 0; ; retry++) {
      try {
        return await attempt(url, init, timeoutMs, options.signal);
      } catch (error) {
        const retriable = error instanceof ApiError && error.kind !== 'offline';
        if (!retriable || retry >= LIMITS.requestMaxRetries) throw error;
        await sleep(retryDelayMs(retry + 1));
      }
    }
  };
  let response = await send();
  if (response.status === 401 && auth !== 'public' && token) {
    // Expired or revoked: one silent renewal, then the same request once more.
    const renewed = await renewToken(auth, token);
    if (renewed) {
      headers.authorization = `Bearer ${renewed}`;
      response = await send();
    }
  }

  if (response.ok) return response;
  const data = await readBody(response);
  const errorBody = (typeof data === 'object' && data ? data : {}) as { message?: string; code?: string; field?: string };
  if (response.status === 401 && !options.keepSessionOn401) onSessionEnded(auth);
  throw new ApiError(messageForStatus(response.status, errorBody), 'http', response.status, errorBody.code, errorBody.field, data);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends a request (see apiResponse) and returns its JSON body. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await readBody(await apiResponse(path, options))) as T;
}
